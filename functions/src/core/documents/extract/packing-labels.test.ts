import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';

const values = <T extends Record<string, { value: unknown }>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.value]));
const opts = { dateOrder: 'auto' as const, uploaded: '2026-11-26' };

// A co-packer dates, codes and counts a run by its packing: `Date packed`, a Julian lot code
// printed on each case, `Cases packed`; a shipper's load sheet dates by loading; a supplier's
// delivery note names who sent it `Consignor` and quotes the buyer's PO as `Customer PO`.
describe('header labels of packing, loading and delivery paperwork', () => {
  it('reads a co-packer batch ticket: SKU produced, Julian lot, date and cases packed', () => {
    const x = extractDocument(
      page([
        box('CO-PACK BATCH TICKET', 0.1, 0.05),
        box('SKU Produced: Maple Pecan Cookies', 0.1, 0.12),
        box('Julian Lot: 26314A', 0.55, 0.12),
        box('Date Packed: 11/10/2026', 0.1, 0.16),
        box('Cases Packed: 432', 0.55, 0.16),
        ...table(
          [
            ['Input', 0.06],
            ['Input Lot', 0.4],
            ['Qty Issued', 0.6],
            ['U/M', 0.8],
          ],
          [['Rolled Oats', 'HVM-31022', '14', 'kg']],
          0.3,
        ),
      ]),
      'production',
      opts,
    );
    expect(values(x.header)).toMatchObject({
      product_name: 'Maple Pecan Cookies',
      outgoing_lot: '26314A',
      production_date: '2026-11-10',
      quantity_produced: 432,
    });
  });

  it('reads "Lot Code Assigned" and "Total Units Out"', () => {
    const x = extractDocument(
      page([
        box('Lot Code Assigned: RB2611-60', 0.1, 0.12),
        box('Total Units Out: 288', 0.55, 0.12),
        ...table(
          [
            ['Ingredient', 0.06],
            ['Lot', 0.4],
            ['Qty', 0.6],
          ],
          [['Cane Sugar', 'CS3091B', '7.5']],
          0.3,
        ),
      ]),
      'production',
      opts,
    );
    expect(values(x.header)).toMatchObject({ outgoing_lot: 'RB2611-60', quantity_produced: 288 });
  });

  it('reads a load sheet\'s "Load Date" as the shipment date', () => {
    const x = extractDocument(
      page([
        box('Consignee: Greenway Market', 0.1, 0.12),
        box('Load Date: 11/19/2026', 0.55, 0.12),
        ...table(
          [
            ['Product', 0.06],
            ['Lot', 0.4],
            ['Cases', 0.6],
          ],
          [['Oat Honey Granola', 'RB2611-07', '32']],
          0.3,
        ),
      ]),
      'shipment',
      opts,
    );
    expect(x.header.shipment_date.value).toBe('2026-11-19');
  });

  it('reads a delivery note\'s "Consignor" and "Customer PO"', () => {
    const x = extractDocument(
      page([
        box('Consignor: Harvest Valley Mills', 0.1, 0.12),
        box('Customer PO: CPO-61309', 0.55, 0.12),
        ...table(
          [
            ['Article', 0.06],
            ['Batch', 0.4],
            ['Qty', 0.6],
          ],
          [['Rolled Oats', 'HVM-31028', '880']],
          0.3,
        ),
      ]),
      'goods_receipt',
      opts,
    );
    expect(values(x.header)).toMatchObject({ supplier_name: 'Harvest Valley Mills', po_number: 'CPO-61309' });
  });
});
