import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';

const values = <T extends Record<string, { value: unknown }>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.value]));

describe('extractDocument: headings as real forms write them', () => {
  it('reads a shipping form whose quantities are Cases and lots are Batch no.', () => {
    const x = extractDocument(
      page([
        box('PACKING SLIP', 0.06, 0.05),
        box('Ship to:', 0.06, 0.1),
        box('Harbor Market Co-op', 0.16, 0.1),
        box('Ship date:', 0.6, 0.1),
        box('Nov 24, 2026', 0.72, 0.1),
        ...table(
          [
            ['Item', 0.06],
            ['Batch no.', 0.45],
            ['Cases', 0.7],
          ],
          [
            ['Oat Cookies 12ct', 'FG-560A', '40'],
            ['Granola Bars', 'FG-439A', '12'],
          ],
          0.2,
        ),
      ]),
      'shipment',
      { dateOrder: 'auto', uploaded: '2026-11-26' },
    );
    expect(values(x.header)).toEqual({ customer_name: 'Harbor Market Co-op', shipment_date: '2026-11-24' });
    expect(x.rows.map(values)).toEqual([
      // The heading says what is counted: cases.
      {
        material_name: 'Oat Cookies 12ct',
        material_lot_code: 'FG-560A',
        material_quantity: 40,
        unit: 'case',
      },
      { material_name: 'Granola Bars', material_lot_code: 'FG-439A', material_quantity: 12, unit: 'case' },
    ]);
  });

  it('keeps our lot and the supplier\u2019s apart and reads their dates, a use-by telling the date order', () => {
    const x = extractDocument(
      page(
        table(
          [
            ['Date in', 0.03],
            ['Vendor', 0.13],
            ['Product', 0.3],
            ['Our lot', 0.45],
            ['Vendor lot', 0.58],
            ['Use by', 0.72],
            ['Qty', 0.86],
          ],
          [
            ['11/05/26', 'Valley Mills', 'Wheat Flour', 'RM-2411-01', 'L2403-117', '11/30/27', '40'],
            ['11/06/26', 'Acme Foods', 'Cane Sugar', 'RM-2411-02', 'AB12345', '', '25'],
          ],
          0.2,
        ),
      ),
      'goods_receipt',
      { dateOrder: 'auto', uploaded: '2026-11-26' },
    );
    expect(x.rows.map(values)).toEqual([
      {
        supplier_name: 'Valley Mills',
        material_name: 'Wheat Flour',
        lot_code: 'RM-2411-01',
        po_number: null,
        quantity: 40,
        unit: null,
        // 11/30/27 can only be month first: so are the receipt dates, 5 and 6 November.
        receipt_date: '2026-11-05',
        supplier_lot_code: 'L2403-117',
        supplier_use_by: '2027-11-30',
        supplier_best_before: null,
        supplier_production_date: null,
      },
      {
        supplier_name: 'Acme Foods',
        material_name: 'Cane Sugar',
        lot_code: 'RM-2411-02',
        po_number: null,
        quantity: 25,
        unit: null,
        receipt_date: '2026-11-06',
        supplier_lot_code: 'AB12345',
        supplier_use_by: null,
        supplier_best_before: null,
        supplier_production_date: null,
      },
    ]);
  });

  it('leaves a use-by out of the plausibility of the date order: it lies after the upload', () => {
    // Nothing unambiguous. Read month first, the receipt (10/03/26) would be in October, after
    // the upload; day first it is 10 March. The use-bys are after the upload either way round
    // (1 December or 12 January...): counted, they would outvote the receipt date.
    const x = extractDocument(
      page([
        box('Date received:', 0.06, 0.1),
        box('10/03/26', 0.25, 0.1),
        ...table(
          [
            ['Item', 0.06],
            ['Lot', 0.4],
            ['Use by', 0.6],
            ['Qty', 0.85],
          ],
          [
            ['Wheat Flour', 'RM-1', '01/12/26', '40'],
            ['Cane Sugar', 'RM-2', '02/11/26', '25'],
          ],
          0.2,
        ),
      ]),
      'goods_receipt',
      { dateOrder: 'auto', uploaded: '2026-03-20' },
    );
    expect(x.header.receipt_date.value).toBe('2026-03-10');
    expect(x.rows.map((r) => r.supplier_use_by?.value)).toEqual(['2026-12-01', '2026-11-02']);
  });

  it('reads a receiving log with Vendor, Supplier lot and Qty, past a Temp column', () => {
    const x = extractDocument(
      page(
        table(
          [
            ['Date in', 0.04],
            ['Vendor', 0.16],
            ['Product', 0.36],
            ['Supplier lot', 0.56],
            ['Qty', 0.74],
            ['Temp', 0.86],
          ],
          [
            ['11/25/26', 'Valley Mills', 'Wheat Flour', 'L2403-117', '40', '38F'],
            ['11/25/26', 'Acme Foods', 'Cane Sugar', 'AB12345', '25', '40F'],
          ],
          0.2,
        ),
      ),
      'goods_receipt',
      { dateOrder: 'auto', uploaded: '2026-11-26' },
    );
    expect(x.rows.map(values)).toEqual([
      {
        supplier_name: 'Valley Mills',
        material_name: 'Wheat Flour',
        lot_code: 'L2403-117',
        po_number: null,
        quantity: 40,
        unit: null,
        receipt_date: '2026-11-25',
        supplier_lot_code: 'L2403-117',
        supplier_use_by: null,
        supplier_best_before: null,
        supplier_production_date: null,
      },
      {
        supplier_name: 'Acme Foods',
        material_name: 'Cane Sugar',
        lot_code: 'AB12345',
        po_number: null,
        quantity: 25,
        unit: null,
        receipt_date: '2026-11-25',
        supplier_lot_code: 'AB12345',
        supplier_use_by: null,
        supplier_best_before: null,
        supplier_production_date: null,
      },
    ]);
  });

  it('reads header values written under their labels', () => {
    const x = extractDocument(
      page([
        box('Consignee', 0.06, 0.1),
        box('Dispatched', 0.55, 0.1),
        box('Northside Grocers', 0.06, 0.13),
        box('18.11.2026', 0.55, 0.13),
        ...table(
          [
            ['Product', 0.06],
            ['Lot', 0.45],
            ['Qty', 0.7],
          ],
          [['Oat Cookies', 'FG-560A', '40']],
          0.25,
        ),
      ]),
      'shipment',
      { dateOrder: 'auto', uploaded: '2026-11-26' },
    );
    expect(values(x.header)).toEqual({ customer_name: 'Northside Grocers', shipment_date: '2026-11-18' });
  });
});

