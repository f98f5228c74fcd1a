import { type IndexName, tableSchema } from '@bp/shared/table/schema.ts';

/**
 * Helpers for record modules (each stored kind's keys, index attributes and item mapping):
 * the index attribute names come from the table schema, never spelled by hand.
 */
export const indexKeys = (index: IndexName, partition: string, sort: string): Record<string, string> => ({
  [tableSchema.indexes[index].partitionKey]: partition,
  [tableSchema.indexes[index].sortKey]: sort,
});

/** The named fields of a stored item (the item's keys and bookkeeping left out). */
export const pick = <T>(item: Record<string, unknown>, fields: readonly string[]): T =>
  Object.fromEntries(fields.map((f) => [f, item[f]])) as T;

export const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
