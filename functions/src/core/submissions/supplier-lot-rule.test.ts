import { describe, expect, it } from 'vitest';
import { decideSupplierLots, type SupplierLotRow } from './supplier-lot-rule.ts';

let nextRow = 1;
const row = (over: Partial<SupplierLotRow> = {}): SupplierLotRow => ({
  rowId: nextRow++,
  materialId: 10,
  supplierId: 5,
  supplierLotCode: 'MILL-7',
  lotCode: null,
  split: false,
  date: '2026-03-08',
  earlier: null,
  codeLeadsToEarlier: false,
  ...over,
});
const earlier = { lotId: 40, lotCode: 'FL-1', date: '2026-03-01' };

describe('decideSupplierLots', () => {
  it('a blank lot code joins the lot the supplier lot arrived into before', () => {
    const r = row({ earlier });
    const d = decideSupplierLots([r]);
    expect(d.fills).toEqual(new Map([[r.rowId, 'FL-1']]));
    expect(d.claims).toEqual([]);
    expect(d.refusals).toEqual([]);
  });

  it('our same code (any case, or a code that leads to it) is that lot: nothing to ask', () => {
    const d = decideSupplierLots([
      row({ earlier, lotCode: 'fl-1 ' }),
      row({ earlier, lotCode: 'OLD-1', codeLeadsToEarlier: true }),
    ]);
    expect(d.refusals).toEqual([]);
    expect(d.fills.size).toBe(0);
  });

  it('another code of ours is refused unless the row splits it', () => {
    const refused = row({ earlier, lotCode: 'FL-9' });
    const split = row({ earlier, lotCode: 'FL-8', split: true });
    const d = decideSupplierLots([refused, split]);
    expect(d.refusals).toEqual([{ row: refused, lot: { lotId: 40, lotCode: 'FL-1', date: '2026-03-01' } }]);
    expect(d.claims).toEqual([]);
  });

  it('a supplier lot new here is claimed for the first row with a code; the receipt’s other rows follow it', () => {
    const blank = row();
    const first = row({ lotCode: 'FL-2' });
    const again = row({ lotCode: 'fl-2' });
    const other = row({ lotCode: 'FL-3' });
    const d = decideSupplierLots([blank, first, again, other]);
    expect(d.claims).toEqual([
      { materialId: 10, supplierId: 5, supplierLotCode: 'MILL-7', lotCode: 'FL-2', date: '2026-03-08' },
    ]);
    expect(d.fills).toEqual(new Map([[blank.rowId, 'FL-2']]));
    expect(d.refusals).toEqual([{ row: other, lot: { lotId: null, lotCode: 'FL-2', date: '2026-03-08' } }]);
  });

  it('keys by supplier and material: the same code from two suppliers, or of two materials, never collides', () => {
    const d = decideSupplierLots([
      row({ supplierId: 5, lotCode: 'FL-2' }),
      row({ supplierId: 6, lotCode: 'SU-2' }),
      row({ supplierId: 5, materialId: 11, supplierLotCode: 'mill-7 ', lotCode: 'OA-2' }),
    ]);
    expect(d.refusals).toEqual([]);
    expect(d.claims.map((c) => [c.supplierId, c.materialId, c.lotCode])).toEqual([
      [5, 10, 'FL-2'],
      [6, 10, 'SU-2'],
      [5, 11, 'OA-2'],
    ]);
  });

  it('a supplier lot new here and given no code of ours is left as it is (the kind asks for a code)', () => {
    const d = decideSupplierLots([row(), row({ lotCode: 'X-1', date: null })]);
    expect(d).toEqual({ fills: new Map(), claims: [], refusals: [] });
  });
});
