import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';

const opts = { dateOrder: 'auto' as const, uploaded: '2026-11-26' };
const receipt = (columns: [string, number][], rows: string[][], extra: ReturnType<typeof box>[] = []) =>
  extractDocument(
    page([box('Supplier: Prairie Grain Co', 0.06, 0.06), box('Date received: 11/24/2026', 0.06, 0.09), ...table(columns, rows, 0.2), ...extra]),
    'goods_receipt',
    opts,
  ).rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v.value])));

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

  it('keeps a row with a quantity, and one naming a known material, whatever else it holds', () => {
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
          ],
          0.2,
        ),
      ]),
      'goods_receipt',
      { ...opts, known },
    );
    expect(x.rows.map((r) => r.material_name.value)).toEqual(['Tomatoes, diced', 'Flour, rye']);
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

describe('headings set close or over two lines', () => {
  it('parts two headings of different roles whose join names nothing (Cases, PO#)', () => {
    const rows = receipt(
      [
        ['Item', 0.06],
        ['Lot #', 0.3],
        ['Cases', 0.45],
        ['PO#', 0.5],
      ],
      [
        ['Rye Flour', 'PG24-3318', '18', '81394'],
        ['Cane Sugar', 'PG24-3402', '6', 'PO-51586'],
      ],
    );
    expect(rows.map((r) => [r.quantity, r.unit, r.po_number])).toEqual([
      [18, 'case', '81394'],
      [6, 'case', 'PO-51586'],
    ]);
  });

  it('reads no header label from the first line of two-line headings', () => {
    const x = extractDocument(
      page([
        box('Week beginning: 05/03/2026', 0.06, 0.06),
        box('Vendor', 0.5, 0.186),
        box('Receiving', 0.66, 0.186),
        ...table(
          [
            ['Date', 0.06],
            ['Item', 0.2],
            ['Lot #', 0.5],
            ['Lot #', 0.66],
            ['Qty', 0.82],
          ],
          [
            ['05/04/2026', 'Rye Flour', 'Y836-G71', 'RL-7480', '180'],
            ['05/05/2026', 'Cane Sugar', '358258K', 'RL-7481', '80'],
          ],
          0.2,
        ),
      ]),
      'goods_receipt',
      opts,
    );
    expect(x.header.supplier_name.value).toBeNull();
    expect(x.rows.map((r) => [r.supplier_lot_code.value, r.lot_code.value])).toEqual([
      ['Y836-G71', 'RL-7480'],
      ['358258K', 'RL-7481'],
    ]);
  });

  it('keeps a two-line heading whole when its lower word starts a hair further left (Material over received)', () => {
    const x = extractDocument(
      page([
        box('Date received: 10/16/2026', 0.06, 0.06),
        box('Material', 0.067, 0.19),
        box('received', 0.066, 0.205),
        ...table(
          [
            ['Qty', 0.3],
            ['Units', 0.42],
            ['Lot #', 0.55],
          ],
          [
            ['474', 'KG', 'R261016-3'],
            ['441', 'LBS', 'IN11747'],
          ],
          0.2,
        ),
        box('Raisins', 0.066, 0.24),
        box('Rolled Oats', 0.066, 0.28),
      ]),
      'goods_receipt',
      opts,
    );
    expect(x.rows.map((r) => [r.material_name.value, r.receipt_date.value])).toEqual([
      ['Raisins', '2026-10-16'],
      ['Rolled Oats', '2026-10-16'],
    ]);
  });
});

describe('what a carton is', () => {
  it('reads bare numbers under Cartons as boxes', () => {
    const rows = receipt(
      [
        ['Item', 0.06],
        ['Lot #', 0.3],
        ['Cartons', 0.5],
      ],
      [
        ['Shrink Film', 'PG24-3318', '53'],
        ['Kraft Box', 'PG24-3402', '12 ctns'],
      ],
    );
    expect(rows.map((r) => [r.quantity, r.unit])).toEqual([
      [53, 'box'],
      [12, 'box'],
    ]);
  });
});
