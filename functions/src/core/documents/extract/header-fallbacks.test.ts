import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';

const opts = { dateOrder: 'auto' as const, uploaded: '2026-11-26' };
const ingredients = table(
  [
    ['Ingredient', 0.06],
    ['Lot', 0.4],
    ['Qty', 0.6],
  ],
  [
    ['Bread Flour', 'KA-55012', '25 lb'],
    ['Sea Salt', 'SS-0931', '2 lb'],
  ],
  0.4,
);

describe('header fields by look and place, when no label names them', () => {
  it('takes the date and the batch code from a title line without colons', () => {
    const x = extractDocument(
      page([box('Baguettes - Made 11/24/2026   Batch FB2611-04', 0.06, 0.08), ...ingredients]),
      'production',
      opts,
    );
    expect(x.header.production_date.value).toBe('2026-11-24');
    expect(x.header.outgoing_lot.value).toBe('FB2611-04');
    // Found without a label: below the review bar, so it is checked.
    expect(x.header.outgoing_lot.confidence).toBeLessThan(0.85);
  });

  it('skips a best-before date and takes the receipt date and a PO number from the header band', () => {
    const x = extractDocument(
      page([
        box('Best before 03/02/2027', 0.06, 0.06),
        box('Delivered 11/24/2026 against PO 88213', 0.06, 0.1),
        ...ingredients,
      ]),
      'goods_receipt',
      opts,
    );
    expect(x.header.receipt_date.value).toBe('2026-11-24');
    expect(x.header.po_number.value).toMatch(/88213$/);
  });

  it('finds nothing in a header band without dates or codes', () => {
    const x = extractDocument(
      page([box('Morning shift - bakery', 0.06, 0.08), ...ingredients]),
      'production',
      opts,
    );
    expect(x.header.production_date.value).toBeNull();
    expect(x.header.outgoing_lot.value).toBeNull();
  });
});
