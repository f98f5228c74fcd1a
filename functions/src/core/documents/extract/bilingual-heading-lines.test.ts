import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';
import { isHeadingLine } from './row-kinds.ts';

const values = <T extends Record<string, { value: unknown }>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.value]));

describe('a bilingual form`s second line of headings', () => {
  it('is no line item: `Product  Lot No.  Qty  Unit` under the French headings', () => {
    // A Canadian receiving record prints each heading in French, then in English a line below,
    // far enough down for the reader to take the English line for the table's first row.
    const lines = [
      box('REGISTRE DE RECEPTION / RECEIVING RECORD', 0.06, 0.04),
      box('Date: 2026/11/18', 0.06, 0.09),
      box('Fournisseur / Supplier: Erabliere Gagnon', 0.06, 0.12),
      ...table(
        [
          ['Produit', 0.06],
          ['Lot', 0.34],
          ['Quantite', 0.52],
          ['Unite', 0.66],
          ['Remarques', 0.78],
        ],
        [
          ['Product', 'Lot No.', 'Qty', 'Unit', 'Remarks'],
          ['Sirop d erable ambre', 'EG-2611', '200', 'L', ''],
          ['Sucre d erable', 'EG-2614', '40', 'kg', ''],
        ],
        0.2,
        0.045,
      ),
    ];
    const x = extractDocument(page(lines), 'goods_receipt', { dateOrder: 'auto', uploaded: '2026-11-20' });
    expect(x.rows.map(values).map((r) => [r.material_name, r.lot_code, r.quantity])).toEqual([
      ['Sirop d erable ambre', 'EG-2611', 200],
      ['Sucre d erable', 'EG-2614', 40],
    ]);
  });

  it('needs three headings and no number: a row of names is an item', () => {
    expect(
      isHeadingLine({
        name: { text: 'Product' },
        lot: { text: 'No.' },
        quantity: { text: 'Qty' },
        unit: { text: 'Unit' },
      }),
    ).toBe(true);
    expect(
      isHeadingLine({ name: { text: 'Rye Flour' }, lot: { text: 'Lot' }, quantity: { text: 'Qty' } }),
    ).toBe(false);
    expect(
      isHeadingLine({
        name: { text: 'Product' },
        lot: { text: 'L-22' },
        quantity: { text: 'Qty' },
        unit: { text: 'Unit' },
      }),
    ).toBe(false);
  });
});
