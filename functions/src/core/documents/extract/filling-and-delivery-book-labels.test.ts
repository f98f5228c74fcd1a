import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';
import { parseDate } from './parse-date.ts';

const values = <T extends Record<string, { value: unknown }>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.value]));

describe('filling records, cheese makes and delivery books', () => {
  it('reads a preserve kitchen`s `Jar lot` as the output`s lot and `jars filled` as its count', () => {
    const x = extractDocument(
      page([
        box('filling record', 0.06, 0.04),
        box('date: 12/03/2026', 0.06, 0.09),
        box('product: Smoky Barbecue Sauce', 0.5, 0.09),
        box('jar lot: BBQ-1203', 0.06, 0.12),
        box('jars filled: 480', 0.5, 0.12),
        ...table(
          [
            ['ingredient', 0.06],
            ['lot', 0.4],
            ['qty (kg)', 0.62],
          ],
          [
            ['Tomato Paste', 'TP-4410', '42'],
            ['Glass Bottles 250ml', 'GB-2291', '480'],
          ],
          0.2,
        ),
      ]),
      'production',
      { dateOrder: 'auto', uploaded: '2026-03-14' },
    );
    expect(values(x.header)).toMatchObject({
      product_name: 'Smoky Barbecue Sauce',
      outgoing_lot: 'BBQ-1203',
      quantity_produced: 480,
    });
  });

  it('counts a cheese make`s `Wheels made`', () => {
    const x = extractDocument(
      page([
        box('MAKE SHEET', 0.06, 0.04),
        box('Make date: 03/12/2026', 0.06, 0.09),
        box('Vat lot: CH-0312-1', 0.06, 0.12),
        box('Wheels made: 18', 0.5, 0.12),
        ...table(
          [
            ['Input', 0.06],
            ['Lot #', 0.4],
            ['Amount', 0.62],
          ],
          [['Whole Milk', 'WM-0312', '1800']],
          0.2,
        ),
      ]),
      'production',
      { dateOrder: 'MDY', uploaded: '2026-03-14' },
    );
    expect(values(x.header)).toMatchObject({ outgoing_lot: 'CH-0312-1', quantity_produced: 18 });
  });

  it('reads a month-first `11/` written as one `M` (`M 23/26`)', () => {
    expect(parseDate('M 23/26', 'MDY')?.iso).toBe('2026-11-23');
    // A guess: the date is kept doubtful.
    expect(parseDate('M 23/26', 'MDY')?.clean).toBe(false);
  });

  it('reads a month`s first `1` written as an `M` glued to its second digit (`M1/20/26`)', () => {
    expect(parseDate('M1/20/26', 'MDY')).toEqual({ iso: '2026-11-20', clean: false });
    expect(parseDate('M2/04/2026', 'MDY')?.iso).toBe('2026-12-04');
    // Not a month then: no guess.
    expect(parseDate('M5/20/26', 'MDY')).toBeNull();
  });

  it('takes a delivery book`s `To:` for the shipment`s customer', () => {
    const x = extractDocument(
      page([
        box('DELIVERY BOOK', 0.06, 0.04),
        box('Date: 14/03/2026', 0.06, 0.09),
        box('To: Riverside Deli', 0.5, 0.09),
        ...table(
          [
            ['Qty', 0.06],
            ['Item', 0.2],
            ['Lot', 0.55],
          ],
          [
            ['10', 'Rye Loaf', 'RL-1403'],
            ['24', 'Fruit Scone', 'FS-1403'],
          ],
          0.18,
        ),
      ]),
      'shipment',
      { dateOrder: 'auto', uploaded: '2026-03-14' },
    );
    expect(values(x.header)).toMatchObject({ customer_name: 'Riverside Deli', shipment_date: '2026-03-14' });
  });
});
