import { useLocalTable } from '@bp/infra/local/local-aws.ts';
import type * as Kit from '@bp/functions/adapters/dynamodb/kit/index.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { cloud } from '../support/cloud.ts';
// The kit reads its table and endpoint when loaded: it is imported once they are set.

/**
 * The transaction kit against the real local DynamoDB: a change too large for one transaction
 * (the shape of a ledger posting: entries on deterministic keys, balance ADDs) lands exactly
 * once when it is resent after a crash between its transactions, and when two runs race.
 */
let kit: typeof Kit;

beforeAll(async () => {
  useLocalTable(cloud().dynamoEndpoint);
  kit = await import('@bp/functions/adapters/dynamodb/kit/index.ts');
});

const run = `${process.pid}-${Date.now()}`;

/** 150 movements over 3 materials and 150 lots: several transactions. */
const posting = (name: string) => {
  const pk = `TEST#${run}#${name}`;
  const groups = Array.from({ length: 150 }, (_, i) => [
    kit.putIfAbsent({ pk, sk: `ENTRY#${String(i).padStart(4, '0')}`, qty: i + 1 }, 'applied'),
    kit.addDeltas({ pk, sk: `BALANCE#M${i % 3}` }, { qty: i + 1 }),
    kit.addDeltas({ pk, sk: `BALANCE#L${i}` }, { qty: i + 1 }),
  ]);
  return { pk, groups };
};

const balances = async (pk: string) => {
  const items = await kit.queryPartition({ partition: pk, consistent: true });
  const entries = items.filter((i) => String(i.sk).startsWith('ENTRY#'));
  const material = (m: number) => items.find((i) => i.sk === `BALANCE#M${m}`)?.qty;
  return {
    entries: entries.length,
    materials: [0, 1, 2].map(material),
    lot7: items.find((i) => i.sk === 'BALANCE#L7')?.qty,
  };
};

/** What one clean application gives: entries 1..150, material m gets every third quantity. */
const expected = {
  entries: 150,
  materials: [0, 1, 2].map((m) =>
    Array.from({ length: 150 }, (_, i) => i + 1)
      .filter((_, i) => i % 3 === m)
      .reduce((a, b) => a + b, 0),
  ),
  lot7: 8,
};

describe('writeExactlyOnce', () => {
  it('resumes after a crash between transactions and applies nothing twice', async () => {
    const { pk, groups } = posting('resume');
    const chunks = kit.splitIntoTransactions(groups);
    expect(chunks.length).toBeGreaterThan(2);
    // The first run dies after its first transaction.
    expect(await kit.transactOnce(chunks[0] ?? [])).toBe('done');
    expect((await balances(pk)).entries).toBeLessThan(150);

    expect(await kit.writeExactlyOnce({ groups })).toEqual({ written: chunks.length - 1, alreadyApplied: 1 });
    expect(await balances(pk)).toEqual(expected);
    // Sent once more: nothing changes.
    expect(await kit.writeExactlyOnce({ groups })).toEqual({ written: 0, alreadyApplied: chunks.length });
    expect(await balances(pk)).toEqual(expected);
  });

  it('applies a change once when two runs of it race', async () => {
    const { pk, groups } = posting('race');
    const results = await Promise.all([kit.writeExactlyOnce({ groups }), kit.writeExactlyOnce({ groups })]);
    const chunks = kit.splitIntoTransactions(groups).length;
    expect(results.reduce((n, r) => n + r.written, 0)).toBe(chunks);
    expect(await balances(pk)).toEqual(expected);
  });

  it('turns a failed condition into its refusal and writes nothing of that transaction', async () => {
    const pk = `TEST#${run}#refusal`;
    const refusal = new Error('Lot not found');
    await expect(
      kit.transact([
        kit.addDeltas({ pk, sk: 'BALANCE#M0' }, { qty: 5 }),
        kit.check({ pk, sk: 'LOT#missing' }, kit.present(), refusal),
      ]),
    ).rejects.toBe(refusal);
    expect((await balances(pk)).materials).toEqual([undefined, undefined, undefined]);
  });

  it('writes one item under a condition outside a transaction, refusing with its refusal', async () => {
    const key = { pk: `TEST#${run}#one`, sk: 'LOT#1' };
    const taken = new Error('Lot code taken');
    expect(await kit.writeOne(kit.putIfAbsent({ ...key, code: 'A' }, taken))).toMatchObject({ code: 'A' });
    await expect(kit.writeOne(kit.putIfAbsent({ ...key, code: 'B' }, taken))).rejects.toBe(taken);
    expect(await kit.writeOne(kit.addDeltas(key, { qty: 2 }))).toMatchObject({ code: 'A', qty: 2 });
    expect(await kit.writeOne(kit.putIfAbsent({ ...key, code: 'C' }, 'applied'))).toBe(false);
  });

  it('makes a resent call with the same request token a no-op, and refuses the token for other items', async () => {
    const key = { pk: `TEST#${run}#token`, sk: 'BALANCE' };
    const token = kit.requestToken(`${run}#token`);
    await kit.transact([kit.addDeltas(key, { qty: 5 })], { token });
    await kit.transact([kit.addDeltas(key, { qty: 5 })], { token });
    expect((await kit.getItem(key, { consistent: true }))?.qty).toBe(5);
    await expect(kit.transact([kit.addDeltas(key, { qty: 6 })], { token })).rejects.toMatchObject({
      message: kit.TOKEN_REUSED,
    });
  });

  it('mints consecutive ids from one counter', async () => {
    const counter = { pk: `TEST#${run}#COUNTER`, sk: 'LOT' };
    const first = await kit.mintIds(counter, 10);
    expect(await kit.nextId(counter)).toBe(first + 10);
  });
});
