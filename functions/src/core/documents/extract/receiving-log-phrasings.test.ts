import { describe, expect, it } from 'vitest';
import { headingRole } from './column-roles.ts';

// The abbreviations a bakery's or a warehouse's own receiving log prints (issue 20, item 2).
describe('headingRole: shortened receiving-log headings', () => {
  it.each([
    ['Purchase Ord. #', 'po'],
    ['Purch. Ord. No.', 'po'],
    ["Recv'd On", 'date'],
    ["Rec'd on", 'date'],
    // The code a mill or maker prints on the bag is the supplier's lot, not the maker's name.
    ['Mfr. Code #', 'supplier_lot'],
    ['Mill code', 'supplier_lot'],
    ['Packer code', 'supplier_lot'],
    // A bill of lading counts packages.
    ['No. Pkgs', 'quantity'],
    ['Packages', 'quantity'],
  ] as const)('%s is the %s', (text, role) => {
    expect(headingRole(text)).toBe(role);
  });

  it('leaves a package size no quantity and a maker a supplier', () => {
    expect(headingRole('Pkg Size')).toBeNull();
    expect(headingRole('Mfr.')).toBe('supplier');
    expect(headingRole('Vendor code')).not.toBe('supplier_lot');
  });
});

describe("a quantity heading qualified by Recv'd", () => {
  it("keeps Qty recv'd one heading (the quantity), though Recv'd alone heads a date column", async () => {
    const { extractDocument } = await import('./extract-document.ts');
    const { box, page, table } = await import('./layout-fixtures.test-support.ts');
    const x = extractDocument(
      page([
        box('Date in: 11/18/2026', 0.04, 0.1),
        ...table(
          [
            ['Product', 0.04],
            ['Batch', 0.27],
            ["Qty recv'd", 0.47],
            ['Unit', 0.63],
          ],
          [['Cane Sugar', 'CS3093B', '100', 'lb']],
          0.3,
        ),
      ]),
      'goods_receipt',
      { dateOrder: 'auto', uploaded: '2026-11-26' },
    );
    expect(x.rows.map((r) => [r.quantity?.value, r.receipt_date?.value])).toEqual([[100, '2026-11-18']]);
  });
});
