import { describe, expect, it } from 'vitest';
import { headingRole, headingUnit } from './column-roles.ts';
import { extractDocument } from './extract-document.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';

const opts = { dateOrder: 'auto' as const, uploaded: '2026-11-26' };
const receipt = (heading: string, cells: string[]) =>
  extractDocument(
    page([
      box('Vendor: Prairie Grain Co', 0.06, 0.06),
      ...table(
        [
          ['Description', 0.06],
          ['Supplier lot no.', 0.36],
          [heading, 0.6],
        ],
        [
          ['Hard Red Wheat', 'PG24-3318', cells[0]!],
          ['Rye Flour', 'PG24-3402', cells[1]!],
        ],
        0.2,
      ),
    ]),
    'goods_receipt',
    opts,
  ).rows.map((r) => [r.quantity.value, r.unit.value]);

describe('a quantity column whose heading names the unit', () => {
  it('reads Total weight (kg), Lbs and Net wt (lb) as quantities in that unit', () => {
    expect(receipt('Total weight (kg)', ['1,000', '250'])).toEqual([
      [1000, 'kg'],
      [250, 'kg'],
    ]);
    expect(receipt('Lbs', ['2000', '50'])).toEqual([
      [2000, 'lb'],
      [50, 'lb'],
    ]);
    expect(receipt('Net wt (lb)', ['2000', '50'])).toEqual([
      [2000, 'lb'],
      [50, 'lb'],
    ]);
  });

  it('keeps a unit written in the cell over the heading', () => {
    expect(receipt('Qty (kg)', ['40 bags', '250'])).toEqual([
      [40, 'bag'],
      [250, 'kg'],
    ]);
  });

  it('reads bare numbers under a heading that names what is counted in that unit', () => {
    // A shipping form's `Cases` column, a delivery note's `No. of cases`, a log's `Pieces shipped`.
    expect(receipt('Cases', ['48', '12'])).toEqual([
      [48, 'case'],
      [12, 'case'],
    ]);
    expect(receipt('No. of cases', ['6', '10 bags'])).toEqual([
      [6, 'case'],
      [10, 'bag'],
    ]);
    expect(headingUnit('Pieces shipped')).toBe('Pieces');
    expect(headingUnit('Case count')).toBe('Case');
    expect(headingUnit('Qty shipped')).toBeNull();
    expect(headingUnit('Units')).toBeNull();
  });

  it('knows a total of what is counted from a total of money', () => {
    expect(headingRole('Total weight')).toBe('quantity');
    expect(headingRole('Total cases')).toBe('quantity');
    expect(headingRole('Total')).toBeNull();
    expect(headingRole('Total price')).toBeNull();
    expect(headingUnit('Quantity')).toBeNull();
    expect(headingUnit('Weight kg')).toBe('kg');
  });
});

describe('a heading whose words were read as one', () => {
  it('finds the unit glued to the quantity word (`Kgreceived`, `Netweightlbs`)', () => {
    expect(headingUnit('Kgreceived')).toBe('kg');
    expect(headingUnit('Lbsdelivered')).toBe('lbs');
    expect(headingUnit('Netweightlbs')).toBe('lbs');
    expect(headingUnit('Qtykg')).toBe('kg');
    expect(receipt('Kgreceived', ['95', '162'])).toEqual([
      [95, 'kg'],
      [162, 'kg'],
    ]);
  });

  it('finds no unit in a word that only begins or ends like one', () => {
    expect(headingUnit('Goodsin')).toBeNull();
    expect(headingUnit('Received')).toBeNull();
    expect(headingUnit('Weighed')).toBeNull();
  });
});
