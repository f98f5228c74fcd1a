import { tableSchema } from '@bp/shared/table/schema.ts';
import { ageQuery } from './stale-query.ts';

/**
 * What AWS does and DynamoDB Local does not: a read that is not strongly consistent (GetItem,
 * BatchGetItem and Query without ConsistentRead, and every read of a global secondary index) may
 * answer an item as it was before a recent write ("usually within a second"). DynamoDB Local
 * always answers the latest. When a test turns this on (`POST /__local/faults/stale-reads`, with
 * the lag), the checked DynamoDB endpoint keeps each written item's image from before the write,
 * and answers eventually consistent reads with that image until the lag has passed since the
 * item's last write: an item created within the lag is not there, an updated one has its old
 * values. (An item deleted within the lag is still missing: a read cannot be given back what
 * DynamoDB Local no longer has. Reads see each item's oldest image of the window, the strictest.)
 * So a decision taken on an eventually consistent read fails here as it could on AWS.
 */
type Item = Record<string, unknown>;

const KEY_NAMES = [tableSchema.partitionKey, tableSchema.sortKey];

export const STALE_READS_PATH = '/__local/faults/stale-reads';

/** One item of one table, from its key or the whole item (marshalled): the key attributes only. */
export const staleItemId = (table: unknown, key: unknown): string | null => {
  const values = KEY_NAMES.map((name) => (key as Item | undefined)?.[name]);
  return values.every((v) => v !== undefined) ? JSON.stringify([table, ...values]) : null;
};

/** The keys (marshalled) a write operation changes, with their table. */
export const writtenKeys = (operation: string, input: Item): { table: string; key: Item }[] => {
  const keyOf = (item: unknown): Item =>
    Object.fromEntries(KEY_NAMES.map((name) => [name, (item as Item | undefined)?.[name]]));
  const table = String(input.TableName ?? '');
  if (operation === 'PutItem') return [{ table, key: keyOf(input.Item) }];
  if (operation === 'UpdateItem' || operation === 'DeleteItem') return [{ table, key: keyOf(input.Key) }];
  if (operation === 'TransactWriteItems')
    return ((input.TransactItems as Item[] | undefined) ?? []).flatMap((entry) => {
      const [kind, spec] = Object.entries(entry)[0] ?? [];
      if (kind === 'ConditionCheck' || !spec || typeof spec !== 'object') return [];
      const s = spec as Item;
      return [{ table: String(s.TableName ?? ''), key: keyOf(kind === 'Put' ? s.Item : s.Key) }];
    });
  if (operation === 'BatchWriteItem')
    return Object.entries((input.RequestItems as Record<string, Item[]> | undefined) ?? {}).flatMap(
      ([name, requests]) =>
        requests.map((r) => ({
          table: name,
          key: keyOf((r.PutRequest as Item | undefined)?.Item ?? (r.DeleteRequest as Item | undefined)?.Key),
        })),
    );
  return [];
};

/** Whether a read may be answered from before recent writes (not strongly consistent). */
export const isEventualRead = (operation: string, input: Item): boolean => {
  if (operation === 'GetItem') return input.ConsistentRead !== true;
  if (operation === 'Query' || operation === 'Scan')
    return input.IndexName !== undefined || input.ConsistentRead !== true;
  if (operation === 'BatchGetItem')
    return Object.values((input.RequestItems as Record<string, Item> | undefined) ?? {}).some(
      (r) => r.ConsistentRead !== true,
    );
  return false;
};

export const createStaleReads = (now: () => number = Date.now) => {
  let lagMs = 0;
  const before = new Map<string, { image: Item | null; until: number }>();
  const current = (id: string) => {
    const kept = before.get(id);
    if (kept && kept.until <= now()) before.delete(id);
    return kept && kept.until > now() ? kept : undefined;
  };

  /** An item as such a read may answer it: its image before the window, cut to what was read. */
  const aged = (table: string, item: Item): Item | null => {
    const id = staleItemId(table, item);
    const kept = id === null ? undefined : current(id);
    if (!kept) return item;
    if (!kept.image) return null;
    const image = kept.image;
    return Object.fromEntries(
      Object.keys(item).flatMap((name) => (name in image ? [[name, image[name]]] : [])),
    );
  };

  /** The table's kept images within the lag, by their item's key (ageQuery's moves). */
  const imagesOf = (table: string) => {
    const images = new Map<string, Item | null>();
    for (const id of [...before.keys()]) {
      const [t, ...key] = JSON.parse(id) as unknown[];
      const kept = t === table ? current(id) : undefined;
      if (kept) images.set(JSON.stringify(key), kept.image);
    }
    return images;
  };

  return {
    /** 0 turns it off (and forgets every kept image). */
    setLag(ms: number) {
      lagMs = Math.max(0, ms);
      before.clear();
    },
    get active() {
      return lagMs > 0;
    },
    /** Before a write: each item's image as it is now (null: absent). The oldest one in a window stays. */
    remember(table: string, key: Item, image: Item | null) {
      const id = staleItemId(table, key);
      if (id === null) return;
      const kept = current(id);
      before.set(id, { image: kept ? kept.image : image, until: now() + lagMs });
    },
    /** An eventually consistent read's answer (DynamoDB's JSON), as AWS may give it within the lag. */
    age(operation: string, input: Item, answer: Item): Item {
      const table = String(input.TableName ?? '');
      if (operation === 'GetItem') {
        if (!answer.Item) return answer;
        const item = aged(table, answer.Item as Item);
        const { Item: _dropped, ...rest } = answer;
        return item ? { ...rest, Item: item } : rest;
      }
      if (operation === 'Query') return ageQuery(input, answer, (i) => aged(table, i), imagesOf(table));
      if (operation === 'Scan') {
        const items = ((answer.Items as Item[] | undefined) ?? []).flatMap((i) => {
          const item = aged(table, i);
          return item ? [item] : [];
        });
        return answer.Items ? { ...answer, Items: items, Count: items.length } : answer;
      }
      if (operation === 'BatchGetItem') {
        const requests = (input.RequestItems as Record<string, Item> | undefined) ?? {};
        const responses = (answer.Responses as Record<string, Item[]> | undefined) ?? {};
        return {
          ...answer,
          Responses: Object.fromEntries(
            Object.entries(responses).map(([name, items]) => [
              name,
              requests[name]?.ConsistentRead === true
                ? items
                : items.flatMap((i) => {
                    const item = aged(name, i);
                    return item ? [item] : [];
                  }),
            ]),
          ),
        };
      }
      return answer;
    },
  };
};

export type StaleReads = ReturnType<typeof createStaleReads>;

/**
 * The local cloud's one instance: the fault endpoint sets it, the checked DynamoDB endpoint
 * applies it. `LOCAL_STALE_READ_MS` starts it on (a whole suite run against lagging reads).
 */
export const staleReads = createStaleReads();
staleReads.setLag(Number(process.env.LOCAL_STALE_READ_MS ?? 0) || 0);
