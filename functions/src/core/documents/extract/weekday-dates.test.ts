import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document.ts';
import { page, table } from './layout-fixtures.test-support.ts';
import { dateByWeekday, weekdayAndDigits } from './weekday-dates.ts';

describe('a log`s dates read by their weekdays', () => {
  const uploaded = '2026-11-29';

  it('takes the one date of that weekday in the weeks before the upload that holds the digits read', () => {
    // A kitchen's receival sheet, week ending Sat 28 Nov: `Mon 23/11` read `Mon 3/1`.
    expect(dateByWeekday('Mon 3/1', '2026-03-01', uploaded)).toBe('2026-11-23');
    expect(dateByWeekday('Tue 4 ll', null, uploaded)).toBe('2026-11-24');
    expect(dateByWeekday('Th Z6/1l', null, uploaded)).toBe('2026-11-26');
    // Month first alike: a US log's `Thu 11/26` read `Thu 1/26`.
    expect(dateByWeekday('Thu 1/26', '2026-01-26', uploaded)).toBe('2026-11-26');
  });

  it('leaves a date its weekday bears out, and digits two such dates would hold', () => {
    expect(dateByWeekday('Mon 23/11', '2026-11-23', uploaded)).toBeNull();
    // Mondays 2 and 23 November both hold a 2 and a 1.
    expect(dateByWeekday('Mon 2 1', null, uploaded)).toBeNull();
    // One digit says too little; a word that is no weekday says nothing.
    expect(dateByWeekday('Mon 3', null, uploaded)).toBeNull();
    expect(dateByWeekday('Nov 3/1', null, uploaded)).toBeNull();
  });

  it('stops at a name run on into the date`s cell', () => {
    expect(weekdayAndDigits('Tue 4 llBurdekinSugarCo')).toEqual({ weekday: 2, digits: '411' });
    expect(weekdayAndDigits('Thu Z6/1lBowen')).toEqual({ weekday: 4, digits: '2611' });
  });

  it('repairs a receival sheet`s row dates', () => {
    const x = extractDocument(
      page(
        table(
          [
            ['Day / date', 0.06],
            ['Supplier', 0.2],
            ['Product', 0.4],
            ['Qty', 0.65],
            ['Units', 0.75],
          ],
          [
            ['Mon 3/1', 'Tweed Valley Dairy', 'Thickened Cream', '60', 'litres'],
            ['Thu Z6/1l', 'Bowen Fruit Processors', 'Mango Puree', '120', 'kg'],
          ],
          0.2,
        ),
      ),
      'goods_receipt',
      { dateOrder: 'auto', uploaded },
    );
    expect(x.rows.map((r) => r.receipt_date!.value)).toEqual(['2026-11-23', '2026-11-26']);
    expect(x.rows[0]!.receipt_date!.confidence).toBeLessThan(0.8);
  });
});
