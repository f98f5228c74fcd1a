import { keyId, keyOf, type Write } from './writes.ts';

/** DynamoDB's limit of items in one TransactWriteItems call. */
export const MAX_TRANSACTION_ITEMS = 100;

/**
 * Merges the unconditional ADD updates on one item into a single update (a transaction may
 * touch an item only once: a posting moving one material twice adds both deltas in one write).
 * Any other pair of writes on one item is a programming error and is refused here, where the
 * message can say which item, instead of by DynamoDB's ValidationException.
 */
export const coalesce = (writes: readonly Write[]): Write[] => {
  const out: Write[] = [];
  const byKey = new Map<string, number>();
  for (const write of writes) {
    const id = keyId(keyOf(write));
    const at = byKey.get(id);
    if (at === undefined) {
      byKey.set(id, out.length);
      out.push(write);
      continue;
    }
    const earlier = out[at] as Write;
    if (!mergeable(earlier) || !mergeable(write)) {
      throw new Error(`Two writes on one item in one transaction: ${id.replace('\n', ' / ')}`);
    }
    out[at] = { ...earlier, add: sumDeltas(earlier.add ?? {}, write.add ?? {}) };
  }
  return out;
};

const mergeable = (write: Write): write is Extract<Write, { kind: 'update' }> =>
  write.kind === 'update' &&
  !write.set &&
  !write.unset &&
  !write.append &&
  !write.condition &&
  write.add !== undefined;

const sumDeltas = (a: Record<string, number>, b: Record<string, number>): Record<string, number> => {
  const out = { ...a };
  for (const [attribute, delta] of Object.entries(b)) out[attribute] = (out[attribute] ?? 0) + delta;
  return out;
};

/** How many transaction items a list of writes becomes (after merging ADDs on one item). */
export const itemCount = (writes: readonly Write[]): number => coalesce(writes).length;

/**
 * Splits groups of writes into transactions of at most `max - reserve` items (`reserve` leaves
 * room for items the caller adds to each, e.g. a marker). A group (say, a ledger entry and its
 * balance deltas) is never split; groups keep their order, and the split depends only on the
 * groups, so a retry after a crash finds the same transactions.
 */
export const splitIntoTransactions = (
  groups: readonly (readonly Write[])[],
  { max = MAX_TRANSACTION_ITEMS, reserve = 0 }: { max?: number; reserve?: number } = {},
): Write[][] => {
  const room = max - reserve;
  const chunks: Write[][] = [];
  let current: Write[] = [];
  for (const group of groups) {
    if (group.length === 0) continue;
    if (itemCount(group) > room) {
      throw new Error(`A group of ${itemCount(group)} items does not fit in one transaction (${room})`);
    }
    const joined = [...current, ...group];
    if (itemCount(joined) <= room) {
      current = joined;
    } else {
      chunks.push(coalesce(current));
      current = [...group];
    }
  }
  if (current.length) chunks.push(coalesce(current));
  return chunks;
};
