import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';
import { withLostStroke, withLostStrokes } from './lost-stroke-month.ts';

const values = <T extends Record<string, { value: unknown }>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.value]));

describe('a handwritten 11 or 12 read with a stroke fewer', () => {
  it('reads a receiving log`s `1/17/26` and `I/ 18/26`, uploaded on 20 November, as November', () => {
    // A deli's receiving log kept by hand: the two strokes of each `11` ran into one.
    const lines = [
      box('RECEIVING LOG', 0.06, 0.04),
      ...table(
        [
          ['Date', 0.06],
          ['Supplier', 0.18],
          ['Item', 0.4],
          ['Lot #', 0.6],
          ['Qty', 0.76],
          ['Unit', 0.86],
        ],
        [
          ['1/17/26', 'Harbor Fish Co', 'Cod Loins', 'HF-2231', '12', 'lb'],
          ['I/ 18/26', 'Harbor Fish Co', 'Salmon Sides', 'HF-2240', '20', 'lb'],
        ],
        0.14,
        0.04,
      ),
    ];
    const x = extractDocument(page(lines), 'goods_receipt', { dateOrder: 'MDY', uploaded: '2026-11-20' });
    expect(x.rows.map(values).map((r) => r.receipt_date)).toEqual(['2026-11-17', '2026-11-18']);
    // A guess: review sees it.
    expect(x.rows[0]!.receipt_date!.confidence).toBeLessThan(0.8);
  });

  it('puts the 1 back only where the date then lies in the weeks before the upload', () => {
    expect(withLostStroke('2026-01-26', '26/1/26', '2026-11-29')).toBe('2026-11-26');
    expect(withLostStroke('2026-02-04', '2/04/26', '2026-12-10')).toBe('2026-12-04');
    // Written with its zero: January as written.
    expect(withLostStroke('2026-01-23', '01/23/26', '2026-11-29')).toBeNull();
    // A January date uploaded in March is recent as read.
    expect(withLostStroke('2026-01-23', '1/23/26', '2026-03-02')).toBeNull();
    // November would lie after the upload.
    expect(withLostStroke('2026-01-23', '1/23/26', '2026-11-10')).toBeNull();
  });

  it('reads a date back only where another date on the page bears it out', () => {
    const uploaded = '2026-11-30';
    // A log's rows days apart: each read back beside the other.
    expect(
      withLostStrokes(
        [
          { iso: '2026-01-24', raw: '1/24/26' },
          { iso: '2026-01-26', raw: '1/26/26' },
        ],
        uploaded,
      ),
    ).toEqual(['2026-11-24', '2026-11-26']);
    // Beside a November date read as written: a January receipt on a page dated late reads so.
    expect(
      withLostStrokes(
        [
          { iso: '2026-11-19', raw: '11/19/26' },
          { iso: '2026-01-20', raw: '1/20/26' },
        ],
        uploaded,
      ),
    ).toEqual([null, null]);
    // A lone January date may be a sheet written in January: left as read.
    expect(withLostStrokes([{ iso: '2026-01-19', raw: '1/19/26' }], uploaded)).toEqual([null]);
    // Beside a date of June: nothing bears it out.
    expect(
      withLostStrokes(
        [
          { iso: '2026-06-11', raw: '6/11/26' },
          { iso: '2026-01-25', raw: '1/25/26' },
        ],
        uploaded,
      ),
    ).toEqual([null, null]);
  });

  it('reads a lone date back where the company`s recent documents bear it out', () => {
    const uploaded = '2026-11-30';
    const lone = [{ iso: '2026-01-25', raw: '25/1/2026' }];
    // The plant's last production sheets were written days ago: a November sheet.
    expect(withLostStrokes(lone, uploaded, ['2026-11-23', '2026-11-27'])).toEqual(['2026-11-25']);
    // January's sheets among them: a backlog uploaded late, left as read.
    expect(withLostStrokes(lone, uploaded, ['2026-11-27', '2026-01-22'])).toEqual([null]);
    // Recent documents of another season bear out nothing.
    expect(withLostStrokes(lone, uploaded, ['2026-08-02'])).toEqual([null]);
  });
});
