import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document.ts';
import { box, page, table, tilt } from './layout-fixtures.test-support.ts';
import type { Extraction } from './types.ts';

const values = (fields: Record<string, { value: unknown }>) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.value]));
const rows = (x: Extraction) => x.rows.map((r) => values(r as unknown as Record<string, { value: unknown }>));

const receivingLog = () => [
  box('RECEIVING LOG', 0.06, 0.05),
  box('BatchPath Foods Ltd - 12 Mill Road', 0.06, 0.08),
  box('Supplier:', 0.06, 0.13),
  box('Acme Foods', 0.16, 0.13),
  box('Date received:', 0.5, 0.13),
  box('03/02/2026', 0.63, 0.13),
  box('PO #: PO-4471', 0.06, 0.17),
  ...table(
    [
      ['Material', 0.06],
      ['Lot #', 0.4],
      ['Quantity', 0.6],
      ['Unit', 0.8],
    ],
    [
      ['Wheat Flour', 'L2403-117', '1,5', 'kg'],
      ['Cane Sugar', 'AB12345', '25', 'lbs'],
      ['Kraft Box', '', '200', 'pcs'],
    ],
    0.25,
  ),
  box('Checked by: J. Smith', 0.06, 0.55),
];

/** A running log's column headings, for rows placed by hand. */
const runningLogHeadings = () =>
  table(
    [
      ['Date', 0.06],
      ['Supplier', 0.2],
      ['Material', 0.42],
      ['Qty', 0.7],
      ['Unit', 0.82],
    ],
    [],
    0.2,
  );

