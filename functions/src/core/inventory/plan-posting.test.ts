import { quantity } from '@bp/shared/quantity/quantity.ts';
import { describe, expect, it } from 'vitest';
import {
  ITEMS_PER_LINK,
  lotRefKey,
  lotsNeeded,
  MOVEMENTS_PER_CHUNK,
  planPosting,
  postingFingerprint,
} from './plan-posting.ts';
import type { Movement, Posting, ResolvedLot } from './posting.ts';
import type { TraceLink } from './trace-link.ts';

const by = { userId: 1, firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' };
const move = (over: Partial<Movement>): Movement => ({
  materialId: 1,
  lotCode: 'L1',
  qtyDelta: quantity(1),
  type: 'adjustment',
  source: null,
  note: null,
  ...over,
});
const posting = (movements: Movement[], key = 'k1'): Posting => ({
  key,
  movements,
  by,
  submittedAt: '2026-01-02T03:04:05.000Z',
  recordedAt: '2026-01-02T03:04:06.000Z',
});
const lots = (entries: [number, string, number][]) =>
  new Map<string, ResolvedLot>(
    entries.map(([m, code, id]) => [lotRefKey(m, code), { lotId: id, lotCode: code }]),
  );

describe('lotsNeeded', () => {
  it('names each lot once, trimmed and in its first spelling, compared without case', () => {
    const needs = lotsNeeded([
      move({ lotCode: ' Lot-A ' }),
      move({ lotCode: 'LOT-a' }),
      move({ lotCode: 'lot-a', materialId: 2 }),
      move({ lotCode: null }),
    ]);
    expect(needs).toEqual([
      { materialId: 1, lotCode: 'Lot-A', origin: 'inconsistent' },
      { materialId: 2, lotCode: 'lot-a', origin: 'inconsistent' },
    ]);
  });

  it('gives a lot the origin of the movement that makes it', () => {
    expect(lotsNeeded([move({ type: 'shipment' }), move({ type: 'goods_receipt' })])[0]?.origin).toBe(
      'goods_receipt',
    );
    expect(lotsNeeded([move({ type: 'production_output' })])[0]?.origin).toBe('production_output');
    expect(lotsNeeded([move({ type: 'production_usage' })])[0]?.origin).toBe('inconsistent');
  });
});

describe('planPosting', () => {
  it("records an entry on its movement's own date, else the posting's; created stays the posting's", () => {
    const [chunk] = planPosting(
      posting([move({}), move({ recordedAt: '2025-12-30T00:00:00.000Z' })]),
      lots([[1, 'L1', 10]]),
    );
    expect(chunk?.entries.map((e) => [e.submittedAt, e.recordedAt])).toEqual([
      ['2026-01-02T03:04:05.000Z', '2026-01-02T03:04:06.000Z'],
      ['2026-01-02T03:04:05.000Z', '2025-12-30T00:00:00.000Z'],
    ]);
    // A changed document date is a different posting (a retry with an edited date is refused).
    expect(postingFingerprint([move({ recordedAt: '2025-12-30T00:00:00.000Z' })])).not.toBe(
      postingFingerprint([move({ recordedAt: '2025-12-31T00:00:00.000Z' })]),
    );
  });

  it("copies a movement's row fields onto its entry, and a changed row is a different posting", () => {
    const fields = { material_id: 1, lot_code: 'L1', quantity: 500, unit: 'g' };
    const [chunk] = planPosting(posting([move({ rowFields: fields }), move({})]), lots([[1, 'L1', 10]]));
    expect(chunk?.entries.map((e) => e.rowFields)).toEqual([fields, undefined]);
    expect(postingFingerprint([move({})])).toBe(postingFingerprint([move({})]));
    expect(postingFingerprint([move({ rowFields: fields })])).not.toBe(
      postingFingerprint([move({ rowFields: { ...fields, unit: 'kg' } })]),
    );
    expect(postingFingerprint([move({ rowFields: fields })])).not.toBe(postingFingerprint([move({})]));
  });

  it('makes deterministic entries and summed balance deltas', () => {
    const p = posting([
      move({ qtyDelta: quantity('0.1') }),
      move({ qtyDelta: quantity('0.2'), lotCode: 'l1' }),
      move({ qtyDelta: quantity(-5), lotCode: 'L2' }),
      move({ materialId: 2, lotCode: null, qtyDelta: quantity(3) }),
    ]);
    const resolved = lots([
      [1, 'L1', 10],
      [1, 'L2', 11],
    ]);
    const [chunk, ...rest] = planPosting(p, resolved);
    expect(rest).toEqual([]);
    expect(chunk?.entries.map((e) => [e.lotId, e.lotCode, e.qtyDelta])).toEqual([
      [10, 'L1', 100],
      [10, 'L1', 200],
      [11, 'L2', -5000],
      [null, null, 3000],
    ]);
    expect(chunk?.deltas).toEqual([
      { materialId: 1, lotId: null, delta: -4700 },
      { materialId: 1, lotId: 10, delta: 300 },
      { materialId: 1, lotId: 11, delta: -5000 },
      { materialId: 2, lotId: null, delta: 3000 },
    ]);
    expect(planPosting(p, resolved)).toEqual(planPosting(p, resolved));
    expect(planPosting(posting(p.movements, 'k2'), resolved)[0]?.entries[0]?.id).not.toBe(
      chunk?.entries[0]?.id,
    );
  });

  it('drops deltas that cancel out', () => {
    const [chunk] = planPosting(posting([move({}), move({ qtyDelta: quantity(-1) })]), lots([[1, 'L1', 10]]));
    expect(chunk?.deltas).toEqual([]);
    expect(chunk?.entries).toHaveLength(2);
  });

  it('splits a large posting into chunks that each fit one transaction', () => {
    const movements = Array.from({ length: MOVEMENTS_PER_CHUNK * 2 + 5 }, (_, i) =>
      move({ materialId: i, lotCode: `L${i}` }),
    );
    const resolved = lots(movements.map((m, i) => [m.materialId, m.lotCode as string, 100 + i]));
    const chunks = planPosting(posting(movements), resolved);
    expect(chunks.map((c) => c.entries.length)).toEqual([MOVEMENTS_PER_CHUNK, MOVEMENTS_PER_CHUNK, 5]);
    for (const c of chunks) expect(c.entries.length + c.deltas.length + 1).toBeLessThanOrEqual(100);
    expect(new Set(chunks.flatMap((c) => c.entries.map((e) => e.id))).size).toBe(movements.length);
  });

  it('puts each trace link, its lots resolved, in the chunk of its anchor movement, within 100 items', () => {
    // 40 receipt rows, each with a link (2 items): 5 items a movement, so 19 per chunk.
    const movements = Array.from({ length: 40 }, (_, i) =>
      move({ materialId: i, lotCode: `L${i}`, type: 'goods_receipt' }),
    );
    const resolved = lots(movements.map((m, i) => [m.materialId, m.lotCode as string, 100 + i]));
    const links: TraceLink[] = movements.map((_, i) => ({
      type: 'receipt',
      submissionKind: 'goods_receipt',
      submissionId: 9,
      rowId: 1000 + i,
      date: '2026-01-02',
      lot: i,
      supplierId: 5,
      poNumber: null,
      quantity: quantity(1),
    }));
    const chunks = planPosting({ ...posting(movements), links }, resolved);
    expect(chunks.map((c) => c.entries.length)).toEqual([19, 19, 2]);
    for (const c of chunks) {
      const items = c.entries.length * 3 + c.links.length * ITEMS_PER_LINK + 1;
      expect(items).toBeLessThanOrEqual(100);
      expect(c.links.map((l) => l.rowId)).toEqual(c.entries.map((e) => 1000 + e.index));
    }
    expect(chunks[1]?.links[0]).toMatchObject({ lot: { materialId: 19, lotId: 119 } });
    // Without links the same movements still go 32 to a transaction.
    expect(planPosting(posting(movements), resolved).map((c) => c.entries.length)).toEqual([32, 8]);
  });

  it('anchors a production link to its input and resolves its output lot', () => {
    const movements = [
      move({ materialId: 1, lotCode: 'F1', type: 'production_usage', qtyDelta: quantity(-1) }),
      move({ materialId: 3, lotCode: 'OUT', type: 'production_output' }),
    ];
    const link: TraceLink = {
      type: 'production',
      submissionKind: 'production',
      submissionId: 4,
      rowId: 7,
      date: '2026-01-03',
      input: 0,
      output: 1,
      quantityUsed: quantity(1),
      quantityProduced: quantity(1),
    };
    const resolved = lots([
      [1, 'F1', 10],
      [3, 'OUT', 30],
    ]);
    const [chunk] = planPosting({ ...posting(movements), links: [link] }, resolved);
    expect(chunk?.links).toEqual([
      { ...link, input: { materialId: 1, lotId: 10 }, output: { materialId: 3, lotId: 30 } },
    ]);
    const lotless = [move({ lotCode: null }), movements[1] as Movement];
    expect(() => planPosting({ ...posting(lotless), links: [link] }, resolved)).toThrow(/no lot/);
    expect(() => planPosting({ ...posting(movements), links: [{ ...link, output: 5 }] }, resolved)).toThrow(
      /no lot/,
    );
  });

  it('refuses zero movements and unresolved lots', () => {
    expect(() => planPosting(posting([]), lots([]))).toThrow();
    expect(() => planPosting(posting([move({ qtyDelta: quantity(0) })]), lots([[1, 'L1', 1]]))).toThrow();
    expect(() => planPosting(posting([move({})]), lots([]))).toThrow();
  });

  it('fingerprints what is posted, not when or by whom', () => {
    const a = [move({ lotCode: 'Lot' })];
    expect(postingFingerprint(a)).toBe(postingFingerprint([move({ lotCode: ' LOT ' })]));
    expect(postingFingerprint(a)).not.toBe(postingFingerprint([move({ qtyDelta: quantity(2) })]));
    const link: TraceLink = {
      type: 'shipment',
      submissionKind: 'shipment',
      submissionId: 1,
      rowId: 2,
      date: '2026-01-04',
      lot: 0,
      customerId: 7,
      quantity: quantity(1),
    };
    expect(postingFingerprint(a, [])).toBe(postingFingerprint(a));
    expect(postingFingerprint(a, [link])).not.toBe(postingFingerprint(a, [{ ...link, customerId: 8 }]));
  });
});
