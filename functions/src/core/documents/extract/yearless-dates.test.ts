import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';
import { completeYear, isYearless, yearlessEvidence } from './yearless-dates.ts';

const log = (header: string[], dates: string[]) =>
  page([
    ...header.map((h, i) => box(h, 0.06, 0.08 + i * 0.03)),
    ...table(
      [
        ['Date', 0.06],
        ['Supplier', 0.2],
        ['Item', 0.42],
        ['Lot #', 0.62],
        ['Qty', 0.8],
      ],
      dates.map((d, i) => [d, 'Valley Mills', 'Wheat Flour', `VM-40${i}`, '20 bags']),
      0.2,
    ),
  ]);

describe('dates written without their year (a running receiving log)', () => {
  it('takes the year of the log\'s own date: "11/25" under "Week of: 11/23/2026"', () => {
    const x = extractDocument(log(['Week of: 11/23/2026'], ['11/25', '11/26/']), 'goods_receipt', {
      dateOrder: 'auto',
      uploaded: '2026-11-27',
    });
    expect(x.rows.map((r) => r.receipt_date.value)).toEqual(['2026-11-25', '2026-11-26']);
    // The year was supplied: review checks it.
    expect(x.rows[0]!.receipt_date.confidence).toBeLessThan(0.85);
  });

  it('reads day-first and month-name dates by the page and never puts one after the upload', () => {
    // Photographed on 3 January: 28/12 and 30 Dec are last year's, 2/1 this year's.
    const x = extractDocument(log([], ['28/12', '30 Dec', '2/1']), 'goods_receipt', {
      dateOrder: 'DMY',
    });
    // Without an upload day the first full date anchors; there is none: the dates stay unread.
    expect(x.rows.map((r) => r.receipt_date.value)).toEqual([null, null, null]);
    const y = extractDocument(log([], ['28/12', '30 Dec', '2/1']), 'goods_receipt', {
      dateOrder: 'auto',
      uploaded: '2027-01-03',
    });
    expect(y.rows.map((r) => r.receipt_date.value)).toEqual(['2026-12-28', '2026-12-30', '2027-01-02']);
  });

  it('knows what is not a year-less date', () => {
    for (const text of ['11/25', '25 Nov', 'Nov 25th', '17/10/']) expect(isYearless(text)).toBe(true);
    for (const text of ['13/13', '25 kg', '1/2/3', 'Nov', 'L2403-11', '40/45'])
      expect(isYearless(text)).toBe(false);
    // 1 February is after a 5 January upload: last year's.
    expect(completeYear('2/1', 'MDY', '2026-12-30', '2027-01-05')).toBe('2026-02-01');
    expect(yearlessEvidence('28/12')).toBe('DMY');
    expect(yearlessEvidence('12/28')).toBe('MDY');
    expect(yearlessEvidence('2/1')).toBe('ambiguous');
  });

  it('reads a log`s date after its weekday (`Fri 20 Nov`, `F 20/11`, `Wed. 4 Nov`)', () => {
    expect(completeYear('Fri 20 Nov', 'DMY', '2026-11-29')).toBe('2026-11-20');
    expect(completeYear('F 20/11', 'DMY', '2026-11-29')).toBe('2026-11-20');
    expect(completeYear('Wed. 4 Nov', 'DMY', '2026-11-29')).toBe('2026-11-04');
    // A word that is no weekday still makes no date.
    expect(isYearless('Lot 20 Nov')).toBe(false);
    expect(isYearless('Fri')).toBe(false);
  });

  it('reads a date whose four-digit year was cut short ("Dec. 4, 202") as year-less', () => {
    for (const text of ['Dec. 4, 202', '4 Dec 202', '12/04/202']) expect(isYearless(text)).toBe(true);
    const x = extractDocument(log(['Delivered: Dec. 4, 202'], ['12/04/202', 'Dec 5, 202']), 'goods_receipt', {
      dateOrder: 'auto',
      uploaded: '2026-12-07',
    });
    expect(x.header.receipt_date.value).toBe('2026-12-04');
    expect(x.rows.map((r) => r.receipt_date.value)).toEqual(['2026-12-04', '2026-12-05']);
    expect(x.header.receipt_date.confidence).toBeLessThan(0.85);
  });
});
