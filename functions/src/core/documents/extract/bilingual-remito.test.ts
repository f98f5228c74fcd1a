import { describe, expect, it } from 'vitest';
import { headingRole } from './column-roles.ts';
import { extractDocument } from './extract-document.ts';
import { box, page } from './layout-fixtures.test-support.ts';

const values = <T extends Record<string, { value: unknown }>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.value]));

// A Mexican receiving slip: each heading in Spanish over its English (`Lote` over `/ Lot`),
// centred in its column; the cells handwritten from the column's border, in boxes taller than
// their letters (a hand's box is about twice the printed letter height).
function remito() {
  const cols: [string, string, number, number][] = [
    ['Fecha', '/Date', 0.06, 0.12],
    ['Proveedor', '/Supplier', 0.18, 0.24],
    ['Articulo', '/Item', 0.42, 0.18],
    ['Lote', '/Lot', 0.6, 0.12],
    ['Cantidad', '/Quantity', 0.72, 0.09],
    ['O.C.', '/P.O.', 0.81, 0.16],
  ];
  const rows = [
    ['09/11/2026', 'Harvest Valley Mills', 'Whole Wheat Flour', 'HVM-24798', '95 lb', 'OC-5111'],
    ['10/11/2026', 'Harvest Valley Mills', 'Rolled Oats', 'HVM-31021', '30 kg', 'OC-5318'],
  ];
  const centred = (text: string, left: number, width: number, top: number) =>
    box(text, left + (width - text.length * 0.009) / 2, top);
  return [
    box('REMITO DE RECEPCION / RECEIVING SLIP', 0.06, 0.05),
    ...cols.map(([es, , left, width]) => centred(es, left, width, 0.2)),
    ...cols.map(([, en, left, width]) => centred(en, left, width, 0.22)),
    ...rows.flatMap((cells, r) =>
      cells.map((text, c) => box(text, cols[c]![2] + 0.004, 0.27 + r * 0.05, { height: 0.035 })),
    ),
  ];
}

describe('a bilingual receiving slip with handwritten rows', () => {
  it('takes the English line for part of the headings, no row, and each handwritten cell to its column', () => {
    const x = extractDocument(page(remito()), 'goods_receipt', { dateOrder: 'auto', uploaded: '2026-11-28' });
    expect(
      x.rows
        .map(values)
        .map((r) => [r.receipt_date, r.supplier_name, r.material_name, r.lot_code, r.quantity, r.po_number]),
    ).toEqual([
      ['2026-11-09', 'Harvest Valley Mills', 'Whole Wheat Flour', 'HVM-24798', 95, 'OC-5111'],
      ['2026-11-10', 'Harvest Valley Mills', 'Rolled Oats', 'HVM-31021', 30, 'OC-5318'],
    ]);
  });

  it.each([['Orden de compra P.O.'], ['Cust. P.O. #'], ['Customer PO']])('%s names the PO', (heading) =>
    expect(headingRole(heading)).toBe('po'),
  );
});
