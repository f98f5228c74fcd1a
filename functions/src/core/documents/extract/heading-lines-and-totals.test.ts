import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';

const values = <T extends Record<string, { value: unknown }>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.value]));

const ROWS = [
  ['Egg Yolk', 'lbs', '5.5', '12/04/26', 'PO83309', 'D459-F00'],
  ['Sea Salt', 'kg', '470', '03/22/26', 'P52396', '0036245'],
];

describe('two-line headings found by their second line', () => {
  it('joins the first line above (Unit of over Measure, Quantity over Received)', () => {
    // An incoming materials inspection sheet: the second line names more roles than the first
    // (`Description`, `Date`, `P.O. No.`, `Lot code`), so the table is found by it. `Received`
    // alone would be a date column; under `Quantity` it is the quantity's.
    const x = extractDocument(
      page([
        box('INCOMING MATERIALS INSPECTION', 0.08, 0.04),
        box('Supplier: Acme Foods', 0.08, 0.1),
        box('Unit of', 0.2, 0.2),
        box('Quantity', 0.47, 0.2),
        box('Delivery', 0.56, 0.2),
        ...table(
          [
            ['Description', 0.06],
            ['Measure', 0.2],
            ['Received', 0.47],
            ['Date', 0.56],
            ['P.O. No.', 0.66],
            ['Lot code', 0.76],
          ],
          ROWS,
          0.219,
        ).filter((l) => l.text),
      ]),
      'goods_receipt',
      { dateOrder: 'auto', uploaded: '2026-11-26' },
    );
    expect(
      x.rows
        .map(values)
        .map((r) => [r.material_name, r.unit, r.quantity, r.receipt_date, r.po_number, r.lot_code]),
    ).toEqual([
      ['Egg Yolk', 'lb', 5.5, '2026-12-04', 'PO83309', 'D459-F00'],
      ['Sea Salt', 'kg', 470, '2026-03-22', 'P52396', '0036245'],
    ]);
  });

  it('does not take a title line above the headings for their first line', () => {
    const x = extractDocument(
      page([
        box('Goods in record', 0.3, 0.185),
        ...table(
          [
            ['Material', 0.06],
            ['Qty', 0.3],
            ['Unit', 0.4],
            ['Lot', 0.5],
          ],
          [['Rolled Oats', '12', 'bags', 'RO-2231']],
          0.2,
        ),
      ]),
      'goods_receipt',
      { dateOrder: 'auto', uploaded: '2026-11-26' },
    );
    expect(x.rows.map(values).map((r) => [r.material_name, r.quantity, r.unit, r.lot_code])).toEqual([
      ['Rolled Oats', 12, 'bag', 'RO-2231'],
    ]);
  });
});

describe('a bare Total column', () => {
  it('is the quantity on a receiving log whose cells carry their units (111 cases, 339 lbs)', () => {
    const x = extractDocument(
      page([
        box('GOODS IN RECORD', 0.3, 0.04),
        ...table(
          [
            ['Ingredient', 0.06],
            ['Total', 0.25],
            ['Supplier', 0.4],
            ['Lot no.', 0.7],
          ],
          [
            ['Shrink Film', '111 cases', 'Acme Foods', 'B228-T22'],
            ['Raisins', '339 lbs', 'Golden Grain Ltd', '24-537-14'],
            ['Cinnamon', '15.5 gallons', 'Pacific Spice Traders', 'LX20421'],
          ],
          0.2,
        ),
      ]),
      'goods_receipt',
      { dateOrder: 'auto', uploaded: '2026-11-26' },
    );
    expect(x.rows.map(values).map((r) => [r.material_name, r.quantity, r.unit])).toEqual([
      ['Shrink Film', 111, 'case'],
      ['Raisins', 339, 'lb'],
      ['Cinnamon', 15.5, 'gal'],
    ]);
  });

  it('is the quantity when handwriting kept the units of only some of its numbers', () => {
    // `476 lb` read as `47616`, `20 lb` as `2016`, `186 g` with its `g` lost.
    const x = extractDocument(
      page(
        table(
          [
            ['Item description', 0.06],
            ['Total', 0.35],
            ['Lot code', 0.57],
          ],
          [
            ['Yeast', '47616', 'D445-J12'],
            ['Baking Soda', '189 ga', 'L2028-048'],
            ['Rolled Oats', '2016', 'LOT6679C'],
            ['Sea Salt', '186', '483897G'],
            ['Vanilla Extract', '280 ponds', 'LOT4200B'],
            ['Egg Yolk', '48.5 gllons', 'L6495-140'],
          ],
          0.2,
        ),
      ),
      'goods_receipt',
      { dateOrder: 'auto', uploaded: '2026-11-26' },
    );
    expect(x.rows.map(values).map((r) => [r.quantity, r.unit])).toEqual([
      [47616, null],
      [189, 'ga'],
      [2016, null],
      [186, null],
      [280, 'lb'],
      [48.5, 'gal'],
    ]);
  });

  it('holds no quantity when its cells are mostly words, one amount with a unit among them', () => {
    const x = extractDocument(
      page(
        table(
          [
            ['Description', 0.06],
            ['Lot', 0.4],
            ['Total', 0.7],
          ],
          [
            ['Rolled Oats', 'RO-2231', 'checked'],
            ['Sea Salt', 'SS-118', 'OK'],
            ['Cane Sugar', 'CS-400', '2 lb'],
            ['Honey', 'HN-12', 'OK'],
          ],
          0.2,
        ),
      ),
      'goods_receipt',
      { dateOrder: 'auto', uploaded: '2026-11-26' },
    );
    expect(x.rows.map(values).map((r) => r.quantity)).toEqual([null, null, null, null]);
  });

  it('stays money on an invoice: plain amounts are never the quantity', () => {
    const x = extractDocument(
      page(
        table(
          [
            ['Description', 0.06],
            ['Qty', 0.4],
            ['Price', 0.55],
            ['Total', 0.7],
          ],
          [
            ['Rolled Oats', '12', '4.25', '51.00'],
            ['Sea Salt', '3', '2.10', '6.30'],
          ],
          0.2,
        ),
      ),
      'goods_receipt',
      { dateOrder: 'auto', uploaded: '2026-11-26' },
    );
    expect(x.rows.map(values).map((r) => [r.material_name, r.quantity])).toEqual([
      ['Rolled Oats', 12],
      ['Sea Salt', 3],
    ]);
    const noQty = extractDocument(
      page(
        table(
          [
            ['Description', 0.06],
            ['Lot', 0.4],
            ['Total', 0.7],
          ],
          [['Rolled Oats', 'RO-2231', '51.00']],
          0.2,
        ),
      ),
      'goods_receipt',
      { dateOrder: 'auto', uploaded: '2026-11-26' },
    );
    expect(noQty.rows.map(values).map((r) => r.quantity)).toEqual([null]);
  });
});
