import { describe, expect, it } from 'vitest';
import { headingRole } from './column-roles.ts';
import { extractDocument } from './extract-document.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';

describe('headingRole: quantities ordered or required, shortened as invoices and batch sheets print them', () => {
  it.each(['Qty Ord', 'Ord Qty', "Qty Req'd", "Wt. Req'd", 'Weight required', 'Qty requested', 'Cs ord'])(
    '%s names no role',
    (heading) => expect(headingRole(heading)).toBeNull(),
  );

  it.each([
    ['Qty Ship', 'quantity'],
    ['Wt. Actual', 'quantity'],
    // Brewing logs list their ingredients as additions; production records as inputs.
    ['Addition', 'name'],
    ['Additions', 'name'],
    ['Input', 'name'],
    ['Input lot', 'lot'],
  ])('%s is %s', (heading, role) => expect(headingRole(heading)).toBe(role));

  it("ships what the invoice's Qty Ship column says, not Qty Ord before it", () => {
    const x = extractDocument(
      page([
        box('INVOICE', 0.06, 0.05),
        box('Ship To: Corner Market', 0.06, 0.09),
        ...table(
          [
            ['Qty Ord', 0.06],
            ['Qty Ship', 0.16],
            ['Item #', 0.26],
            ['Description', 0.36],
            ['Lot #', 0.62],
            ['Unit Price', 0.8],
          ],
          [
            ['54', '48', '30211', 'Granola Bars', 'GB2611-07', '$18.40'],
            ['16', '10', '30222', 'Oat Cookies', 'OC2611-02', '$22.75'],
          ],
          0.2,
        ),
      ]),
      'shipment',
      { dateOrder: 'MDY' },
    );
    expect(
      x.rows.map((r) => [r.material_name.value, r.material_lot_code.value, r.material_quantity.value]),
    ).toEqual([
      ['Granola Bars', 'GB2611-07', 48],
      ['Oat Cookies', 'OC2611-02', 10],
    ]);
  });
});
