import { describe, expect, it } from 'vitest';
import { dateRepairs } from './date-repairs.ts';
import { extractDocument } from './extract-document.ts';
import { box, page } from './layout-fixtures.test-support.ts';
import { isDateCell } from './column-content.ts';
import { orderEvidence, parseDate } from './parse-date.ts';
import { decideDateOrder } from './date-order.ts';

describe('parseDate: handwritten dates the recogniser broke', () => {
  it('joins a date read as two pieces', () => {
    expect(parseDate('11/0 7/26', 'MDY')).toEqual({ iso: '2026-11-07', clean: false });
    expect(parseDate('2026-0 09-11', 'DMY')).toEqual({ iso: '2026-09-11', clean: false });
  });

  it('drops a stray mark read beside the date, the shortest piece first', () => {
    // `20` is a smudge read again beside `7/1/2026`; dropping `2026` would give a 2020 date.
    expect(parseDate('7/1/ 20 2026', 'MDY')).toEqual({ iso: '2026-07-01', clean: false });
    expect(parseDate('. 14/10/26', 'DMY')?.iso).toBe('2026-10-14');
  });

  it('reads back a handwritten /11/ read as one letter of its strokes', () => {
    // `/11/` between a day and a year, read as an M.
    expect(parseDate('25 M 2026', 'DMY')).toEqual({ iso: '2026-11-25', clean: false });
    // A month's name is more than one letter: `Mar` and `Nov` are read as written.
    expect(parseDate('3 Mar 2026', 'DMY')).toEqual({ iso: '2026-03-03', clean: true });
    expect(parseDate('V 2026', 'DMY')).toBeNull();
  });

  it("lets such a date fix the page's order (a UK sheet: `25 M 2026` beside a best-before `10/12/2026`)", () => {
    const decision = decideDateOrder(['25 M 2026'], 'auto', {
      uploaded: '2026-11-28',
      elsewhere: ['10/12/2026'],
    });
    expect(decision).toEqual({ order: 'DMY', byPlausibility: false });
    // An M that is no such stroke stays: a day, a letter and a number that is no year.
    expect(orderEvidence('3 M 100')).toBeNull();
  });

  it('puts back a separator the recogniser missed', () => {
    expect(parseDate('22/0926', 'DMY')).toEqual({ iso: '2026-09-22', clean: false });
    expect(parseDate('2209/26', 'DMY')?.iso).toBe('2026-09-22');
    expect(parseDate('9/1526', 'MDY')?.iso).toBe('2026-09-15');
    // A month and its year is no date with a missing day.
    expect(parseDate('11/2026', 'MDY')).toBeNull();
  });

  it('reads six digits without separators in the page order', () => {
    expect(parseDate('240626', 'DMY')).toEqual({ iso: '2026-06-24', clean: false });
    expect(parseDate('062426', 'MDY')?.iso).toBe('2026-06-24');
    expect(parseDate('999999', 'DMY')).toBeNull();
  });

  it('puts back a misread century', () => {
    expect(parseDate('10/11/3020', 'DMY')).toEqual({ iso: '2020-11-10', clean: false });
    expect(parseDate('4026-03-02', 'DMY')?.iso).toBe('2026-03-02');
  });

  it('leaves what is no date alone', () => {
    expect(parseDate('w/n', 'DMY')).toBeNull();
    expect(parseDate('Valley Mills', 'DMY')).toBeNull();
    expect(dateRepairs('03/02/2026')).toEqual([]);
  });

  it('gives no evidence of order or of a date column by a guess: six-digit lot codes are codes', () => {
    expect(orderEvidence('339516')).toBeNull();
    expect(isDateCell('339516')).toBe(false);
    expect(isDateCell('22/0926')).toBe(false);
  });
});

describe('extractDocument: a handwritten receiving log whose date cells came apart', () => {
  it('reads each row date, doubtful, and keeps the clean one sure', () => {
    const x = extractDocument(
      page([
        box('RECEIVING LOG', 0.06, 0.05),
        box('Date', 0.06, 0.2),
        box('Supplier', 0.2, 0.2),
        box('Material', 0.42, 0.2),
        box('Qty', 0.7, 0.2),
        // Row 1: the date read as two boxes, the second starting mid-date.
        box('11/0', 0.065, 0.24),
        box('7/26', 0.1, 0.242),
        box('Valley Mills', 0.205, 0.24),
        box('Wheat Flour', 0.425, 0.24),
        box('40', 0.705, 0.24),
        // Row 2: a missed separator.
        box('11/1226', 0.065, 0.28),
        box('Harbor Sugar', 0.205, 0.28),
        box('Cane Sugar', 0.425, 0.28),
        box('25', 0.705, 0.28),
        // Row 3: written cleanly, month first (13 cannot be a month).
        box('11/13/26', 0.065, 0.32),
        box('Valley Mills', 0.205, 0.32),
        box('Rye Flour', 0.425, 0.32),
        box('10', 0.705, 0.32),
      ]),
      'goods_receipt',
      { dateOrder: 'auto', uploaded: '2026-11-20' },
    );
    expect(x.rows.map((r) => r.receipt_date.value)).toEqual(['2026-11-07', '2026-11-12', '2026-11-13']);
    expect(x.rows[0]!.receipt_date.confidence).toBeLessThan(0.85);
    expect(x.rows[2]!.receipt_date.confidence).toBe(0.95);
  });
});
