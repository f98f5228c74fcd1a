import { DynamoDBClient, GetItemCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { crc32 } from 'node:zlib';
import { LOCAL_CREDENTIALS } from './local-aws.ts';
import { staleReads } from './stale-reads.ts';

/** The checked DynamoDB endpoint's side of stale reads (stale-reads.ts): the images, the answers. */
const clients = new Map<string, DynamoDBClient>();
const clientFor = (upstream: URL) => {
  const endpoint = upstream.origin;
  let client = clients.get(endpoint);
  if (!client) {
    client = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: LOCAL_CREDENTIALS });
    clients.set(endpoint, client);
  }
  return client;
};

/** Reads each item a write is about to change, as it is now, and keeps it for the lag. */
export const rememberImages = async (
  upstream: URL,
  written: readonly { table: string; key: Record<string, unknown> }[],
): Promise<void> => {
  const client = clientFor(upstream);
  await Promise.all(
    written.map(async ({ table, key }) => {
      if (Object.values(key).some((v) => v === undefined)) return;
      const out = await client
        .send(
          new GetItemCommand({
            TableName: table,
            Key: key as Record<string, AttributeValue>,
            ConsistentRead: true,
          }),
        )
        .catch(() => null);
      if (out) staleReads.remember(table, key, (out.Item as Record<string, unknown> | undefined) ?? null);
    }),
  );
};

/** Sends the emulator's 200 answer rewritten, with its length and DynamoDB's CRC32 header made to match. */
export const restale = (
  upstreamRes: IncomingMessage,
  res: ServerResponse,
  rewrite: (answer: Record<string, unknown>) => Record<string, unknown>,
) => {
  const chunks: Buffer[] = [];
  upstreamRes.on('data', (chunk: Buffer) => chunks.push(chunk));
  upstreamRes.on('end', () => {
    const raw = Buffer.concat(chunks);
    let body = raw;
    try {
      body = Buffer.from(
        JSON.stringify(rewrite(JSON.parse(raw.toString('utf8')) as Record<string, unknown>)),
      );
    } catch {
      // Not JSON: passed on as it came.
    }
    const headers: Record<string, string | string[] | undefined> = {
      ...upstreamRes.headers,
      'content-length': String(body.length),
    };
    delete headers['transfer-encoding'];
    if (headers['x-amz-crc32'] !== undefined) headers['x-amz-crc32'] = String(crc32(body));
    res.writeHead(200, headers).end(body);
  });
};
