import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';

const values = <T extends Record<string, { value: unknown }>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.value]));

describe('header labels of cutting rooms, bakeries and fish sellers', () => {
  it('reads a cutting room sheet: its boning date, and a product value that stops at `Pack-off lot`', () => {
    const x = extractDocument(
      page([
        box('CUTTING ROOM RECORD', 0.06, 0.04),
        box('Boned on: 03/10/2026', 0.06, 0.09),
        // Read as one line: the product's value runs on to the next label.
        box('Product: Pork Loin Steaks  Pack-off Lot: PL-0310-2', 0.06, 0.12),
        ...table(
          [
            ['Raw Material', 0.06],
            ['Kill Lot', 0.4],
            ['Weight (kg)', 0.62],
          ],
          [['Pork Loin', 'KL-77102', '210']],
          0.2,
        ),
      ]),
      'production',
      { dateOrder: 'auto', uploaded: '2026-03-12' },
    );
    expect(values(x.header)).toMatchObject({
      production_date: '2026-03-10',
      product_name: 'Pork Loin Steaks',
      outgoing_lot: 'PL-0310-2',
    });
  });

  it('reads a bakery`s output counted by the piece (`Rolls out`)', () => {
    const x = extractDocument(
      page([
        box('ROLL LINE LOG', 0.06, 0.04),
        box('Date: 03/11/2026', 0.06, 0.09),
        box('Product: Brioche Bun 4in', 0.06, 0.12),
        box('Rolls out: 1440', 0.06, 0.15),
        ...table(
          [
            ['Ingredient', 0.06],
            ['Lot', 0.4],
            ['Qty (kg)', 0.62],
          ],
          [['Bread Flour', 'BF-2231', '60']],
          0.22,
        ),
      ]),
      'production',
      { dateOrder: 'auto', uploaded: '2026-03-12' },
    );
    expect(values(x.header)).toMatchObject({ quantity_produced: 1440 });
  });

  it('takes a seller`s slip `Buyer ref` for the PO', () => {
    const x = extractDocument(
      page([
        box('AUCTION TICKET', 0.06, 0.04),
        box('Seller: Westbay Trawlers', 0.06, 0.09),
        box('Buyer ref: WB-5521', 0.5, 0.09),
        box('Date: 03/09/2026', 0.06, 0.12),
        ...table(
          [
            ['Species', 0.06],
            ['Lot', 0.4],
            ['Kg', 0.62],
          ],
          [['Hake', 'WT0309-4', '220']],
          0.2,
        ),
      ]),
      'goods_receipt',
      { dateOrder: 'auto', uploaded: '2026-03-12' },
    );
    expect(x.rows.map(values).map((r) => r.po_number)).toEqual(['WB-5521']);
  });
});