describe('extractDocument: goods receipt', () => {
  it('reads the header, the rows by column, and gives rows the header supplier, PO and date', () => {
    const x = extractDocument(page(receivingLog()), 'goods_receipt', { dateOrder: 'DMY' });
    expect(values(x.header)).toEqual({
      supplier_name: 'Acme Foods',
      receipt_date: '2026-02-03',
      po_number: 'PO-4471',
    });
    expect(rows(x)).toEqual([
      {
        supplier_name: 'Acme Foods',
        material_name: 'Wheat Flour',
        lot_code: 'L2403-117',
        po_number: 'PO-4471',
        quantity: 1.5,
        unit: 'kg',
        receipt_date: '2026-02-03',
        supplier_lot_code: null,
        supplier_use_by: null,
        supplier_best_before: null,
        supplier_production_date: null,
      },
      {
        supplier_name: 'Acme Foods',
        material_name: 'Cane Sugar',
        lot_code: 'AB12345',
        po_number: 'PO-4471',
        quantity: 25,
        unit: 'lb',
        receipt_date: '2026-02-03',
        supplier_lot_code: null,
        supplier_use_by: null,
        supplier_best_before: null,
        supplier_production_date: null,
      },
      {
        supplier_name: 'Acme Foods',
        material_name: 'Kraft Box',
        lot_code: null,
        po_number: 'PO-4471',
        quantity: 200,
        unit: 'each',
        receipt_date: '2026-02-03',
        supplier_lot_code: null,
        supplier_use_by: null,
        supplier_best_before: null,
        supplier_production_date: null,
      },
    ]);
    expect(x.rows[0]!.quantity).toEqual({ value: 1.5, raw: '1,5', confidence: 0.95 });
  });

  it('reads numeric dates in the company order', () => {
    const x = extractDocument(page(receivingLog()), 'goods_receipt', { dateOrder: 'MDY' });
    expect(x.header.receipt_date.value).toBe('2026-03-02');
  });

  it('undoes the skew of a tilted photo', () => {
    for (const slope of [0.035, -0.035]) {
      const x = extractDocument(page(tilt(receivingLog(), slope)), 'goods_receipt', { dateOrder: 'DMY' });
      expect(rows(x).map((r) => [r.material_name, r.lot_code, r.quantity, r.unit])).toEqual([
        ['Wheat Flour', 'L2403-117', 1.5, 'kg'],
        ['Cane Sugar', 'AB12345', 25, 'lb'],
        ['Kraft Box', null, 200, 'each'],
      ]);
      expect(x.header.supplier_name.value).toBe('Acme Foods');
    }
  });

  it('splits one OCR box that runs across a ruling into the columns its words fall in', () => {
    const lines = [
      ...runningLogHeadings(),
      box('04/13/26 Green Leaf Organics', 0.065, 0.24, { width: 0.42 }),
      box('Almonds', 0.425, 0.24),
      box('12', 0.705, 0.24),
      box('kg', 0.825, 0.24),
    ];
    const x = extractDocument(page(lines), 'goods_receipt', { dateOrder: 'MDY' });
    expect(rows(x)).toEqual([
      {
        supplier_name: 'Green Leaf Organics',
        material_name: 'Almonds',
        lot_code: null,
        po_number: null,
        quantity: 12,
        unit: 'kg',
        receipt_date: '2026-04-13',
        supplier_lot_code: null,
        supplier_use_by: null,
        supplier_best_before: null,
        supplier_production_date: null,
      },
    ]);
  });

  it('takes the unit from the quantity cell when the table has no unit column', () => {
    const lines = table(
      [
        ['Item', 0.06],
        ['Qty', 0.6],
      ],
      [
        ['Butter', '1.5kg'],
        ['Honey', '12 Lbs'],
      ],
      0.2,
    );
    const x = extractDocument(page(lines), 'goods_receipt', { dateOrder: 'DMY' });
    expect(rows(x).map((r) => [r.material_name, r.quantity, r.unit])).toEqual([
      ['Butter', 1.5, 'kg'],
      ['Honey', 12, 'lb'],
    ]);
  });

  it('lowers the confidence of repaired values and keeps unreadable ones as raw text with none', () => {
    const lines = table(
      [
        ['Material', 0.06],
        ['Qty', 0.6],
        ['Unit', 0.8],
      ],
      [['Salt', '1O', 'k9s']],
      0.2,
    );
    const x = extractDocument(page(lines), 'goods_receipt', { dateOrder: 'DMY' });
    expect(x.rows[0]!.quantity.value).toBe(10);
    expect(x.rows[0]!.quantity.confidence).toBeLessThan(0.95);
    const unreadable = extractDocument(
      page(
        table(
          [
            ['Material', 0.06],
            ['Qty', 0.6],
          ],
          [['Salt', 'lots']],
          0.2,
        ),
      ),
      'goods_receipt',
      { dateOrder: 'DMY' },
    );
    expect(unreadable.rows[0]!.quantity).toEqual({ value: null, raw: 'lots', confidence: 0 });
  });

  it('finds no rows without a table, and still reads the header', () => {
    const x = extractDocument(page([box('Supplier: Valley Mills', 0.06, 0.1)]), 'goods_receipt', {
      dateOrder: 'DMY',
    });
    expect(x.rows).toEqual([]);
    expect(x.header.supplier_name.value).toBe('Valley Mills');
    expect(x.header.receipt_date).toEqual({ value: null, raw: '', confidence: 0 });
  });

  it('cuts a word read across a ruling where the ruling or a change from digits to letters is', () => {
    const lines = [
      ...runningLogHeadings(),
      // The ruling read as `/` (a date's own slashes stay), or no gap at all between date and name.
      box('13/04/26/Valley Mills', 0.105, 0.24, { width: 0.25 }),
      box('Almonds', 0.425, 0.24),
      box('12', 0.705, 0.24),
      box('14-4-26Acme', 0.11, 0.28, { width: 0.14 }),
      box('Almonds', 0.425, 0.28),
      box('3', 0.705, 0.28),
    ];
    const x = extractDocument(page(lines), 'goods_receipt', { dateOrder: 'DMY' });
    expect(rows(x).map((r) => [r.receipt_date, r.supplier_name])).toEqual([
      ['2026-04-13', 'Valley Mills'],
      ['2026-04-14', 'Acme'],
    ]);
  });

  it('reads the value after a stray colon read beside the label', () => {
    const x = extractDocument(page([box('Date received: : 03/02/2026', 0.06, 0.1)]), 'goods_receipt', {
      dateOrder: 'DMY',
    });
    expect(x.header.receipt_date.value).toBe('2026-02-03');
  });

  it('recognises a label misread by a letter or two before its colon, not a word far from any', () => {
    const read = (text: string) =>
      extractDocument(page([box(text, 0.06, 0.1)]), 'goods_receipt', { dateOrder: 'DMY' }).header
        .supplier_name.value;
    expect(read('Sulier: Harbor Sugar Inc')).toBe('Harbor Sugar Inc');
    expect(read('Signed: Harbor Sugar Inc')).toBeNull();
  });
});

