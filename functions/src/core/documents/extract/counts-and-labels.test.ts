import { describe, expect, it } from 'vitest';
import { assignColumns } from './assign-columns.ts';
import { extractDocument } from './extract-document.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';

const values = <T extends Record<string, { value: unknown }>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.value]));
const opts = { dateOrder: 'auto' as const, uploaded: '2026-11-26' };

describe('a bill of lading: the goods are counted by package, the weight is freight’s', () => {
  it('takes No. Pkgs for the shipped quantity, not Weight (subj. to correction)', () => {
    const x = extractDocument(
      page([
        box('STRAIGHT BILL OF LADING', 0.06, 0.04),
        box('Consignee: Valley Foods', 0.06, 0.1),
        box('Date of shipment: 11/12/2026', 0.52, 0.1),
        ...table(
          [
            ['No. Pkgs', 0.06],
            ['Kind of Package', 0.16],
            ['Description of Commodities', 0.32],
            ['Lot ID', 0.62],
            ['Weight (subj. to correction)', 0.78],
          ],
          [
            ['22', 'cartons', 'Granola Bars 12ct', 'GB2611-07', '264 lb'],
            ['40', 'cases', 'Trail Mix 1lb', 'TM2611-12', '480 lb'],
          ],
          0.3,
        ),
      ]),
      'shipment',
      opts,
    );
    expect(x.rows.map((r) => r.material_quantity?.value)).toEqual([22, 40]);
  });

  it('keeps a receipt’s weight over its count of cases', () => {
    const roles = ['name', 'quantity', 'unit'] as const;
    const cols = [
      { heading: 'Item', cells: ['Flour', 'Sugar'] },
      { heading: 'Cases', cells: ['10', '4'] },
      { heading: 'Net wt (lb)', cells: ['500', '200'] },
    ];
    expect(assignColumns(cols, roles, {}, { weightOverCount: true })[2]).toBe('quantity');
    expect(assignColumns(cols, roles, {}, { countOverWeight: true })[1]).toBe('quantity');
  });
});

describe('a heading naming a role of names over a column of codes: its cells decide', () => {
  it('takes codes under a maker’s heading for the lot when the supplier has its own column', () => {
    const roles = ['name', 'supplier', 'lot', 'quantity'] as const;
    const roleOf = assignColumns(
      [
        { heading: 'Vendor', cells: ['Acme Mills', 'Sunny Sugar Co'] },
        { heading: 'Ingredient', cells: ['Bread Flour', 'Cane Sugar'] },
        { heading: 'Mfr.', cells: ['AM-24811', 'SS3093B'] },
        { heading: 'Qty', cells: ['40', '60'] },
      ],
      roles,
      { suppliers: ['Acme Mills', 'Sunny Sugar Co'], materials: ['Bread Flour', 'Cane Sugar'] },
    );
    expect(roleOf).toEqual(['supplier', 'name', 'lot', 'quantity']);
  });
});

describe('header labels of pick tickets and lot releases', () => {
  it('reads a co-op pick ticket’s Member / Store as the customer', () => {
    const x = extractDocument(
      page([
        box('Member / Store: Valley Foods', 0.06, 0.08),
        box('Pick Date: 11/12/2026', 0.52, 0.08),
        ...table(
          [
            ['Description', 0.06],
            ['Pack Lot', 0.4],
            ['Cs Shipped', 0.6],
          ],
          [['Granola Bars 12ct', 'GB2611-07', '12']],
          0.3,
        ),
      ]),
      'shipment',
      opts,
    );
    expect(values(x.header)).toMatchObject({ customer_name: 'Valley Foods', shipment_date: '2026-11-12' });
  });

  it('reads a contract packer’s lot release: Released Lot, Item Released, Qty Released', () => {
    const x = extractDocument(
      page([
        box('LOT RELEASE RECORD', 0.06, 0.04),
        box('Released Lot: CP-26-1140', 0.06, 0.09),
        box('Item Released: Trail Mix 1lb', 0.52, 0.09),
        box('Mfg Date: 11/09/2026', 0.06, 0.13),
        box('Qty Released: 900 ea', 0.52, 0.13),
        ...table(
          [
            ['Raw Material', 0.06],
            ['RM Lot', 0.4],
            ['Qty Consumed', 0.6],
          ],
          [['Peanuts', 'PN-7731', '120']],
          0.3,
        ),
      ]),
      'production',
      opts,
    );
    expect(values(x.header)).toMatchObject({
      outgoing_lot: 'CP-26-1140',
      product_name: 'Trail Mix 1lb',
      quantity_produced: 900,
    });
  });
});
