import { tableSchema } from '@bp/shared/table/schema.ts';

/**
 * What AWS does and DynamoDB Local does not (docs/architecture.md, "Plain writes that meet a
 * transaction"): while a TransactWriteItems is in flight, a PutItem, UpdateItem or DeleteItem on
 * one of its items is refused with TransactionConflictException. The checked DynamoDB endpoint
 * holds a transaction's items from its arrival to its answer and refuses such plain writes.
 */
type Item = Record<string, unknown>;

const KEY_NAMES = [tableSchema.partitionKey, tableSchema.sortKey];

/** One item of one table, from its key (or the whole item, for a Put): the key attributes only. */
const itemId = (table: unknown, key: unknown): string =>
  JSON.stringify([table, ...KEY_NAMES.map((name) => (key as Item | undefined)?.[name] ?? null)]);

/** The items a TransactWriteItems includes (Put, Update, Delete and ConditionCheck alike). */
export const transactionItems = (input: Item): string[] =>
  ((input.TransactItems as Item[] | undefined) ?? []).flatMap((entry) => {
    const [kind, spec] = Object.entries(entry)[0] ?? [];
    if (!spec || typeof spec !== 'object') return [];
    const s = spec as Item;
    return [itemId(s.TableName, kind === 'Put' ? s.Item : s.Key)];
  });

/** The item a plain write targets, or null for any other operation. */
export const plainWriteItem = (operation: string, input: Item): string | null => {
  if (operation === 'PutItem') return itemId(input.TableName, input.Item);
  if (operation === 'UpdateItem' || operation === 'DeleteItem') return itemId(input.TableName, input.Key);
  return null;
};

export const TRANSACTION_CONFLICT_MESSAGE = 'Transaction is ongoing for the item';

/** Items held by transactions in flight: a count each, as two may hold one (one then fails). */
export const createTransactionHolds = () => {
  const held = new Map<string, number>();
  return {
    /** Holds the items until the returned release is called (once). */
    hold(items: readonly string[]): () => void {
      for (const id of items) held.set(id, (held.get(id) ?? 0) + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        for (const id of items) {
          const left = (held.get(id) ?? 1) - 1;
          if (left > 0) held.set(id, left);
          else held.delete(id);
        }
      };
    },
    isHeld: (id: string): boolean => held.has(id),
  };
};
