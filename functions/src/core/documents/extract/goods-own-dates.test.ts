import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';

const values = <T extends Record<string, { value: unknown }>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.value]));
const opts = { dateOrder: 'auto' as const, uploaded: '2026-11-26' };

describe('a column of the goods` own production dates on a receipt', () => {
  it.each(['Produced On', 'Packed On', 'Killed On'])(
    'takes `%s` for when the goods were made, not when they came',
    (heading) => {
      // A meat buyer's receiving sheet: the plant's pack date per carton line, the receipt dated once.
      const x = extractDocument(
        page([
          box('RECEIVING SHEET', 0.06, 0.04),
          box('Supplier: Bluegrass Packing Co', 0.06, 0.08),
          box('Date received: 11/24/2026', 0.06, 0.11),
          ...table(
            [
              ['Product', 0.06],
              ['Lot', 0.36],
              ['Weight (lb)', 0.56],
              [heading, 0.74],
            ],
            [
              ['Pork Butt Bone-In', 'BG-44817', '612.4', '11/18/2026'],
              ['Beef Brisket', 'BG-44822', '388.0', '11/19/2026'],
            ],
            0.2,
          ),
        ]),
        'goods_receipt',
        opts,
      );
      expect(x.rows.map(values).map((r) => [r.lot_code, r.quantity, r.receipt_date])).toEqual([
        ['BG-44817', 612.4, '2026-11-24'],
        ['BG-44822', 388, '2026-11-24'],
      ]);
    },
  );
});

describe('a heading`s last word set a letter apart by the reader', () => {
  // A reader that gives a line's box alone cuts its words at spaces in proportion to their letters.
  const big = (text: string, left: number, top: number) =>
    box(text, left, top, { width: text.length * 0.0107, height: 0.012 });
  const cell = (text: string, left: number, top: number) => box(text, left, top, { height: 0.012 });

  it('keeps `Packed On` one heading, so the column stays the goods` own date', () => {
    const x = extractDocument(
      page([
        box('Supplier: Bluegrass Packing Co', 0.06, 0.08),
        box('Date received: 11/24/2026', 0.06, 0.11),
        big('Product', 0.06, 0.2),
        big('Lot', 0.36, 0.2),
        big('Weight (lb)', 0.52, 0.2),
        big('Packed On', 0.74, 0.2),
        cell('Pork Butt Bone-In', 0.06, 0.24),
        cell('BG-44817', 0.36, 0.24),
        cell('612.4', 0.52, 0.24),
        cell('11/18/2026', 0.74, 0.24),
        cell('Beef Brisket', 0.06, 0.28),
        cell('BG-44822', 0.36, 0.28),
        cell('388.0', 0.52, 0.28),
        cell('11/19/2026', 0.74, 0.28),
      ]),
      'goods_receipt',
      opts,
    );
    expect(x.rows.map(values).map((r) => [r.lot_code, r.receipt_date])).toEqual([
      ['BG-44817', '2026-11-24'],
      ['BG-44822', '2026-11-24'],
    ]);
  });
});
