import { goodsReceiptSpec, productionSpec, shipmentSpec } from '@bp/shared/contracts/submissions/kinds.ts';
import { SUMMARY_LOTS_KEPT } from '@bp/shared/contracts/submissions/summary.ts';
import { describe, expect, it } from 'vitest';
import type { RowRecord } from './records.ts';
import { listSummary, matchesSearch, rowsAfterChange, summariseRows } from './summary.ts';

const row = (id: number, fields: RowRecord['fields'], rowIndex = id): RowRecord => ({
  id,
  submissionId: 1,
  rowIndex,
  fields,
});

describe('summariseRows', () => {
  it('a receipt: distinct suppliers and lots in row order, dates sorted, blanks ignored', () => {
    const rows = [
      row(2, { supplier_name: 'Mill B', lot_code: 'L2', receipt_date: '2026-03-02' }, 2),
      row(1, { supplier_name: 'Mill A', lot_code: 'L1', receipt_date: '2026-03-05' }, 1),
      row(3, { supplier_name: 'Mill A', lot_code: ' ', receipt_date: '2026-03-02' }, 3),
      row(4, { supplier_name: null, lot_code: 'L1' }, 4),
    ];
    expect(summariseRows(goodsReceiptSpec, rows)).toEqual({
      parties: ['Mill A', 'Mill B'],
      dates: ['2026-03-02', '2026-03-05'],
      lots: ['L1', 'L2'],
      lotCount: 2,
      rowCount: 4,
    });
  });

  it('keeps at most SUMMARY_LOTS_KEPT lots but counts them all', () => {
    const rows = Array.from({ length: SUMMARY_LOTS_KEPT + 5 }, (_, i) => row(i + 1, { lot_code: `L${i}` }));
    const summary = summariseRows(goodsReceiptSpec, rows);
    expect(summary.lots).toHaveLength(SUMMARY_LOTS_KEPT);
    expect(summary.lotCount).toBe(SUMMARY_LOTS_KEPT + 5);
  });
});

describe('listSummary', () => {
  it('production: the outgoing lot first, the production date, no party', () => {
    const rows = summariseRows(productionSpec, [
      row(1, { material_lot: 'FLR-1' }),
      row(2, { material_lot: 'YST-1' }),
    ]);
    expect(
      listSummary(productionSpec, { production_date: '2026-04-01', outgoing_lot: 'LOAF-1' }, rows),
    ).toEqual({
      parties: [],
      date: '2026-04-01',
      lots: ['LOAF-1', 'FLR-1', 'YST-1'],
      lot_count: 3,
      row_count: 2,
    });
  });

  it('shipment: the customer from the header; a receipt without a header date takes the earliest row date', () => {
    const ship = listSummary(
      shipmentSpec,
      { customer_id: 3, customer_name: 'Deli', shipment_date: '2026-01-02' },
      undefined,
    );
    expect(ship).toEqual({ parties: ['Deli'], date: '2026-01-02', lots: [], lot_count: 0, row_count: null });
    const rows = summariseRows(goodsReceiptSpec, [
      row(1, { receipt_date: '2026-02-09' }),
      row(2, { receipt_date: '2026-02-01' }),
    ]);
    expect(listSummary(goodsReceiptSpec, {}, rows).date).toBe('2026-02-01');
  });
});

describe('matchesSearch', () => {
  const rows = summariseRows(goodsReceiptSpec, [
    row(1, { supplier_name: 'Acme Mills', lot_code: 'AB-12', receipt_date: '2026-03-01' }),
    row(2, { receipt_date: '2026-03-09' }),
  ]);
  const summary = listSummary(goodsReceiptSpec, { receipt_date: '2026-03-01' }, rows);

  it('any name, lot or date, case-insensitive, as a part', () => {
    for (const term of ['acme', 'MILLS', 'ab-1', '2026-03', '2026-03-09', '  ab-12 ', ''])
      expect(matchesSearch(summary, rows, term), term).toBe(true);
    expect(matchesSearch(summary, rows, undefined)).toBe(true);
  });

  it('nothing else', () => {
    for (const term of ['zeta', 'AB-13', '2026-04'])
      expect(matchesSearch(summary, rows, term), term).toBe(false);
  });
});

describe('rowsAfterChange', () => {
  it('removes, replaces by id and adds', () => {
    const after = rowsAfterChange([row(1, { lot_code: 'A' }), row(2, { lot_code: 'B' })], {
      put: [row(2, { lot_code: 'B2' }), row(3, { lot_code: 'C' })],
      remove: [row(1, {})],
    });
    expect(after.map((r) => [r.id, r.fields.lot_code])).toEqual([
      [2, 'B2'],
      [3, 'C'],
    ]);
  });
});
