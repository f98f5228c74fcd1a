import { describe, expect, it } from 'vitest';
import { coalesce, itemCount, splitIntoTransactions } from './plan.ts';
import { addDeltas, check, present, putIfAbsent, type Write } from './writes.ts';

const entry = (n: number) => putIfAbsent({ pk: 'LEDGER', sk: `E#${n}`, qty: n }, 'applied');
const balance = (id: string, delta: number) => addDeltas({ pk: 'BAL', sk: id }, { qty: delta });
/** A ledger movement as the posting service will build it: its entry, then its balance deltas. */
const movement = (n: number, material = 'M1'): Write[] => [
  entry(n),
  balance(material, n),
  balance(`L${n}`, n),
];

describe('coalesce', () => {
  it('merges the unconditional ADDs on one item, summing each attribute', () => {
    const merged = coalesce([
      balance('M1', 2),
      entry(1),
      balance('M1', -5),
      addDeltas({ pk: 'BAL', sk: 'M1' }, { n: 1 }),
    ]);
    expect(merged).toHaveLength(2);
    expect(merged[0]).toMatchObject({ kind: 'update', key: { pk: 'BAL', sk: 'M1' }, add: { qty: -3, n: 1 } });
    expect(merged[1]).toMatchObject({ kind: 'put', item: { sk: 'E#1' } });
  });

  it('refuses two writes on one item that cannot merge (DynamoDB would reject the call)', () => {
    expect(() => coalesce([entry(1), entry(1)])).toThrow(/Two writes on one item/);
    expect(() => coalesce([balance('M1', 1), check({ pk: 'BAL', sk: 'M1' }, present())])).toThrow();
  });
});

describe('splitIntoTransactions', () => {
  it('keeps a small change in one transaction', () => {
    const chunks = splitIntoTransactions([movement(1), movement(2)]);
    // Two entries, one shared material balance, two lot balances.
    expect(chunks.map((c) => c.length)).toEqual([5]);
  });

  it('splits at 100 items without breaking a group, the same way every time', () => {
    const groups = Array.from({ length: 120 }, (_, i) => movement(i + 1, `M${i % 3}`));
    const chunks = splitIntoTransactions(groups);
    expect(chunks.every((c) => c.length <= 100)).toBe(true);
    // Every entry lands once, in order, and each transaction starts with an entry (its proof).
    const entries = chunks.flat().filter((w) => w.kind === 'put');
    expect(entries.map((w) => (w.kind === 'put' ? w.item.sk : ''))).toEqual(
      groups.map((_, i) => `E#${i + 1}`),
    );
    expect(chunks.every((c) => c[0]?.kind === 'put')).toBe(true);
    // Each group's three writes are together.
    for (const chunk of chunks) {
      const ids = chunk.flatMap((w) => (w.kind === 'put' ? [Number(w.item.qty)] : []));
      for (const n of ids) expect(chunk.some((w) => w.kind === 'update' && w.key.sk === `L${n}`)).toBe(true);
    }
    expect(splitIntoTransactions(groups)).toEqual(chunks);
  });

  it('leaves room for the items the caller adds to each transaction', () => {
    const groups = Array.from({ length: 50 }, (_, i) => [entry(i), balance(`L${i}`, 1)]);
    expect(splitIntoTransactions(groups, { reserve: 1 }).map((c) => c.length)).toEqual([98, 2]);
    expect(splitIntoTransactions(groups, { max: 10, reserve: 0 }).map(itemCount)).toEqual(Array(10).fill(10));
  });

  it('refuses a group larger than a transaction', () => {
    const big = Array.from({ length: 101 }, (_, i) => entry(i));
    expect(() => splitIntoTransactions([big])).toThrow(/does not fit/);
  });
});
