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
