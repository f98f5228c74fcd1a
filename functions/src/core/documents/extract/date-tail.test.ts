import { describe, expect, it } from 'vitest';
import { rejoinDateTail } from './date-tail.ts';
import { slashStrokes } from './date-repairs.ts';
import { extractDocument } from './extract-document.ts';
import { page, table } from './layout-fixtures.test-support.ts';

const cell = (text: string) => ({ text, confidence: 0.9 });
const order = ['other', 'date', 'supplier', 'name'] as const;

describe('a handwritten date run on past its cell', () => {
  it('takes back its end from the next column`s cell', () => {
    expect(rejoinDateTail({ date: cell('05'), supplier: cell('V26 Shree Ganesh Traders') }, order)).toEqual({
      date: cell('05 V26'),
      supplier: cell('Shree Ganesh Traders'),
    });
    expect(rejoinDateTail({ date: cell('18'), supplier: cell('V26MawaOilMills') }, order)).toMatchObject({
      date: cell('18 V26'),
      supplier: cell('MawaOilMills'),
    });
    expect(rejoinDateTail({ date: cell('23'), supplier: cell('/11/26') }, order)).toMatchObject({
      date: cell('23 /11/26'),
    });
  });

  it('leaves a name that begins with a number, a whole date, and a cell that is no neighbour', () => {
    const farm = { date: cell('05'), supplier: cell('12 Oaks Farm') };
    expect(rejoinDateTail(farm, order)).toBe(farm);
    const whole = { date: cell('05/11/26'), supplier: cell('V26 Shree Ganesh') };
    expect(rejoinDateTail(whole, order)).toBe(whole);
    const apart = { date: cell('05'), name: cell('V26 Raw Mango') };
    expect(rejoinDateTail(apart, order)).toBe(apart);
  });

  it('reads a day-first `/11/` written as a V (`05 V26`, `23 iV26`)', () => {
    expect(slashStrokes('05 V26')).toBe('05/11/26');
    expect(slashStrokes('23 iV26')).toBe('23/11/26');
    // A V in a name or a code is no date's.
    expect(slashStrokes('V26 Shree')).toBeNull();
  });

  it('reads an inward register`s dates whose ends ran into the party`s cell', () => {
    const x = extractDocument(
      page(
        table(
          [
            ['Sr. No.', 0.06],
            ['Date', 0.12],
            ['Party Name', 0.22],
            ['Material', 0.47],
            ['Qty', 0.72],
            ['UOM', 0.8],
          ],
          [
            ['112', '05', 'V26 Shree Ganesh Traders', 'Raw Mango', '1250', 'Kgs'],
            ['113', '18', 'V26 Malwa Oil Mills', 'Mustard Oil', '400', 'Ltrs'],
          ],
          0.2,
        ),
      ),
      'goods_receipt',
      { dateOrder: 'auto', uploaded: '2026-11-29' },
    );
    expect(x.rows.map((r) => [r.receipt_date!.value, r.supplier_name!.value])).toEqual([
      ['2026-11-05', 'Shree Ganesh Traders'],
      ['2026-11-18', 'Malwa Oil Mills'],
    ]);
  });
});