describe('extractDocument: production', () => {
  it('reads product, date, outgoing lot and the quantity produced with its unit', () => {
    const lines = [
      box('PRODUCTION BATCH SHEET', 0.06, 0.05),
      box('Product: Oat Cookies', 0.06, 0.12),
      box('Date: 2026-05-04', 0.55, 0.12),
      box('Batch / Lot #: B-7731', 0.06, 0.16),
      box('Quantity produced: 480 kg', 0.55, 0.16),
      ...table(
        [
          ['Ingredient / Material', 0.06],
          ['Lot #', 0.45],
          ['Amount used', 0.65],
          ['Unit', 0.85],
        ],
        [
          ['Rolled Oats', 'L1-200', '300', 'kg'],
          ['Honey', 'H-88', '12,5', 'L'],
        ],
        0.24,
      ),
    ];
    const x = extractDocument(page(lines), 'production', { dateOrder: 'MDY' });
    expect(values(x.header)).toEqual({
      product_name: 'Oat Cookies',
      production_date: '2026-05-04',
      outgoing_lot: 'B-7731',
      quantity_produced: 480,
      quantity_unit: 'kg',
    });
    expect(rows(x)).toEqual([
      { material_name: 'Rolled Oats', material_lot: 'L1-200', amt_used: 300, unit: 'kg' },
      { material_name: 'Honey', material_lot: 'H-88', amt_used: 12.5, unit: 'L' },
    ]);
  });
});

describe('extractDocument: shipment', () => {
  it('reads two labels on one line and stops the table at the footer', () => {
    const lines = [
      box('Customer: Corner Market Ship date: 7 Mar 2026', 0.06, 0.1, { width: 0.6 }),
      ...table(
        [
          ['Product', 0.06],
          ['Lot #', 0.45],
          ['Qty', 0.65],
          ['Unit', 0.8],
        ],
        [
          ['Oat Cookies', 'OC-0301', '24', 'cases'],
          ['Honey Granola', 'HG-0228', '6', 'box'],
        ],
        0.2,
      ),
      box('Total: 30', 0.06, 0.4),
      box('Signature', 0.06, 0.45),
    ];
    const x = extractDocument(page(lines), 'shipment', { dateOrder: 'DMY' });
    expect(values(x.header)).toEqual({ customer_name: 'Corner Market', shipment_date: '2026-03-07' });
    expect(rows(x)).toEqual([
      { material_name: 'Oat Cookies', material_lot_code: 'OC-0301', material_quantity: 24, unit: 'case' },
      { material_name: 'Honey Granola', material_lot_code: 'HG-0228', material_quantity: 6, unit: 'box' },
    ]);
  });
});

describe('extractDocument: quantities with units glued on', () => {
  it('reads 15.00g as 15 g, not as a slip for 15.009', () => {
    const lines = table(
      [
        ['Item', 0.06],
        ['Qty', 0.6],
      ],
      [
        ['Truffles', '15.00g'],
        ['Salt', '1O'],
      ],
      0.2,
    );
    const x = extractDocument(page(lines), 'goods_receipt', { dateOrder: 'DMY' });
    expect(rows(x).map((r) => [r.quantity, r.unit])).toEqual([
      [15, 'g'],
      [10, null],
    ]);
  });
});
