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

describe('a heading read in one box with another word', () => {
  // PaddleOCR gives a line's box; its words are cut at spaces in proportion to their letters.
  const big = (text: string, left: number, top: number) =>
    box(text, left, top, { width: text.length * 0.0107, height: 0.012 });
  const cell = (text: string, left: number, top: number) => box(text, left, top, { height: 0.012 });

  it('reads "Amount received" as one quantity heading, not a quantity and a date', () => {
    const x = extractDocument(
      page([
        box('Supplier: Pacific Spice Traders', 0.06, 0.08),
        box('Received on: 10/28/2026', 0.06, 0.11),
        big('Item', 0.06, 0.2),
        big('Supplier lot', 0.4, 0.2),
        big('Amount received', 0.62, 0.2),
        cell('Olive Oil', 0.06, 0.24),
        cell('L7137-056', 0.4, 0.24),
        cell('35.5 litres', 0.62, 0.24),
        cell('Yeast', 0.06, 0.28),
        cell('347810P', 0.4, 0.28),
        cell('175 kilos', 0.62, 0.28),
      ]),
      'goods_receipt',
      { dateOrder: 'auto', uploaded: '2026-11-26' },
    );
    expect(x.rows.map(values).map((r) => [r.quantity, r.unit, r.receipt_date])).toEqual([
      [35.5, 'L', '2026-10-28'],
      [175, 'kg', '2026-10-28'],
    ]);
  });

  it('keeps narrow columns\' headings read in one box ("Batch no. Count UOM") apart', () => {
    const x = extractDocument(
      page([
        box('Week of: 09/21/2026', 0.06, 0.08),
        big('Description', 0.06, 0.2),
        big('Batch no. Count UOM', 0.4, 0.2),
        cell('Paper Bag', 0.06, 0.24),
        cell('AE85540', 0.4, 0.24),
        cell('68', 0.5, 0.24),
        cell('bags', 0.57, 0.24),
      ]),
      'goods_receipt',
      { dateOrder: 'auto', uploaded: '2026-11-26' },
    );
    expect(x.rows.map(values).map((r) => [r.lot_code, r.quantity, r.unit])).toEqual([['AE85540', 68, 'bag']]);
  });

  it('splits narrow columns\' headings run together after a heading of two words ("Lot code Condition")', () => {
    const x = extractDocument(
      page([
        box('Supplier: Valley Mills', 0.06, 0.08),
        box('Delivery date: 11/24/2026', 0.06, 0.11),
        big('Product', 0.06, 0.2),
        // Read as one box each, their words a letter apart.
        box('Net weight Arrival', 0.36, 0.2),
        box('Lot code Condition', 0.62, 0.2),
        cell('Sea Salt', 0.06, 0.24),
        cell('40 kg', 0.36, 0.24),
        cell('11/24/26', 0.47, 0.24),
        cell('SS-1187', 0.62, 0.24),
        cell('Good', 0.72, 0.24),
      ]),
      'goods_receipt',
      { dateOrder: 'auto', uploaded: '2026-11-26' },
    );
    expect(x.rows.map(values).map((r) => [r.quantity, r.unit, r.receipt_date, r.lot_code])).toEqual([
      [40, 'kg', '2026-11-24', 'SS-1187'],
    ]);
  });

  it('keeps two-word headings of another kind together (Supplier lot, Unit price, Qty ordered)', () => {
    // Each heading one box, its words a letter apart.
    const x = extractDocument(
      page([
        box('Supplier: Valley Mills', 0.06, 0.08),
        box('Delivery date: 11/24/2026', 0.06, 0.11),
        box('Item', 0.06, 0.2),
        box('Supplier lot', 0.3, 0.2),
        box('Qty ordered', 0.48, 0.2),
        box('Qty', 0.64, 0.2),
        box('Unit price', 0.76, 0.2),
        cell('Sea Salt', 0.06, 0.24),
        cell('SS-1187', 0.3, 0.24),
        cell('50', 0.48, 0.24),
        cell('40 kg', 0.64, 0.24),
        cell('1.20', 0.76, 0.24),
      ]),
      'goods_receipt',
      { dateOrder: 'auto', uploaded: '2026-11-26' },
    );
    expect(x.rows.map(values).map((r) => [r.lot_code, r.quantity, r.unit])).toEqual([['SS-1187', 40, 'kg']]);
  });

  it('keeps one heading of two synonyms read as one box ("Batch/Lot" read "Batch Lot", "Ingredient/ Material")', () => {
    const x = extractDocument(
      page([
        box('Product: Butter Croissant', 0.06, 0.08),
        big('Time', 0.06, 0.2),
        big('Ingredient/ Material', 0.16, 0.2),
        big('Batch Lot', 0.5, 0.2),
        big('Weight', 0.68, 0.2),
        big('Unit', 0.82, 0.2),
        cell('10:20', 0.06, 0.24),
        cell('Label Roll', 0.16, 0.24),
        cell('0024766', 0.5, 0.24),
        cell('245', 0.68, 0.24),
        cell('ea', 0.82, 0.24),
      ]),
      'production',
      { dateOrder: 'auto', uploaded: '2026-11-26' },
    );
    expect(x.rows.map(values).map((r) => [r.material_name, r.material_lot, r.amt_used, r.unit])).toEqual([
      ['Label Roll', '0024766', 245, 'each'],
    ]);
  });

  it('reads "Lot/Batch" read without its slash as one lot heading, a code read in two pieces whole', () => {
    // A dispatch note: the recogniser drops the slash and reads a long lot code as two boxes.
    const x = extractDocument(
      page([
        box('Customer: Riverside Cafe', 0.06, 0.08),
        box('Dispatch date: 3/17/2026', 0.06, 0.11),
        box('Article', 0.06, 0.2),
        big('Lot Batch', 0.43, 0.2),
        box('Quantity', 0.58, 0.2),
        box('U/M', 0.7, 0.2),
        cell('Oat Cookies', 0.06, 0.24),
        cell('L3001', 0.43, 0.24),
        cell('-074', 0.48, 0.24),
        cell('119', 0.58, 0.24),
        cell('CS', 0.7, 0.24),
      ]),
      'shipment',
      { dateOrder: 'auto', uploaded: '2026-11-26' },
    );
    expect(x.rows.map(values)).toEqual([
      { material_name: 'Oat Cookies', material_lot_code: 'L3001-074', material_quantity: 119, unit: 'case' },
    ]);
  });
});
