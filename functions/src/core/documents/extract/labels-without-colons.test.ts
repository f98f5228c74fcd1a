import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';

const values = <T extends Record<string, { value: unknown }>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.value]));
const options = { dateOrder: 'auto', uploaded: '2026-11-26' } as const;
const ingredients = table(
  [
    ['Ingredient', 0.06],
    ['Lot code', 0.3],
    ['Qty', 0.55],
    ['Units', 0.7],
  ],
  [['Raisins', '0030484', '59', 'lb']],
  0.3,
);

describe('header labels printed without a colon, two fields to a row', () => {
  it('reads each field of a row of side-by-side boxes, a value stopping at the next box', () => {
    // A mixing log's header: `Label value` pairs in two columns, read as one row each.
    const x = extractDocument(
      page([
        box('Lot no. B0731-03', 0.06, 0.13),
        box('Line L3', 0.48, 0.125),
        box('Output 144 kilos', 0.06, 0.164),
        box('Recipe Butter Croissant', 0.49, 0.158),
        box('Mfg date 2026-07-31', 0.06, 0.2),
        ...ingredients,
      ]),
      'production',
      options,
    );
    expect(values(x.header)).toEqual({
      product_name: 'Butter Croissant',
      production_date: '2026-07-31',
      outgoing_lot: 'B0731-03',
      quantity_produced: 144,
      quantity_unit: 'kg',
    });
  });

  it('takes the next box for a label standing alone in its box, and a colon-less label after a colon field', () => {
    const x = extractDocument(
      page([
        box('Product made', 0.06, 0.12),
        box('Oat Cookies', 0.3, 0.12),
        box('Date', 0.55, 0.12),
        box('10/26/2026', 0.66, 0.12),
        box('Batch #: GP47276', 0.06, 0.16),
        box('Yield 317 cs', 0.55, 0.16),
        ...ingredients,
      ]),
      'production',
      options,
    );
    expect(values(x.header)).toEqual({
      product_name: 'Oat Cookies',
      production_date: '2026-10-26',
      outgoing_lot: 'GP47276',
      quantity_produced: 317,
      quantity_unit: 'case',
    });
  });
});
