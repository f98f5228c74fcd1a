import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';

const values = <T extends Record<string, { value: unknown }>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.value]));
const opts = { dateOrder: 'auto' as const, uploaded: '2026-11-26' };

describe('a pack-size column beside the count', () => {
  it('does not take `Units / Case` (how many in a case) for the unit of measure', () => {
    // A grocery warehouse's receiving form: cases counted, and the pack size printed beside.
    const x = extractDocument(
      page([
        box('Vendor: Lakeside Provisions', 0.06, 0.08),
        box('Date: 11/19/2026', 0.06, 0.11),
        box('Case', 0.58, 0.2),
        box('Units /', 0.7, 0.2),
        ...table(
          [
            ['Product', 0.06],
            ['Lot', 0.4],
            ['Qty', 0.58],
            ['Case', 0.7],
          ],
          [
            ['Canned Chickpeas', 'LP-20931', '40', '24'],
            ['Tomato Passata', 'LP-20977', '12', '12'],
          ],
          0.215,
        ),
      ]),
      'goods_receipt',
      opts,
    );
    expect(x.rows.map(values).map((r) => [r.material_name, r.quantity, r.unit])).toEqual([
      ['Canned Chickpeas', 40, 'case'],
      ['Tomato Passata', 12, 'case'],
    ]);
  });

  it('does not take a one-line `Pack Size` of numbers for the unit either', () => {
    const x = extractDocument(
      page([
        box('Vendor: Lakeside Provisions', 0.06, 0.08),
        box('Date: 11/19/2026', 0.06, 0.11),
        ...table(
          [
            ['Product', 0.06],
            ['Lot', 0.4],
            ['Cases', 0.58],
            ['Units per case', 0.7],
          ],
          [
            ['Canned Chickpeas', 'LP-20931', '40', '24'],
            ['Tomato Passata', 'LP-20977', '12', '12'],
          ],
          0.2,
        ),
      ]),
      'goods_receipt',
      opts,
    );
    expect(x.rows.map(values).map((r) => [r.quantity, r.unit])).toEqual([
      [40, 'case'],
      [12, 'case'],
    ]);
  });
});
