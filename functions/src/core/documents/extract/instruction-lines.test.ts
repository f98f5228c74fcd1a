import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';

const opts = { dateOrder: 'auto' as const, uploaded: '2026-11-26' };

// A receiving record prints its instruction under the title; its words name roles (`number`,
// `production lot`, `from`, `case`) as a heading row would, yet it is a sentence.
describe('an instruction line under the title is no heading row', () => {
  it('finds the item table under a sentence that names lots, numbers and suppliers', () => {
    const x = extractDocument(
      page([
        box('RECEIVING RECORD - RAW PRODUCT', 0.06, 0.04),
        box('Record the item, establishment number and production lot from every case label.', 0.06, 0.08),
        box('Receiving Date: 11/02/2026', 0.06, 0.13),
        ...table(
          [
            ['Est. #', 0.06],
            ['Item / Cut', 0.26],
            ['Production Lot', 0.5],
            ['Net Weight', 0.7],
          ],
          [
            ['EST 4471', 'Beef Chuck', 'PM-26-1141', '120'],
            ['EST 4471', 'Pork Butt', 'PM-26-1145', '90'],
          ],
          0.3,
        ),
      ]),
      'goods_receipt',
      opts,
    );
    expect(x.rows.map((r) => [r.material_name?.value, r.lot_code?.value, r.quantity?.value])).toEqual([
      ['Beef Chuck', 'PM-26-1141', 120],
      ['Pork Butt', 'PM-26-1145', 90],
    ]);
  });
});
