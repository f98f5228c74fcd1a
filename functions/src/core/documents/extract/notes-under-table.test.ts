import { describe, expect, it } from 'vitest';
import { assignColumns } from './assign-columns.ts';
import { extractDocument } from './extract-document.ts';
import { box, page } from './layout-fixtures.test-support.ts';

const values = <T extends Record<string, { value: unknown }>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.value]));

// A dock log printed with centred headings: each supplier's name starts at its column's border,
// left of its heading; a note and a signature line under the table run across the columns.
function dockLog() {
  const h = 0.015;
  const heading = (text: string, left: number, width: number) =>
    box(text, left + (width - text.length * 0.009) / 2, 0.2);
  const rows = [
    ['10-Nov-26', 'Prairie Gold Milling', 'Bread Flour', '40'],
    ['10-Nov-26', 'Sunny Acres Eggs', 'Liquid Egg', '12'],
    ['12-Nov-26', 'Harbor Salt Co', 'Sea Salt', '8'],
  ];
  // Columns: date 0.05-0.147, supplier 0.147-0.40, product 0.40-0.62, qty 0.62-0.72.
  const lefts = [0.05, 0.147, 0.4, 0.62];
  return page([
    box('DOCK RECEIVING LOG', 0.05, 0.05),
    heading('Date', 0.05, 0.087),
    heading('Supplier', 0.147, 0.253),
    heading('Product', 0.4, 0.22),
    heading('Qty', 0.62, 0.1),
    ...rows.flatMap((cells, r) =>
      cells.map((text, c) => box(text, lefts[c]! + 0.003, 0.25 + r * 0.04, { height: h })),
    ),
    box('Pallets re-wrapped at the dock', 0.05, 0.41),
  ]);
}

describe('a note under the table', () => {
  it('does not stop a column from starting at its border', () => {
    const x = extractDocument(dockLog(), 'goods_receipt', { dateOrder: 'DMY', uploaded: '2026-11-28' });
    expect(
      x.rows.map(values).map((r) => [r.receipt_date, r.supplier_name, r.material_name, r.quantity]),
    ).toEqual([
      ['2026-11-10', 'Prairie Gold Milling', 'Bread Flour', 40],
      ['2026-11-10', 'Sunny Acres Eggs', 'Liquid Egg', 12],
      ['2026-11-12', 'Harbor Salt Co', 'Sea Salt', 8],
    ]);
  });

  it('takes Stk (Stück, pieces) for a unit', () => {
    const got = assignColumns(
      [
        { heading: 'Artikel', cells: ['Roggenbrot', 'Butter', 'Karton'] },
        { heading: 'Menge', cells: ['40', '12', '500'] },
        { heading: 'Pk', cells: ['Stk', 'kg', 'Stk'] },
      ],
      ['name', 'lot', 'quantity', 'unit'],
    );
    expect(got).toEqual(['name', 'quantity', 'unit']);
  });
});
