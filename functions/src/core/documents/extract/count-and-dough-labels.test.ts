import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';

const values = <T extends Record<string, { value: unknown }>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.value]));
const opts = { dateOrder: 'auto' as const, uploaded: '2026-11-26' };

const inputs = (top: number) =>
  table(
    [
      ['Ingredient', 0.06],
      ['Lot', 0.4],
      ['Qty (kg)', 0.62],
    ],
    [['Rye Flour', 'RF-5521', '40']],
    top,
  );

describe('a production header that counts what it made by the piece, and names the dough', () => {
  it('reads `Dough` as the product and a bare `Pieces` as the count made, each', () => {
    const x = extractDocument(
      page([
        box('Mixed: 11/24/2026', 0.06, 0.06),
        box('Dough: Seeded Rye', 0.5, 0.06),
        box('Batch: SR-1124', 0.06, 0.09),
        box('Pieces: 96', 0.5, 0.09),
        ...inputs(0.2),
      ]),
      'production',
      opts,
    );
    expect(values(x.header)).toMatchObject({
      product_name: 'Seeded Rye',
      outgoing_lot: 'SR-1124',
      quantity_produced: 96,
      quantity_unit: 'each',
    });
  });
});
