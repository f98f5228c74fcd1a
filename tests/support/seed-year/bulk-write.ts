import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '@bp/functions/adapters/dynamodb/kit/index.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Writes items 25 to a request, `parallel` requests at a time, retrying unprocessed items. */
export const bulkWrite = async (
  items: readonly Record<string, unknown>[],
  progress: (written: number) => void = () => {},
  parallel = 8,
): Promise<void> => {
  let next = 0;
  let written = 0;
  const worker = async () => {
    while (next < items.length) {
      const start = next;
      next += 25;
      let pending = items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } }));
      for (let attempt = 0; pending.length; attempt++) {
        if (attempt) await sleep(Math.min(2_000, 25 * 2 ** attempt));
        try {
          const out = await documentClient.send(
            new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }),
          );
          pending = (out.UnprocessedItems?.[tableName()] ?? []) as typeof pending;
        } catch (error) {
          // A busy local database can answer after the client's 3 s timeout: puts are idempotent, send again.
          if (attempt >= 12) throw error;
        }
      }
      written += 25;
      if (written % 25_000 === 0) progress(written);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
};
