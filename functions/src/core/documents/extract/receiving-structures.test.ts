import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';
import { opts, receipt } from './receiving-log.test-support.ts';

describe('receiving logs of other structures', () => {
  it('takes the weight over the count of packages', () => {
    const rows = receipt(
      [
        ['Item', 0.06],
        ['Cases', 0.3],
        ['Net wt (lb)', 0.42],
        ['Lot #', 0.6],
      ],
      [
        ['Rye Flour', '20', '1,000', 'PG24-3318'],
        ['Cane Sugar', '8', '400', 'PG24-3402'],
      ],
    );
    expect(rows.map((r) => [r.quantity, r.unit])).toEqual([
      [1000, 'lb'],
      [400, 'lb'],
    ]);
  });

  it('takes the weight over the count when handwriting reads only some of the weights', () => {
    const rows = receipt(
      [
        ['Qty (cases)', 0.06],
        ['Mfr lot', 0.18],
        ['Description', 0.4],
        ['Net weight (kg)', 0.62],
      ],
      [
        ['9', 'CC57486', 'Cane Sugar', '证5'],
        ['19', '25-338-19', 'Yeast', '475'],
        ['12', 'LOT3I9IB', 'Wheat Flour', 'e'],
        ['18', 'LOTuc', 'Sea Salt', '900'],
      ],
    );
    expect(rows.map((r) => [r.quantity, r.unit])).toEqual([
      [null, null],
      [475, 'kg'],
      [null, null],
      [900, 'kg'],
    ]);
  });

  it('keeps the count when the weights were left blank', () => {
    const rows = receipt(
      [
        ['Item', 0.06],
        ['Cases', 0.3],
        ['Net wt (lb)', 0.42],
        ['Lot #', 0.6],
      ],
      [
        ['Rye Flour', '20', '', 'PG24-3318'],
        ['Cane Sugar', '8', '', 'PG24-3402'],
      ],
    );
    expect(rows.map((r) => [r.quantity, r.unit])).toEqual([
      [20, 'case'],
      [8, 'case'],
    ]);
  });

  it('keeps the plant lot as the lot code and the supplier lot apart', () => {
    const rows = receipt(
      [
        ['Product', 0.06],
        ['Supplier lot', 0.28],
        ['Receiving lot', 0.46],
        ['Qty', 0.66],
        ['Unit', 0.78],
      ],
      [
        ['Rye Flour', '24-117-03', 'R261124-1', '20', 'bags'],
        ['Cane Sugar', 'LOT2611A', 'R261124-2', '8', 'cs'],
      ],
    );
    expect(rows.map((r) => [r.lot_code, r.supplier_lot_code])).toEqual([
      ['R261124-1', '24-117-03'],
      ['R261124-2', 'LOT2611A'],
    ]);
  });

  it('reads no row from notes written in the table', () => {
    const rows = receipt(
      [
        ['Item', 0.06],
        ['Lot #', 0.3],
        ['Qty', 0.5],
        ['Unit', 0.62],
      ],
      [
        ['Rye Flour', 'PG24-3318', '20', 'bags'],
        ['Rejected: none. All product accepted', '', '', ''],
        ['Trailer temp 36F, seal intact', '', '', ''],
      ],
    );
    expect(rows).toHaveLength(1);
  });

  it('reads no row from a note with the signature beside it run into it, its tail in the lot column', () => {
    const rows = receipt(
      [
        ['Item', 0.06],
        ['Lot #', 0.3],
        ['Qty', 0.5],
        ['Unit', 0.62],
      ],
      [
        ['Rye Flour', 'PG24-3318', '20', 'bags'],
        ['OG 1.048 pitched at 19 deg Brewer: J. Moss', 'at4°C', '', ''],
      ],
    );
    expect(rows).toHaveLength(1);
  });

  it('reads no row from a note whose label the recogniser ran into its words, under the date column', () => {
    const rows = receipt(
      [
        ['Date', 0.06],
        ['Item', 0.22],
        ['Lot #', 0.42],
        ['Qty (lbs)', 0.6],
      ],
      [
        ['05/04/2026', 'Rye Flour', 'PG24-3318', '180'],
        ['Rejected:ncne.Alproduct', 'accepted', '', ''],
      ],
    );
    expect(rows).toHaveLength(1);
  });

  it('keeps a row with a quantity or a lot, and one naming a known material, whatever else it holds', () => {
    const known = { materials: ['Tomatoes, diced'] };
    const x = extractDocument(
      page([
        box('Date received: 11/24/2026', 0.06, 0.06),
        ...table(
          [
            ['Item', 0.06],
            ['Lot #', 0.3],
            ['Qty', 0.5],
          ],
          [
            ['Tomatoes, diced', '', ''],
            ['Flour, rye', 'PG24-3318', '20'],
            // Quantity not read, but a lot: a delivery to review.
            ['Oats, rolled', 'PG24-3501', ''],
          ],
          0.2,
        ),
      ]),
      'goods_receipt',
      { ...opts, known },
    );
    expect(x.rows.map((r) => r.material_name.value)).toEqual([
      'Tomatoes, diced',
      'Flour, rye',
      'Oats, rolled',
    ]);
  });
});

describe('narrow columns of no role beside the quantity', () => {
  it('keeps a COA column set a letter before Qty apart from it', () => {
    const rows = receipt(
      [
        ['Material received', 0.06],
        ['Rec. lot #', 0.28],
        ['COA', 0.42],
        ['Qty', 0.455],
        ['Units', 0.52],
      ],
      [
        ['Cinnamon', 'R260921-4', 'Y', '364', 'kg'],
        ['Cane Sugar', 'RL-2863', 'N/A', '427', 'lb'],
      ],
    );
    expect(rows.map((r) => [r.quantity, r.unit])).toEqual([
      [364, 'kg'],
      [427, 'lb'],
    ]);
  });
});

describe("a Rec'd by column set close after another heading", () => {
  it("is a heading of its own, not the qualifier of the heading before it (`Best before` `Rec'd by`)", () => {
    const rows = receipt(
      [
        ['Item description', 0.06],
        ['Lot/Batch #', 0.3],
        ["Qty rec'd", 0.45],
        ['UOM', 0.56],
        ['Bestbefore', 0.62],
        ["Rec'd by", 0.71],
      ],
      [
        ['Whole Wheat Flour', 'PG-44817', '2,000', 'lbs', '05/30/27', 'JM'],
        ['Cane Sugar', 'SW2611-08', '50', 'bags', '11/25/27', 'JM'],
      ],
    );
    expect(rows.map((r) => [r.quantity, r.unit, r.supplier_best_before])).toEqual([
      [2000, 'lb', '2027-05-30'],
      [50, 'bag', '2027-11-25'],
    ]);
  });
});
