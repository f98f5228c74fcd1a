import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';

const values = <T extends Record<string, { value: unknown }>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.value]));
const opts = { dateOrder: 'auto' as const, uploaded: '2026-11-26' };
const items = table(
  [
    ['Description', 0.06],
    ['Lot #', 0.45],
    ['Qty', 0.65],
    ['UOM', 0.8],
  ],
  [
    ['Granola Bars', 'FG-439A', '12', 'cs'],
    ['Oat Cookies 12ct', 'FG-560A', '40', 'cs'],
  ],
  0.4,
);
const shipment = (lines: ReturnType<typeof box>[]) =>
  values(extractDocument(page([...lines, ...items]), 'shipment', opts).header);

describe('shipping header fields beside the labels of fields a shipment does not keep', () => {
  it('takes the ship date, not the order date printed before it', () => {
    // A packing slip: `Order date` on the first line, the ship date under it.
    expect(
      shipment([
        box('Sold to: Harbor Market Co-op', 0.06, 0.08),
        box('Order date: 11/18/2026', 0.55, 0.08),
        box('Order #: 48213', 0.06, 0.12),
        box('Ship date: 11/24/2026', 0.55, 0.12),
      ]),
    ).toEqual({ customer_name: 'Harbor Market Co-op', shipment_date: '2026-11-24' });
  });

  it('ends the customer where a carrier or order label begins on the same read line', () => {
    // Two fields on one row read as one line, the second label's space lost (`Shippedvia`).
    expect(
      shipment([
        box('Customer: Riverside Cafe Shippedvia: Estes Express', 0.06, 0.08),
        box('Ship To: Fresh Basket Stores Order date: 06/06/26', 0.06, 0.12),
        box('Date shipped: 11/21/26', 0.06, 0.16),
      ]),
    ).toEqual({ customer_name: 'Riverside Cafe', shipment_date: '2026-11-21' });
  });

  it('reads the consignee and dispatch wording of bills of lading and dispatch notes', () => {
    expect(
      shipment([
        box('Consigned to: Summit Wholesale', 0.06, 0.08),
        box('Date of dispatch: 5 Feb 2026', 0.06, 0.12),
      ]),
    ).toEqual({ customer_name: 'Summit Wholesale', shipment_date: '2026-02-05' });
    expect(
      shipment([
        box('Shipped to: Metro Foodservice', 0.06, 0.08),
        box('Pickup date: 2026-02-24', 0.06, 0.12),
      ]),
    ).toEqual({ customer_name: 'Metro Foodservice', shipment_date: '2026-02-24' });
    expect(
      shipment([box('Dispatched to: Corner Market', 0.06, 0.08), box('Carrier: Own truck', 0.06, 0.12)]),
    ).toMatchObject({ customer_name: 'Corner Market' });
  });

  it('keeps a receipt\u2019s Order no. as its PO number', () => {
    const x = extractDocument(
      page([box('Supplier: Valley Mills', 0.06, 0.08), box('Order no.: 88213', 0.06, 0.12), ...items]),
      'goods_receipt',
      opts,
    );
    expect(x.header.po_number.value).toBe('88213');
  });
});

describe('an outbound shipping log: the customer and date written on every row', () => {
  const log = (rows: string[][]) =>
    extractDocument(
      page([
        box('Outbound Shipping Log', 0.06, 0.04),
        ...table(
          [
            ['Date out', 0.06],
            ['Ship to', 0.18],
            ['Product', 0.42],
            ['Lot/Batch #', 0.62],
            ['Qty', 0.78],
            ['UOM', 0.86],
          ],
          rows,
          0.12,
        ),
        box('Total shipped this week 18 cases', 0.06, 0.12 + 0.04 * (rows.length + 1)),
      ]),
      'shipment',
      opts,
    );

  it('gives the header the customer and the date every row agrees on; the rows stay items', () => {
    const x = log([
      ['11/24/26', 'Corner Market Grocers', 'Granola Bars', 'FG-439A', '10', 'cases'],
      ['11/24/26', 'Corner Market Grocers', 'Oat Cookies 12ct', 'FG-560A', '8', 'cases'],
    ]);
    expect(values(x.header)).toEqual({ customer_name: 'Corner Market Grocers', shipment_date: '2026-11-24' });
    expect(
      x.rows.map((r) => [r.material_name.value, r.material_lot_code.value, r.material_quantity.value]),
    ).toEqual([
      ['Granola Bars', 'FG-439A', 10],
      ['Oat Cookies 12ct', 'FG-560A', 8],
    ]);
  });

  it('leaves the header to the reviewer when the rows name several customers or days', () => {
    const x = log([
      ['11/23/26', 'Corner Market Grocers', 'Granola Bars', 'FG-439A', '10', 'cases'],
      ['11/24/26', 'Harbor Market Co-op', 'Oat Cookies 12ct', 'FG-560A', '8', 'cases'],
    ]);
    expect(values(x.header)).toEqual({ customer_name: null, shipment_date: null });
    expect(x.rows).toHaveLength(2);
  });
});
