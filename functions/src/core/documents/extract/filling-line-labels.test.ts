import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';
import { productLotLabels } from './product-lot-labels.ts';

const values = <T extends Record<string, { value: unknown }>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.value]));
const known = {
  materials: ['Napa Cabbage', 'Gochugaru', '16oz Glass Jars', 'Napa Kimchi 16oz', 'Hot Smoked Salmon'],
  products: ['Napa Kimchi 16oz', 'Hot Smoked Salmon'],
};
const opts = { dateOrder: 'auto' as const, uploaded: '2026-11-29', known };

const inputs = (top: number) =>
  table(
    [
      ['item', 0.06],
      ['their lot', 0.36],
      ['amount', 0.57],
      ['unit', 0.75],
    ],
    [['Napa Cabbage', 'NC-4471', '380', 'pounds']],
    top,
  );

describe('a filling line`s sheet, its lot named by what it makes', () => {
  it('reads a kimchi pack day`s `Jarred`, `Kimchi lot` and `Jar count`', () => {
    const x = extractDocument(
      page([
        box('Jarred: Nov 27, 2026', 0.06, 0.1),
        box('Kind: Napa Kimchi 16oz', 0.5, 0.1),
        box('Kimchi lot: NK-1127', 0.06, 0.13),
        box('Jar count: 612', 0.5, 0.13),
        ...inputs(0.2),
      ]),
      'production',
      opts,
    );
    expect(values(x.header)).toMatchObject({
      production_date: '2026-11-27',
      product_name: 'Napa Kimchi 16oz',
      outgoing_lot: 'NK-1127',
      quantity_produced: 612,
    });
  });

  it('makes lot labels of no input`s word (`Napa` is the cabbage too)', () => {
    const labels = productLotLabels(known);
    expect(labels).toEqual(expect.arrayContaining(['kimchilot', 'kimchibatch', 'salmonlot']));
    expect(labels.filter((l) => l.startsWith('napa') || l.startsWith('16oz'))).toEqual([]);
    expect(productLotLabels(undefined)).toEqual([]);
  });

  it('reads a cider house`s `Bottled` date and `Bottle count`', () => {
    const x = extractDocument(
      page([
        box("Bottled: 25 Nov '26", 0.06, 0.1),
        box('Bottling lot: DC26-329', 0.06, 0.13),
        box('Bottle count: 2,160', 0.5, 0.13),
        ...inputs(0.2),
      ]),
      'production',
      opts,
    );
    expect(values(x.header)).toMatchObject({
      production_date: '2026-11-25',
      outgoing_lot: 'DC26-329',
      quantity_produced: 2160,
    });
  });

  it('keeps a product named with a step`s word whole (`Hot Smoked Salmon`)', () => {
    const x = extractDocument(
      page([
        box('Product: Hot Smoked Salmon', 0.06, 0.1),
        box('Smoked on: 19/11/2026', 0.5, 0.1),
        ...inputs(0.2),
      ]),
      'production',
      opts,
    );
    expect(values(x.header)).toMatchObject({
      product_name: 'Hot Smoked Salmon',
      production_date: '2026-11-19',
    });
  });
});

describe('a South Asian register`s `Party Name` column', () => {
  const register = (top: number, party: string) =>
    table(
      [
        ['Date', 0.06],
        ['Party Name', 0.18],
        ['Material', 0.45],
        ['Batch No.', 0.65],
        ['Qty', 0.8],
        ['UOM', 0.9],
      ],
      [['18/11/26', party, 'Mustard Oil', 'MMO-2611', '400', 'Ltrs']],
      top,
    );

  it('is the supplier on an inward register', () => {
    const x = extractDocument(page(register(0.2, 'Malwa Oil Mills')), 'goods_receipt', opts);
    expect(values(x.rows[0]!)).toMatchObject({ supplier_name: 'Malwa Oil Mills', lot_code: 'MMO-2611' });
  });

  it('is the customer on an outward one', () => {
    const x = extractDocument(page(register(0.2, 'Indore Fresh Mart')), 'shipment', opts);
    expect(values(x.header)).toMatchObject({ customer_name: 'Indore Fresh Mart' });
  });
});
