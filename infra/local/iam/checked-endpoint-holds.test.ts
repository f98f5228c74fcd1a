import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DynamoDBClient, PutItemCommand, TransactWriteItemsCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CREDENTIALS } from '../local-aws.ts';
import type { Authorizer } from './authorize.ts';
import { startCheckedEndpoint } from './checked-endpoint.ts';

/**
 * On AWS a transaction runs to its end when its caller stops waiting (the SDK's request timeout,
 * then its retry), and a plain write to one of its items is refused until then. The checked
 * endpoint holds the items until DynamoDB Local has answered, not until the caller hangs up.
 * Here DynamoDB Local is a stand-in server that answers a transaction after TRANSACTION_MS.
 */
const TRANSACTION_MS = 1500;
const ITEM = { pk: { S: 'C#1' }, sk: { S: 'STOCK#7' } };

const allowAll: Authorizer = {
  check: async () => null,
  allows: async () => true,
  revoke: () => undefined,
  slowDown: () => undefined,
  delayOf: () => 0,
  restore: () => undefined,
  calls: () => [],
};

let emulator: Server;
let endpoint: Awaited<ReturnType<typeof startCheckedEndpoint>>;
const transactionsAnswered: number[] = [];

beforeAll(async () => {
  emulator = createServer((req, res) => {
    req.resume().on('end', () => {
      const answer = () => res.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' }).end('{}');
      if (String(req.headers['x-amz-target']).endsWith('.TransactWriteItems'))
        setTimeout(() => {
          transactionsAnswered.push(Date.now());
          answer();
        }, TRANSACTION_MS);
      else answer();
    });
  });
  await new Promise<void>((resolve) => emulator.listen(0, '127.0.0.1', resolve));
  endpoint = await startCheckedEndpoint({
    service: 'dynamodb',
    upstream: `http://127.0.0.1:${(emulator.address() as AddressInfo).port}`,
    port: 0,
    region: 'us-east-1',
    authorizer: allowAll,
  });
});

afterAll(async () => {
  await endpoint.stop();
  emulator.closeAllConnections();
  await new Promise((resolve) => emulator.close(resolve));
});

const client = () =>
  new DynamoDBClient({
    region: 'us-east-1',
    endpoint: endpoint.endpoint,
    credentials: LOCAL_CREDENTIALS,
    maxAttempts: 1,
  });

const put = () => client().send(new PutItemCommand({ TableName: 'bp', Item: { ...ITEM, n: { N: '1' } } }));

describe('a transaction whose caller gave up', () => {
  it('keeps its items until the emulator has answered it', async () => {
    // The caller stops waiting after 200 ms, as the SDK does past its request timeout.
    const impatient = client().send(
      new TransactWriteItemsCommand({
        TransactItems: [
          {
            Update: {
              TableName: 'bp',
              Key: ITEM,
              UpdateExpression: 'SET n = :n',
              ExpressionAttributeValues: { ':n': { N: '2' } },
            },
          },
        ],
      }),
      { abortSignal: AbortSignal.timeout(200) },
    );
    await expect(impatient).rejects.toMatchObject({ name: 'AbortError' });
    // The caller has hung up; the transaction is still running in the emulator.
    expect(transactionsAnswered).toHaveLength(0);
    await expect(put()).rejects.toMatchObject({ name: 'TransactionConflictException' });

    await expect.poll(() => transactionsAnswered.length, { timeout: TRANSACTION_MS * 3 }).toBe(1);
    await expect(put()).resolves.toBeDefined();
  });
});
