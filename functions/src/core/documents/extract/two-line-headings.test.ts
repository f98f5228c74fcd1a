import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';

const values = <T extends Record<string, { value: unknown }>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.value]));

describe('a heading row of two-line and one-line headings', () => {
  it('keeps a one-line "Ordered" heading read a little lower as a column of its own', () => {
    // An incoming inspection sheet: `Item / Name`, `Batch / Code`, `Qty / Rec'd` over two lines,
    // `Ordered` on one line, read a little below the first line (a tilted photo, a taller cell).
    const x = extractDocument(
      page([
        box('Vendor: Golden Grain Ltd', 0.06, 0.08),
        box('Date received: 03/14/2026', 0.06, 0.11),
        box('Item', 0.06, 0.2),
        box('Name', 0.06, 0.218),
        box('Batch', 0.4, 0.2),
        box('Code', 0.4, 0.218),
        box("Qty Rec'd", 0.58, 0.2),
        box('UOM', 0.72, 0.2),
        box('Ordered', 0.84, 0.211),
        ...table(
          [
            ['', 0.06],
            ['', 0.4],
            ['', 0.58],
            ['', 0.72],
            ['', 0.84],
          ],
          [
            ['Rolled Oats', 'RO-2231', '12', 'bags', '16'],
            ['Sea Salt', 'SS-1187', '40', 'kg', '40'],
          ],
          0.2,
        ).filter((l) => l.text),
      ]),
      'goods_receipt',
      { dateOrder: 'auto', uploaded: '2026-11-26' },
    );
    expect(x.rows.map(values).map((r) => [r.material_name, r.lot_code, r.quantity, r.unit])).toEqual([
      ['Rolled Oats', 'RO-2231', 12, 'bag'],
      ['Sea Salt', 'SS-1187', 40, 'kg'],
    ]);
  });
});
