import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document.ts';
import { box, page, tilt } from './layout-fixtures.test-support.ts';

const values = <T extends Record<string, { value: unknown }>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.value]));

describe('two-line headings on a tilted photo', () => {
  it('keeps each weighed amount on its ingredient`s row when a first heading line names the quantity', () => {
    // A sauce kitchen's weigh sheet: `Item`, `Lot No.` and `Initials` on one line, level with
    // the second line of `Target` / `Qty (lb)` and `Used` / `Qty (lb)`; photographed turned a
    // little, so each row falls about 2% across the page.
    const heading = 0.25;
    const second = heading + 0.018;
    const rows = [
      ['Tomato Paste', 'TP-5512', '40.0', '40.4', 'DK'],
      ['Cane Sugar', 'CS-2290', '6.0', '5.9', 'DK'],
      ['Kosher Salt', 'KS-0417', '1.5', '1.5', 'DK'],
    ];
    const lefts = [0.06, 0.34, 0.52, 0.66, 0.82];
    const x = extractDocument(
      page(
        tilt(
          [
            box('WEIGH SHEET - BBQ SAUCE', 0.06, 0.05),
            box('Batch: BBQ-0311', 0.06, 0.1),
            box('Made: 03/11/2026', 0.5, 0.1),
            box('Target', 0.52, heading),
            box('Used', 0.66, heading),
            box('Item', 0.06, second),
            box('Lot No.', 0.34, second),
            box('Qty (lb)', 0.52, second),
            box('Qty (lb)', 0.66, second),
            box('Initials', 0.82, second),
            ...rows.flatMap((cells, r) =>
              cells.map((t, c) => box(t, lefts[c]! + 0.005, second + 0.04 * (r + 1))),
            ),
          ],
          0.02,
        ),
      ),
      'production',
      { dateOrder: 'auto', uploaded: '2026-03-12' },
    );
    expect(x.rows.map(values).map((r) => [r.material_name, r.material_lot, r.amt_used, r.unit])).toEqual([
      ['Tomato Paste', 'TP-5512', 40.4, 'lb'],
      ['Cane Sugar', 'CS-2290', 5.9, 'lb'],
      ['Kosher Salt', 'KS-0417', 1.5, 'lb'],
    ]);
  });

  it("joins a second heading line with an apostrophe (`Rec'd`) or an ampersand (`& UOM`) to its heading", () => {
    const x = extractDocument(
      page([
        box('Supplier: Harvest Lane Farms', 0.06, 0.06),
        box('Date: 03/09/2026', 0.06, 0.09),
        box('Stock', 0.06, 0.2),
        box('Supplier', 0.36, 0.2),
        box('Units', 0.58, 0.2),
        box('Quantity', 0.74, 0.2),
        box('Item', 0.06, 0.215),
        box('Batch', 0.36, 0.215),
        box("Rec'd", 0.58, 0.215),
        box('& UOM', 0.74, 0.215),
        box('Russet Potatoes', 0.065, 0.26),
        box('HL-0309-1', 0.365, 0.26),
        box('24', 0.585, 0.26),
        box('24 cases', 0.745, 0.26),
        box('Yellow Onions', 0.065, 0.3),
        box('HL-0309-2', 0.365, 0.3),
        box('12', 0.585, 0.3),
        box('12 cases', 0.745, 0.3),
      ]),
      'goods_receipt',
      { dateOrder: 'auto', uploaded: '2026-03-12' },
    );
    expect(x.rows.map(values).map((r) => [r.material_name, r.lot_code])).toEqual([
      ['Russet Potatoes', 'HL-0309-1'],
      ['Yellow Onions', 'HL-0309-2'],
    ]);
  });

  it('joins a second heading line to the heading it sits under, not to a centred one-line heading beside it', () => {
    // A goods received note on a tilted photo: `Unit` centred in the heading row, level with
    // `lot` under `Vendor` once the tilt is taken out; `Vendor lot` is one heading.
    const x = extractDocument(
      page(
        tilt(
          [
            box('GOODS RECEIVED NOTE', 0.06, 0.04),
            box('Received: 03/02/2026', 0.06, 0.09),
            box('Material', 0.06, 0.2),
            box('Amount', 0.4, 0.2),
            box('Unit', 0.595, 0.206),
            box('Vendor', 0.634, 0.2),
            box('lot', 0.632, 0.213),
            box('Shipper', 0.8, 0.206),
            ...[
              ['Rye Flakes', '300', 'KG', '771204X', 'Kestrel Mills'],
              ['Malt Extract', '120', 'KG', '25-118-04', 'Bramble Foods'],
            ].flatMap((cells, r) =>
              cells.map((t, c) => box(t, [0.06, 0.4, 0.595, 0.634, 0.8][c]! + 0.004, 0.25 + 0.04 * r)),
            ),
          ],
          0.02,
        ),
      ),
      'goods_receipt',
      { dateOrder: 'auto', uploaded: '2026-03-12' },
    );
    expect(x.rows.map(values).map((r) => [r.material_name, r.supplier_lot_code, r.supplier_name])).toEqual([
      ['Rye Flakes', '771204X', 'Kestrel Mills'],
      ['Malt Extract', '25-118-04', 'Bramble Foods'],
    ]);
  });
});
