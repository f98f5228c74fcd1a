import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';

const values = <T extends Record<string, { value: unknown }>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.value]));
const opts = { dateOrder: 'auto' as const, uploaded: '2026-11-26' };
const outbound = table(
  [
    ['Item', 0.06],
    ['Lot #', 0.4],
    ['Cases', 0.6],
  ],
  [
    ['Taco Seasoning 8oz', 'TS2611-04', '36'],
    ['Chili Powder 1lb', 'CP2611-11', '12'],
  ],
  0.3,
);

describe('header labels in FSMA 204 key-data-element wording and on blend tickets and order sheets', () => {
  it('reads a spice blender\u2019s ticket: Blend #, Product blended, Mix date, Quantity and unit of measure', () => {
    const x = extractDocument(
      page([
        box('SPICE BLEND TICKET', 0.06, 0.04),
        box('Blend #: SB-0412', 0.06, 0.09),
        box('Product blended: Taco Seasoning', 0.52, 0.09),
        box('Mix date: 11/20/2026', 0.06, 0.13),
        box('Quantity and unit of measure: 480 lb', 0.52, 0.13),
        ...table(
          [
            ['Ingredient', 0.06],
            ['Lot used', 0.4],
            ['Weight', 0.6],
          ],
          [
            ['Ground Cumin', 'GC-7731', '120'],
            ['Chili Flakes', 'CF-2290', '60'],
          ],
          0.3,
        ),
      ]),
      'production',
      opts,
    );
    expect(values(x.header)).toMatchObject({
      product_name: 'Taco Seasoning',
      outgoing_lot: 'SB-0412',
      production_date: '2026-11-20',
      quantity_produced: 480,
      quantity_unit: 'lb',
    });
  });

  it('takes a transformation record\u2019s Traceability lot code (TLC) for the new lot', () => {
    const x = extractDocument(
      page([
        box('Product description: Salsa Verde 16oz', 0.06, 0.08),
        box('Traceability lot code (TLC): SV-261120-1', 0.06, 0.12),
        box('Date of transformation: 11/20/2026', 0.06, 0.16),
        ...table(
          [
            ['Ingredient', 0.06],
            ['Lot used', 0.4],
            ['Weight', 0.6],
          ],
          [['Tomatillos', 'TM-4410', '300']],
          0.3,
        ),
      ]),
      'production',
      opts,
    );
    expect(values(x.header)).toMatchObject({
      product_name: 'Salsa Verde 16oz',
      outgoing_lot: 'SV-261120-1',
      production_date: '2026-11-20',
    });
  });

  it('reads the customer from "Immediate subsequent recipient" and from an order sheet\u2019s "Order for"', () => {
    const kde = extractDocument(
      page([
        box('Immediate subsequent recipient: Corner Market Inc', 0.06, 0.08),
        box('Date shipped: 11/18/2026', 0.06, 0.12),
        ...outbound,
      ]),
      'shipment',
      opts,
    );
    expect(values(kde.header)).toMatchObject({
      customer_name: 'Corner Market Inc',
      shipment_date: '2026-11-18',
    });

    const pick = extractDocument(
      page([
        box('Order for: Main Street Deli', 0.06, 0.08),
        box('Deliver on: 11/19/2026', 0.52, 0.08),
        ...outbound,
      ]),
      'shipment',
      opts,
    );
    expect(values(pick.header)).toMatchObject({
      customer_name: 'Main Street Deli',
      shipment_date: '2026-11-19',
    });
  });

  it('reads a receiving record\u2019s Immediate previous source as the supplier', () => {
    const x = extractDocument(
      page([
        box('Immediate previous source: Valley Farms LLC', 0.06, 0.08),
        box('Date received: 11/17/2026', 0.06, 0.12),
        ...table(
          [
            ['Product', 0.06],
            ['TLC', 0.4],
            ['Qty', 0.6],
          ],
          [['Romaine Hearts', 'VF-1117-03', '40']],
          0.3,
        ),
      ]),
      'goods_receipt',
      opts,
    );
    expect(values(x.header)).toMatchObject({ supplier_name: 'Valley Farms LLC', receipt_date: '2026-11-17' });
    expect(x.rows[0]!.supplier_name!.value).toBe('Valley Farms LLC');
  });
});
