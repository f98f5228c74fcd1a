import { describe, expect, it } from 'vitest';
import type { LayoutLine } from '../layout.ts';
import { extractDocument } from './extract-document.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';

const opts = { dateOrder: 'auto' as const, uploaded: '2026-11-26' };
const items = table(
  [
    ['Item', 0.06],
    ['Lot no.', 0.4],
    ['Qty', 0.6],
    ['UOM', 0.8],
  ],
  [
    ['Cane Sugar', 'CS-2231', '40', 'bags'],
    ['Sea Salt', 'SS-118', '12', 'kg'],
  ],
  0.4,
);

/** A word of a value, placed on its own (OCR gives each word its box). */
const word = (text: string, left: number, top: number): LayoutLine => box(text, left, top);

describe('header values written in boxes under their labels (goods-in forms)', () => {
  it('reads a supplier left to right though the photo tilts its words out of height order', () => {
    // A receiving report photographed a little turned: each word of the name sits higher than the last.
    const x = extractDocument(
      page([
        box('DELIVERED BY', 0.06, 0.1),
        word('Harbor', 0.06, 0.126),
        word('Sugar', 0.13, 0.1235),
        word('Inc', 0.19, 0.121),
        ...items,
      ]),
      'goods_receipt',
      opts,
    );
    expect(x.header.supplier_name.value).toBe('Harbor Sugar Inc');
  });

  it('keeps a PO box to its own value when the date box beside it is printed a little lower', () => {
    const x = extractDocument(
      page([
        box('PO #', 0.06, 0.1),
        box('DATE', 0.5, 0.112),
        box('PO-72424', 0.06, 0.118),
        box('10/01/2026', 0.5, 0.13),
        ...items,
      ]),
      'goods_receipt',
      opts,
    );
    expect(x.header.po_number.value).toBe('PO-72424');
    expect(x.header.receipt_date.value).toBe('2026-10-01');
  });

  it('takes "Week beginning" and "Week commencing" as the log\'s date', () => {
    for (const label of ['Week beginning', 'Week commencing']) {
      const x = extractDocument(
        page([box(`${label}: 09/14/2026`, 0.06, 0.1), ...items]),
        'goods_receipt',
        opts,
      );
      expect(x.header.receipt_date.value).toBe('2026-09-14');
    }
  });
});

describe("a batch record's boxed header", () => {
  it('reads a yield under a boxed label that names its unit, "YIELD (KG)"', () => {
    const x = extractDocument(
      page([
        box('LOT ASSIGNED', 0.09, 0.106),
        box('RECIPE', 0.51, 0.116),
        box('JF 57112', 0.09, 0.122),
        box('Sourdough Loaf', 0.51, 0.129),
        box('YIELD (KG)', 0.09, 0.147),
        box('BATCH DATE', 0.51, 0.155),
        box('261', 0.08, 0.164),
        box('2026-11-06', 0.52, 0.171),
        ...items,
      ]),
      'production',
      opts,
    );
    expect(Object.fromEntries(Object.entries(x.header).map(([f, v]) => [f, v.value]))).toEqual({
      product_name: 'Sourdough Loaf',
      production_date: '2026-11-06',
      outgoing_lot: 'JF57112',
      quantity_produced: 261,
      quantity_unit: 'kg',
    });
  });
});
