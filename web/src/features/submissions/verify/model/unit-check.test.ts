import { describe, expect, it } from 'vitest';
import { unitRefusal } from './unit-check.ts';
import { verifyLayouts } from './verify-layout.ts';

const receipt = verifyLayouts.goods_receipt;
const production = verifyLayouts.production;
const sugar = { unit_of_measure: 'lb' };

describe('unitRefusal: what submit would refuse of a row unit, said on review', () => {
  it('names the units a receiving log wrote that its material cannot be counted in', () => {
    // "50 bags" of cane sugar kept in pounds.
    expect(unitRefusal(receipt, { quantity: 50, unit: 'bag' }, sugar)).toBe('Cannot convert bag to lb');
    expect(unitRefusal(production, { amt_used: '2', unit: 'L' }, { unit_of_measure: 'kg' })).toBe(
      'Cannot convert L to kg',
    );
  });

  it('is quiet for units of the same kind, any case, and for what is not known yet', () => {
    expect(unitRefusal(receipt, { quantity: 2000, unit: 'kg' }, sugar)).toBeNull();
    expect(unitRefusal(receipt, { quantity: 3, unit: 'LB' }, sugar)).toBeNull();
    expect(unitRefusal(receipt, { quantity: 3, unit: '' }, sugar)).toBeNull();
    expect(unitRefusal(receipt, { quantity: 3, unit: 'bag' }, undefined)).toBeNull();
    // A shipment row has no unit of its own: nothing to say.
    expect(unitRefusal(verifyLayouts.shipment, { material_quantity: 3 }, sugar)).toBeNull();
  });

  it('says when the amount would vanish in the material unit, as submit refuses it', () => {
    expect(unitRefusal(receipt, { quantity: '0.4', unit: 'g' }, { unit_of_measure: 'kg' })).toMatch(/0\.4 g/);
    // With no amount read yet, only the units are judged.
    expect(unitRefusal(receipt, { quantity: null, unit: 'g' }, { unit_of_measure: 'kg' })).toBeNull();
  });
});
