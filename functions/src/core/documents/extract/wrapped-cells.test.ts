import { describe, expect, it } from 'vitest';
import { assignColumns } from './assign-columns.ts';
import { extractDocument } from './extract-document.ts';
import { box, page } from './layout-fixtures.test-support.ts';

const values = <T extends Record<string, { value: unknown }>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.value]));

const uploaded = { dateOrder: 'MDY' as const, uploaded: '2026-11-28' };

// A FSMA 204 receiving log typed in a spreadsheet: narrow columns wrap long names, and the
// one-line cells are centred in the taller row (the spreadsheet's default).
const receivingLog = (wrapDate = false) =>
  page([
    box('Receiving log', 0.06, 0.06),
    box('Date received', 0.06, 0.2),
    box('Product', 0.2, 0.2),
    box('Lot code', 0.4, 0.2),
    box('Qty', 0.55, 0.2),
    box('UOM', 0.63, 0.2),
    box('Supplier', 0.72, 0.2),
    // Row 1: the supplier wraps over two lines around the row's centre.
    box(wrapDate ? 'Nov 9,' : '11/09/2026', 0.06, wrapDate ? 0.243 : 0.25),
    ...(wrapDate ? [box('2026', 0.06, 0.257)] : []),
    box('Sea Salt', 0.2, 0.25),
    box('SS-1187', 0.4, 0.25),
    box('40', 0.55, 0.25),
    box('kg', 0.63, 0.25),
    box('Bluestem Dairy', 0.72, 0.243),
    box('Cooperative', 0.72, 0.257),
    // Row 2: the product and the supplier both wrap.
    box(wrapDate ? 'Nov 9,' : '11/09/2026', 0.06, wrapDate ? 0.293 : 0.3),
    ...(wrapDate ? [box('2026', 0.06, 0.307)] : []),
    box('Kraft Carton', 0.2, 0.293),
    box('12x10', 0.2, 0.307),
    box('NPC77414', 0.4, 0.3),
    box('120', 0.55, 0.3),
    box('each', 0.63, 0.3),
    box('Northgate Packaging', 0.72, 0.293),
    box('Co', 0.72, 0.307),
    // Row 3: one line.
    box(wrapDate ? 'Nov 11, 2026' : '11/11/2026', 0.06, 0.35),
    box('Rolled Oats', 0.2, 0.35),
    box('HVM-31028', 0.4, 0.35),
    box('500', 0.55, 0.35),
    box('kg', 0.63, 0.35),
    box('Harvest Valley Mills', 0.72, 0.35),
  ]);

describe('a long name wrapped inside its cell', () => {
  it('keeps one row per delivery, the wrapped lines joined in reading order', () => {
    const x = extractDocument(receivingLog(), 'goods_receipt', uploaded);
    expect(x.rows.map(values).map((r) => [r.material_name, r.lot_code, r.quantity, r.supplier_name])).toEqual(
      [
        ['Sea Salt', 'SS-1187', 40, 'Bluestem Dairy Cooperative'],
        ['Kraft Carton 12x10', 'NPC77414', 120, 'Northgate Packaging Co'],
        ['Rolled Oats', 'HVM-31028', 500, 'Harvest Valley Mills'],
      ],
    );
  });

  it('joins a month-name date whose year wrapped onto the next line, not a row of quantity 2026', () => {
    const x = extractDocument(receivingLog(true), 'goods_receipt', uploaded);
    expect(x.rows.map(values).map((r) => [r.receipt_date, r.quantity])).toEqual([
      ['2026-11-09', 40],
      ['2026-11-09', 120],
      ['2026-11-11', 500],
    ]);
  });

  it('keeps a line with a quantity of its own as a row, however close', () => {
    const x = extractDocument(
      page([
        box('Product', 0.06, 0.2),
        box('Lot', 0.4, 0.2),
        box('Qty', 0.6, 0.2),
        box('Sea Salt', 0.06, 0.24),
        box('SS-1187', 0.4, 0.24),
        box('40', 0.6, 0.24),
        box('Sea Salt', 0.06, 0.258),
        box('SS-1188', 0.4, 0.258),
        box('12', 0.6, 0.258),
      ]),
      'goods_receipt',
      uploaded,
    );
    expect(x.rows.map(values).map((r) => [r.lot_code, r.quantity])).toEqual([
      ['SS-1187', 40],
      ['SS-1188', 12],
    ]);
  });
});

describe('a second lot written close under the first', () => {
  it('stays a row of its own, not a lot wrapped in the first row', () => {
    const x = extractDocument(
      page([
        box('Ingredient', 0.06, 0.2),
        box('Lot used', 0.4, 0.2),
        box('Amount', 0.6, 0.2),
        box('Unit', 0.75, 0.2),
        box('Rolled Oats', 0.06, 0.24),
        box('HVM-31022', 0.4, 0.24),
        box('40', 0.6, 0.24),
        box('kg', 0.75, 0.24),
        box('HVM-31029', 0.4, 0.262),
      ]),
      'production',
      uploaded,
    );
    expect(x.rows.map(values).map((r) => r.material_lot)).toEqual(['HVM-31022', 'HVM-31029']);
  });
});

describe("a two-line heading's sign on its second line", () => {
  it('reads `Lot` over `#` and `Temp` over `°F` as headings, not as a first row', () => {
    const x = extractDocument(
      page([
        box('Date', 0.06, 0.2),
        box('Item', 0.2, 0.2),
        box('Lot', 0.4, 0.2),
        box('#', 0.4, 0.215),
        box('Qty', 0.55, 0.2),
        box('Temp', 0.7, 0.2),
        box('°F', 0.7, 0.215),
        box('11/24/2026', 0.06, 0.26),
        box('Unsalted Butter', 0.2, 0.26),
        box('BD110706', 0.4, 0.26),
        box('60', 0.55, 0.26),
        box('38', 0.7, 0.26),
      ]),
      'goods_receipt',
      uploaded,
    );
    expect(x.rows.map(values).map((r) => [r.material_name, r.lot_code, r.quantity])).toEqual([
      ['Unsalted Butter', 'BD110706', 60],
    ]);
  });
});

describe('a Units column of counts beside the freight weight', () => {
  it("takes a bill of lading's `Units` for the quantity shipped, not `Weight (lb)`", () => {
    const got = assignColumns(
      [
        { heading: 'Description of articles', cells: ['Maple Pecan Cookies', 'Oat Honey Granola'] },
        { heading: 'Lot #', cells: ['RB2611-15', 'RB2611-12'] },
        { heading: 'Units', cells: ['24', '36'] },
        { heading: 'Weight (lb)', cells: ['157', '310'] },
      ],
      ['name', 'lot', 'quantity', 'unit'],
    );
    expect(got).toEqual(['name', 'lot', 'quantity', undefined]);
  });
});
