import { describe, expect, it } from 'vitest';
import { headingRole, isOtherHeading } from './column-roles.ts';

// Issue 20, item 2: bilingual forms (Canada, Mexico, Belgium) print both languages in one
// heading, either one first; doubled headings (`Invoice / PO`) put a no-role word first.
describe('headingRole: any part of a heading split on `/` may name the role', () => {
  it.each([
    ['No de lot / Lot no.', 'lot'],
    ['Qté / Qty', 'quantity'],
    ['Unité / Unit', 'unit'],
    ['B.C. / P.O.', 'po'],
    ['Fournisseur / Supplier', 'supplier'],
    ['Unidad / Unit', 'unit'],
    ['Invoice / PO', 'po'],
    ['Ref. / Lot', 'lot'],
  ] as const)('%s is the %s', (text, role) => {
    expect(headingRole(text)).toBe(role);
  });

  it('keeps a heading whose parts name no role a column of none', () => {
    expect(headingRole('Temp / Condition')).toBeNull();
    expect(isOtherHeading('Temp / Condition')).toBe(true);
    expect(isOtherHeading('Unit price / Prix unitaire')).toBe(true);
  });

  it('reads accented headings with their accents folded, not dropped', () => {
    expect(headingRole('Unité')).toBe('unit');
    expect(headingRole('Quantité')).toBe('quantity');
  });
});
