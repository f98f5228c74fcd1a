import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';

const values = <T extends Record<string, { value: unknown }>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.value]));

describe('extractDocument: a quantity written with its unit in one cell', () => {
  it('reads a delivery note whose Net weight column holds "25 kg", with no unit column', () => {
    const x = extractDocument(
      page([
        box('Supplier:', 0.06, 0.08),
        box('Northern Dairy Co', 0.18, 0.08),
        ...table(
          [
            ['Product', 0.06],
            ['Lot', 0.45],
            ['Net weight', 0.68],
          ],
          [
            ['Whole Milk', 'ND-4471', '120 L'],
            ['Butter', 'ND-4480', '25 kg'],
          ],
          0.2,
        ),
      ]),
      'goods_receipt',
      { dateOrder: 'MDY' },
    );
    expect(x.rows.map(values).map((r) => [r.quantity, r.unit])).toEqual([
      [120, 'L'],
      [25, 'kg'],
    ]);
  });
});

describe('extractDocument: a heading written over two lines', () => {
  it('reads "Qty / received" and "Supplier / lot" headings on a narrow form', () => {
    const x = extractDocument(
      page([
        box('Vendor:', 0.06, 0.08),
        box('Golden Grain Ltd', 0.16, 0.08),
        box('Qty', 0.06, 0.2),
        box('received', 0.06, 0.214),
        box('UOM', 0.18, 0.2),
        box('Description', 0.3, 0.2),
        box('Supplier', 0.62, 0.2),
        box('lot', 0.62, 0.214),
        ...table(
          [
            ['', 0.06],
            ['', 0.18],
            ['', 0.3],
            ['', 0.62],
          ],
          [
            ['40', 'kg', 'Wheat Flour', 'GG2231-07'],
            ['12', 'bags', 'Rolled Oats', 'GG2240-01'],
          ],
          0.21,
        ).filter((l) => l.text),
      ]),
      'goods_receipt',
      { dateOrder: 'MDY' },
    );
    expect(x.rows.map(values).map((r) => [r.material_name, r.lot_code, r.quantity, r.unit])).toEqual([
      ['Wheat Flour', 'GG2231-07', 40, 'kg'],
      ['Rolled Oats', 'GG2240-01', 12, 'bag'],
    ]);
  });
});

describe('extractDocument: packs times a size', () => {
  it('reads "40 x 25kg" as 1000 kg and "12 × 1,5 L" as 18 L, but leaves "2 x 4" alone', () => {
    const x = extractDocument(
      page([
        box('Supplier:', 0.06, 0.08),
        box('Valley Foods', 0.18, 0.08),
        ...table(
          [
            ['Product', 0.06],
            ['Lot', 0.45],
            ['Quantity', 0.68],
          ],
          [
            ['Rye Flour', 'VF-2210', '40 x 25kg'],
            ['Sunflower Oil', 'VF-2214', '12 × 1,5 L'],
            ['Pallet wrap', 'VF-2219', '2 x 4'],
          ],
          0.2,
        ),
      ]),
      'goods_receipt',
      { dateOrder: 'MDY' },
    );
    const read = x.rows.map(values).map((r) => [r.quantity, r.unit]);
    expect(read.slice(0, 2)).toEqual([
      [1000, 'kg'],
      [18, 'L'],
    ]);
    expect(read[2]).not.toEqual([8, expect.anything()]);
  });
});

describe('extractDocument: a weight heading whose unit is its second line', () => {
  it('reads "Weight" over "(lbs)" as the quantity in lb, not a crooked heading row', () => {
    const x = extractDocument(
      page([
        box('Supplier: Valley Mills', 0.06, 0.08),
        box('(lbs)', 0.6, 0.214),
        ...table(
          [
            ['Item', 0.06],
            ['Lot', 0.35],
            ['Weight', 0.6],
          ],
          [
            ['Wheat Flour', 'VM-2231', '1,250'],
            ['Rye Flour', 'VM-2240', '800'],
          ],
          0.2,
        ),
      ]),
      'goods_receipt',
      { dateOrder: 'MDY' },
    );
    expect(
      x.rows.map((r) => [r.material_name.value, r.lot_code.value, r.quantity.value, r.unit.value]),
    ).toEqual([
      ['Wheat Flour', 'VM-2231', 1250, 'lb'],
      ['Rye Flour', 'VM-2240', 800, 'lb'],
    ]);
  });
});
