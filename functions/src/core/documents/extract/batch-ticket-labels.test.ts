import { describe, expect, it } from 'vitest';
import { headingRole, headingUnit } from './column-roles.ts';
import { extractDocument } from './extract-document.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';

const values = <T extends Record<string, { value: unknown }>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.value]));
const opts = { dateOrder: 'auto' as const, uploaded: '2026-11-24' };
const used = (x: ReturnType<typeof extractDocument<'production'>>) =>
  x.rows.map(values).map((r) => [r.material_name, r.material_lot, r.amt_used, r.unit]);

describe('batch tickets and fill records', () => {
  it('reads a co-packer`s ticket: `Finished SKU`, `Good Cases`, the actual quantity beside the theoretical one', () => {
    // The recipe's quantity (`Theo. Qty`) is printed left of what was weighed out (`Actual
    // Qty`); a note of the line's checks is printed under the table as one line, signed under it.
    const lines = [
      box('BATCH PRODUCTION TICKET', 0.06, 0.04),
      box('Mfg. Date', 0.5, 0.11),
      box('11-18-26', 0.66, 0.11),
      box('Finished SKU', 0.06, 0.14),
      box('Trail Mix 10oz', 0.22, 0.14),
      box('Batch Lot #', 0.5, 0.14),
      box('TM-26322-B', 0.66, 0.14),
      box('Good Cases', 0.06, 0.17),
      box('310', 0.22, 0.17),
      ...table(
        [
          ['Component Description', 0.06],
          ['Rec. Lot', 0.34],
          ['Theo. Qty', 0.5],
          ['Actual Qty', 0.62],
          ['UM', 0.74],
          ['Staged By', 0.82],
        ],
        [
          ['Roasted Almonds', 'RA-1102', '400', '402', 'LB', 'KT'],
          ['Dried Cranberries', 'DC-3310', '150', '149', 'LB', 'KT'],
        ],
        0.24,
        0.034,
      ),
      box('Metal detector checks 0800 / 1000 - pass. 12 pouches scrapped at start-up.', 0.06, 0.37, {
        width: 0.85,
      }),
      box('Line lead: K. Tran', 0.06, 0.41),
    ];
    const x = extractDocument(page(lines), 'production', opts);
    expect(values(x.header)).toMatchObject({
      production_date: '2026-11-18',
      product_name: 'Trail Mix 10oz',
      outgoing_lot: 'TM-26322-B',
      quantity_produced: 310,
      quantity_unit: 'case',
    });
    expect(used(x)).toEqual([
      ['Roasted Almonds', 'RA-1102', 402, 'lb'],
      ['Dried Cranberries', 'DC-3310', 149, 'lb'],
    ]);
  });

  it('reads a dairy`s fill record: `Code / Lot` and `Units filled`, and no row of the note under it', () => {
    // The right-hand block with dotted leaders; the note under the table read with its spaces
    // lost after a comma and a full stop.
    const lines = [
      box('HTST PASTEURIZATION & FILL RECORD', 0.1, 0.04),
      box('Process date.', 0.54, 0.17),
      box('2026-11-20', 0.72, 0.17),
      box('Product..', 0.54, 0.2),
      box('Whole Milk Gallon', 0.72, 0.2),
      box('Code / Lot..', 0.54, 0.23),
      box('WM-1120-A', 0.72, 0.23),
      box('Units filled', 0.54, 0.26),
      box('2,400', 0.72, 0.26),
      ...table(
        [
          ['Ingredient', 0.1],
          ['Silo / Lot', 0.31],
          ['Amount', 0.45],
          ['Unit', 0.55],
          ['Time In', 0.62],
        ],
        [
          ['Raw Milk', 'S1-1119A', '9,800', 'lb', '05:40'],
          ['Gallon Jugs', 'GJ-2204', '2,400', 'ea', '07:15'],
        ],
        0.32,
        0.034,
      ),
      box('Divert checked06:02at 161.5F,hold166F 16s.Recorder= indicator', 0.08, 0.46, { width: 0.6 }),
    ];
    const x = extractDocument(page(lines), 'production', opts);
    expect(values(x.header)).toMatchObject({
      production_date: '2026-11-20',
      product_name: 'Whole Milk Gallon',
      outgoing_lot: 'WM-1120-A',
      quantity_produced: 2400,
      quantity_unit: 'each',
    });
    expect(used(x)).toEqual([
      ['Raw Milk', 'S1-1119A', 9800, 'lb'],
      ['Gallon Jugs', 'GJ-2204', 2400, 'each'],
    ]);
  });

  it('keeps an item read as one box that reads like a sentence when items follow it', () => {
    // `Tomatoes, Roma` and its cells run into one box by the reader: an item, not a note.
    const lines = [
      box('Product: Marinara Sauce', 0.06, 0.06),
      ...table(
        [
          ['Ingredient', 0.06],
          ['Lot', 0.4],
          ['Qty (kg)', 0.62],
        ],
        [
          ['', '', ''],
          ['Olive Oil', 'OO-2210', '12'],
        ],
        0.14,
      ),
      box('Tomatoes, Roma peeled diced TR-2211 250', 0.06, 0.18, { width: 0.62 }),
    ];
    const x = extractDocument(page(lines), 'production', opts);
    expect(x.rows.map(values).map((r) => r.material_name)).toHaveLength(2);
  });

  it('reads `Actual lb` read `ActualIb` as the weighed quantity in pounds; a recipe`s quantity is none', () => {
    expect(headingRole('ActualIb')).toBe('quantity');
    expect(headingUnit('ActualIb')).toBe('lb');
    expect(headingUnit('Net Ibs')).toBe('lbs');
    expect(headingUnit('Weight (Ib)')).toBe('lb');
    expect(headingRole('Theo. Qty')).toBeNull();
    expect(headingRole('Std. Qty')).toBeNull();
    expect(headingRole('IBC')).toBeNull();
  });
});
