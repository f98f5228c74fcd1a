import { describe, expect, it } from 'vitest';
import { extractDocument, fitsType } from './extract-document.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';

const values = <T extends Record<string, { value: unknown }>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.value]));
const opts = { dateOrder: 'auto' as const, uploaded: '2026-11-26' };
const ingredients = table(
  [
    ['Ingredient', 0.06],
    ['Lot used', 0.4],
    ['Amount', 0.6],
    ['Unit', 0.8],
  ],
  [
    ['Rolled Oats', 'RO-2231', '12.5', 'kg'],
    ['Clover Honey', 'HN-118', '3', 'kg'],
  ],
  0.4,
);

describe('production header labels as bakeries and co-packers word them', () => {
  it('reads a blending record\'s output from "Net weight (lb)", its unit from the label as read ("Ib")', () => {
    const x = extractDocument(
      page([
        box('BLENDING RECORD', 0.1, 0.05),
        box('Batch date: Jun 10, 2026', 0.1, 0.119),
        box('Product: Oat Cookies', 0.52, 0.131),
        box('Baker: R. Kaur', 0.1, 0.158),
        box('Batch/ Lot: YF53305', 0.52, 0.171),
        box('Net weight (Ib): 925', 0.1, 0.197),
        box('Line: L3', 0.51, 0.21),
        ...ingredients,
      ]),
      'production',
      opts,
    );
    expect(values(x.header)).toEqual({
      product_name: 'Oat Cookies',
      outgoing_lot: 'YF53305',
      production_date: '2026-06-10',
      quantity_produced: 925,
      quantity_unit: 'lb',
    });
  });

  it('does not take the form title "Batch Production Record" for the batch code', () => {
    const x = extractDocument(
      page([
        box('BATCH PRODUCTION RECORD', 0.3, 0.04),
        box('Product: Honey Oat Bars', 0.06, 0.1),
        box('Lot assigned: HB-2611-04', 0.06, 0.14),
        box('Run date: 24 Nov 2026', 0.06, 0.18),
        box('Yield (kg): 96', 0.06, 0.22),
        ...ingredients,
      ]),
      'production',
      opts,
    );
    expect(values(x.header)).toMatchObject({
      product_name: 'Honey Oat Bars',
      outgoing_lot: 'HB-2611-04',
      production_date: '2026-11-24',
      quantity_produced: 96,
      quantity_unit: 'kg',
    });
  });

  it('takes the unit a quantity label counts in (Cases produced: 40)', () => {
    const x = extractDocument(
      page([box('Recipe: Rye Crackers', 0.06, 0.1), box('Cases produced: 40', 0.06, 0.14), ...ingredients]),
      'production',
      opts,
    );
    expect([x.header.quantity_produced.value, x.header.quantity_unit.value]).toEqual([40, 'case']);
  });

  it('reads Batch number, Date made and Units made, and Batch ID beside a "Batch Sheet" title', () => {
    const a = extractDocument(
      page([
        box('Product: Sourdough Loaf', 0.06, 0.1),
        box('Batch number: 2611-B07', 0.06, 0.14),
        box('Date made: 11/24/2026', 0.06, 0.18),
        box('Units made: 480 each', 0.06, 0.22),
        ...ingredients,
      ]),
      'production',
      opts,
    );
    expect(values(a.header)).toEqual({
      product_name: 'Sourdough Loaf',
      outgoing_lot: '2611-B07',
      production_date: '2026-11-24',
      quantity_produced: 480,
      quantity_unit: 'each',
    });
    const b = extractDocument(
      page([
        box('Batch Sheet', 0.3, 0.04),
        box('Item produced: Sourdough Loaf', 0.06, 0.1),
        box('Batch ID: 2611-B07', 0.06, 0.14),
        ...ingredients,
      ]),
      'production',
      opts,
    );
    expect(values(b.header)).toMatchObject({ product_name: 'Sourdough Loaf', outgoing_lot: '2611-B07' });
  });

  it('reads labels in boxes with the value below (Batch code, Total output)', () => {
    const x = extractDocument(
      page([
        box('Product', 0.06, 0.1),
        box('Batch code', 0.4, 0.1),
        box('Date', 0.7, 0.1),
        box('Sourdough Loaf', 0.06, 0.13),
        box('SD-1124', 0.4, 0.13),
        box('11/24/26', 0.7, 0.13),
        box('Total output', 0.06, 0.2),
        box('480', 0.06, 0.23),
        ...ingredients,
      ]),
      'production',
      opts,
    );
    expect(values(x.header)).toMatchObject({
      product_name: 'Sourdough Loaf',
      outgoing_lot: 'SD-1124',
      production_date: '2026-11-24',
      quantity_produced: 480,
    });
  });
});

describe('fitsType', () => {
  it('wants a digit in a code, a number in a quantity, a date in a date', () => {
    expect(fitsType('code', 'PRODUCTION RECORD')).toBe(false);
    expect(fitsType('code', 'LOT-2611')).toBe(true);
    expect(fitsType('number', 'Sourdough Loaf')).toBe(false);
    expect(fitsType('number', '1,250 kg')).toBe(true);
    expect(fitsType('date', 'Packing')).toBe(false);
    expect(fitsType('date', '11/24/2026')).toBe(true);
    expect(fitsType('date', '24 Nov 2026')).toBe(true);
  });
});

describe('readLabels: header labels abbreviated as clerks write them', () => {
  it.each([["Date rec'd:"], ['Rcvd:'], ['Recv date:'], ['Date of arrival:']])(
    '"Received from: Valley Mills   %s Nov 3, 2026" gives both, the supplier without the label',
    (label) => {
      const x = extractDocument(
        page([
          box('Received from: Valley Mills', 0.06, 0.08),
          box(`${label} Nov 3, 2026`, 0.5, 0.08),
          ...table(
            [
              ['Description', 0.06],
              ['Qty', 0.6],
            ],
            [['Wheat Flour', '40']],
            0.2,
          ),
        ]),
        'goods_receipt',
        { dateOrder: 'MDY' },
      );
      expect([x.header.supplier_name.value, x.header.receipt_date.value]).toEqual([
        'Valley Mills',
        '2026-11-03',
      ]);
    },
  );
});

describe('readLabels: a label no kind keeps, read in one box after a value', () => {
  it('ends the value: "Made on: 09/18/2026 Shift: 1st" is a sure date, "Ship to: ... Attn: ..." the customer alone', () => {
    const production = extractDocument(
      page([
        box('Production Batch Record', 0.06, 0.04),
        box('Product: Oat Cookies', 0.06, 0.08),
        box('Made on: 09/18/2026 Shift: 1st', 0.06, 0.12),
        ...ingredients,
      ]),
      'production',
      opts,
    );
    expect(production.header.production_date).toMatchObject({ value: '2026-09-18', raw: '09/18/2026' });
    expect(production.header.production_date.confidence).toBe(0.95);

    const shipment = extractDocument(
      page([
        box('Ship to: Corner Market Attn: R. Diaz', 0.06, 0.08),
        box('Ship date: Nov 3, 2026 Time: 10:30', 0.06, 0.12),
        ...table(
          [
            ['Item', 0.06],
            ['Lot #', 0.4],
            ['Cases', 0.6],
          ],
          [['Oat Cookies', 'FG-1018A', '24']],
          0.2,
        ),
      ]),
      'shipment',
      opts,
    );
    expect(values(shipment.header)).toMatchObject({
      customer_name: 'Corner Market',
      shipment_date: '2026-11-03',
    });
  });
});
