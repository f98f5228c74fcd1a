import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';

const values = <T extends Record<string, { value: unknown }>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.value]));
const opts = { dateOrder: 'auto' as const, uploaded: '2026-11-26' };

const items = (top: number) =>
  table(
    [
      ['Item', 0.06],
      ['Lot', 0.4],
      ['Qty', 0.6],
    ],
    [['Seeded Rye Loaf', 'SR-2611', '40']],
    top,
  );

describe('a label with its value beside it, over the next label', () => {
  it('takes the value beside `Customer`, not the unknown label of the row below', () => {
    // A van driver's delivery sheet: label cells beside value cells, one pair a row.
    const x = extractDocument(
      page([
        box('DELIVERY SHEET', 0.06, 0.04),
        box('Customer', 0.06, 0.09),
        box('Harbor Grill', 0.24, 0.09),
        box('Route', 0.06, 0.12),
        box('North 2', 0.24, 0.12),
        box('Date', 0.06, 0.15),
        box('11/24/2026', 0.24, 0.15),
        ...items(0.22),
      ]),
      'shipment',
      opts,
    );
    expect(values(x.header)).toMatchObject({ customer_name: 'Harbor Grill', shipment_date: '2026-11-24' });
  });

  it('takes a right-hand block`s value, not the next label read with its dotted leaders', () => {
    const x = extractDocument(
      page([
        box('SMOKEHOUSE LOG', 0.06, 0.04),
        box('Smoked', 0.52, 0.09),
        box('11/23/2026', 0.72, 0.09),
        box('Product', 0.52, 0.12),
        box('Smoked Turkey Breast', 0.72, 0.12),
        box('Smoker load.....', 0.52, 0.15),
        box('ST-1123-2', 0.72, 0.15),
        ...items(0.22),
      ]),
      'production',
      opts,
    );
    expect(values(x.header)).toMatchObject({ product_name: 'Smoked Turkey Breast' });
  });
});

describe('a value written up to the next label cell', () => {
  it('ends the vendor where `PO / Ref` begins, and reads the PO after it', () => {
    // A handwritten receiving form: label cells and value cells, the vendor's name filling its cell.
    const x = extractDocument(
      page([
        box('RECEIVING FORM', 0.06, 0.04),
        box('Date', 0.06, 0.08),
        box('11/23/2026', 0.22, 0.08),
        box('Vendor', 0.06, 0.11),
        box('Golden Acre Farms', 0.22, 0.11),
        box('PO / Ref', 0.39, 0.11),
        box('55012', 0.55, 0.11),
        ...items(0.2),
      ]),
      'goods_receipt',
      opts,
    );
    expect(x.rows.map(values)[0]).toMatchObject({ supplier_name: 'Golden Acre Farms', po_number: '55012' });
  });

  it('keeps a name that holds a word of its own label (`From` in a supplier`s name)', () => {
    const x = extractDocument(
      page([
        box('Date', 0.06, 0.08),
        box('11/23/2026', 0.22, 0.08),
        box('Supplier', 0.06, 0.11),
        box('Fresh From Farms', 0.22, 0.11),
        ...items(0.2),
      ]),
      'goods_receipt',
      opts,
    );
    expect(x.rows.map(values)[0]).toMatchObject({ supplier_name: 'Fresh From Farms' });
  });
});
