import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import type { ItemKey } from '@bp/shared/table/schema.ts';
import { documentClient, tableName } from './client.ts';

const CHUNK = 100;
const PARALLEL = 8;

const keyOf = (item: { pk?: unknown; sk?: unknown }) => `${String(item.pk)}\n${String(item.sk)}`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const getChunk = async (
  keys: ItemKey[],
  consistent: boolean,
  found: Map<string, Record<string, unknown>>,
) => {
  let pending: Record<string, unknown>[] = keys.map((k) => ({ pk: k.pk, sk: k.sk }));
  for (let attempt = 0; pending.length; attempt++) {
    if (attempt > 0) await sleep(Math.min(1000, 20 * 2 ** attempt));
    const out = await documentClient.send(
      new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending, ConsistentRead: consistent } } }),
    );
    for (const item of out.Responses?.[tableName()] ?? []) found.set(keyOf(item), item);
    pending = (out.UnprocessedKeys?.[tableName()]?.Keys ?? []) as Record<string, unknown>[];
    if (attempt > 10 && pending.length) throw new Error('BatchGet kept leaving keys unprocessed');
  }
};

/** The items found for the keys (each read once): chunks of 100 read in parallel. */
const readKeys = async (keys: readonly ItemKey[], consistent: boolean) => {
  const unique = [...new Map(keys.map((k) => [keyOf(k), k])).values()];
  const found = new Map<string, Record<string, unknown>>();
  const chunks: ItemKey[][] = [];
  for (let i = 0; i < unique.length; i += CHUNK) chunks.push(unique.slice(i, i + CHUNK));
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(PARALLEL, chunks.length) }, async () => {
      while (next < chunks.length) await getChunk(chunks[next++] as ItemKey[], consistent, found);
    }),
  );
  return found;
};

const inOrder = (keys: readonly ItemKey[], found: ReadonlyMap<string, Record<string, unknown>>) =>
  keys.map((k) => found.get(keyOf(k))).filter((item): item is Record<string, unknown> => item !== undefined);

/**
 * The items of the given keys in the keys' order (missing ones left out): chunks of 100 read in
 * parallel, unprocessed keys retried with backoff. Consistent unless asked not to, as getItem.
 */
export const batchGetItems = async (
  keys: readonly ItemKey[],
  consistent = true,
): Promise<Record<string, unknown>[]> => inOrder(keys, await readKeys(keys, consistent));

/**
 * Several groups of keys read in the same BatchGetItem calls (one call for up to 100 keys in
 * all, where one read per group would make a call each): each group's items in its keys' order.
 */
export const batchGetGroups = async (
  groups: readonly (readonly ItemKey[])[],
  consistent = true,
): Promise<Record<string, unknown>[][]> => {
  const found = await readKeys(groups.flat(), consistent);
  return groups.map((keys) => inOrder(keys, found));
};
