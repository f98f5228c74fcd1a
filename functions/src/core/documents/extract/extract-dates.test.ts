import { describe, expect, it } from 'vitest';
import { extractDocument, ORDER_BY_PLAUSIBILITY } from './extract-document.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';

/** A US running receiving log: four rows dated month first with two-digit years. */
const usLog = (dates: string[]) =>
  page([
    box('RECEIVING LOG', 0.06, 0.05),
    ...table(
      [
        ['Date', 0.06],
        ['Supplier', 0.2],
        ['Material', 0.42],
        ['Qty', 0.7],
        ['Unit', 0.82],
      ],
      dates.map((d, i) => [d, 'Valley Mills', `Flour ${i}`, '2000', 'lb']),
      0.2,
    ),
  ]);

describe('extractDocument: dates in automatic order', () => {
  const auto = { dateOrder: 'auto', uploaded: '2026-11-26' } as const;

  it('reads 11/25/26 month first: the page cannot be read day first', () => {
    const x = extractDocument(usLog(['11/25/26', '11/25/26', '11/02/26', '11/25/26']), 'goods_receipt', auto);
    expect(x.rows.map((r) => r.receipt_date.value)).toEqual([
      '2026-11-25',
      '2026-11-25',
      '2026-11-02',
      '2026-11-25',
    ]);
    // Decided by a date that can only be read one way: not doubtful.
    expect(x.rows[2]!.receipt_date.confidence).toBe(0.95);
  });

  it('lets a day-first date on the page fix the order of the header date', () => {
    const x = extractDocument(
      page([box('Date received: 03/02/2026', 0.06, 0.1), box('Note: re-delivery of 18/01/2026', 0.06, 0.14)]),
      'goods_receipt',
      auto,
    );
    expect(x.header.receipt_date.value).toBe('2026-02-03');
  });

  it('reads a date that could go either way as the plausible one, and marks it doubtful', () => {
    const x = extractDocument(page([box('Date received: 01/12/2026', 0.06, 0.1)]), 'goods_receipt', {
      dateOrder: 'auto',
      uploaded: '2026-01-14',
    });
    expect(x.header.receipt_date.value).toBe('2026-01-12');
    expect(x.header.receipt_date.confidence).toBeCloseTo(0.95 * ORDER_BY_PLAUSIBILITY);
  });

  it('follows a fixed order even when the reading lands after the upload', () => {
    const x = extractDocument(page([box('Date received: 01/12/2026', 0.06, 0.1)]), 'goods_receipt', {
      dateOrder: 'DMY',
    });
    expect(x.header.receipt_date).toMatchObject({ value: '2026-12-01', confidence: 0.95 });
  });
});