describe('extractDocument: the heading row among other rows', () => {
  it("takes the items' headings, not header boxes just above them, and unit words below do not tilt it", () => {
    const x = extractDocument(
      page([
        box('Customer', 0.06, 0.3),
        box('Invoice date', 0.55, 0.3),
        box('C-1002', 0.06, 0.315),
        box('8-9-2026', 0.55, 0.315),
        ...table(
          [
            ['Item', 0.06],
            ['Description', 0.2],
            ['Unit price', 0.6],
            ['Quantity', 0.75],
          ],
          [
            ['E103184', 'Rolled Oats 25 kg', '49,99', '2 cases'],
            ['E103560', 'Cane Sugar', '12,00', '1 cases'],
          ],
          0.345,
          0.014,
        ),
      ]),
      'goods_receipt',
      { dateOrder: 'DMY' },
    );
    expect(x.rows.map((r) => [r.material_name.value, r.quantity.value, r.unit.value])).toEqual([
      ['Rolled Oats 25 kg', 2, 'case'],
      ['Cane Sugar', 1, 'case'],
    ]);
  });
});

describe('extractDocument: what is not a line item', () => {
  it('keeps notes, totals and signature lines out of the rows, and the zeros of 2000 in the quantity', () => {
    const x = extractDocument(
      page([
        ...table(
          [
            ['Date', 0.06],
            ['Supplier', 0.2],
            ['Material', 0.42],
            ['Qty', 0.66],
            ['Unit', 0.8],
          ],
          [
            ['11/25/26', 'Valley Mills', 'Wheat Flour', '20', 'oo|cnit'],
            ['11/25/26', 'Acme Foods', 'Cane Sugar', '25', 'lb'],
          ],
          0.2,
        ),
        box('OK - all sealed', 0.08, 0.33),
        box('Received by: ________', 0.06, 0.4),
      ]),
      'goods_receipt',
      { dateOrder: 'auto', uploaded: '2026-11-26' },
    );
    expect(x.rows.map((r) => [r.material_name.value, r.quantity.value, r.unit.raw])).toEqual([
      ['Wheat Flour', 2000, 'cnit'],
      ['Cane Sugar', 25, 'lb'],
    ]);
    expect(x.rows[0]!.quantity.confidence).toBeLessThan(0.8);
  });
});
