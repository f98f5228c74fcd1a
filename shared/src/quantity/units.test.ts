import { describe, expect, it } from 'vitest';
import { quantity } from './quantity.ts';
import { convertQuantity, type CustomUnitDefinition } from './units.ts';

const convert = (value: string, from: string, to: string, custom: CustomUnitDefinition[] = []) =>
  convertQuantity(quantity(value), from, to, custom);

describe('unit conversion', () => {
  it('converts exactly between metric units', () => {
    expect(convert('1.5', 'kg', 'g')).toEqual({ ok: true, value: quantity(1500), exact: true });
    expect(convert('250', 'mL', 'L')).toEqual({ ok: true, value: quantity('0.25'), exact: true });
    expect(convert('2', 'KG', 'kg')).toEqual({ ok: true, value: quantity(2), exact: true });
  });

  it('uses the exact legal definitions of imperial units', () => {
    expect(convert('1', 'lb', 'g')).toEqual({ ok: true, value: quantity('453.592'), exact: false });
    expect(convert('1000', 'lb', 'kg')).toEqual({ ok: true, value: quantity('453.592'), exact: false });
    expect(convert('16', 'oz', 'lb')).toEqual({ ok: true, value: quantity(1), exact: true });
    expect(convert('1', 'gal', 'pint')).toEqual({ ok: true, value: quantity(8), exact: true });
    expect(convert('1', 'pint', 'fl oz')).toEqual({ ok: true, value: quantity(16), exact: true });
    expect(convert('1', 'gal', 'L')).toEqual({ ok: true, value: quantity('3.785'), exact: false });
  });

  it('refuses units of different kinds, naming both', () => {
    expect(convert('1', 'kg', 'L')).toEqual({ ok: false, message: 'Cannot convert kg to L' });
    expect(convert('1', 'unit', 'bag')).toEqual({ ok: false, message: 'Cannot convert unit to bag' });
    expect(convert('1', 'unit', 'g')).toEqual({ ok: false, message: 'Cannot convert unit to g' });
  });

  it('converts through custom definitions', () => {
    const custom: CustomUnitDefinition[] = [
      { abbr: 'sack', amount: quantity(25), of: 'kg' },
      { abbr: 'case', amount: quantity(12), of: 'unit' },
      { abbr: 'pallet', amount: quantity(40), of: 'case' },
      { abbr: 'a', amount: quantity(2), of: 'b' },
      { abbr: 'b', amount: quantity(2), of: 'a' },
    ];
    expect(convert('2', 'sack', 'kg', custom)).toEqual({ ok: true, value: quantity(50), exact: true });
    expect(convert('1', 'pallet', 'unit', custom)).toEqual({ ok: true, value: quantity(480), exact: true });
    expect(convert('24', 'unit', 'case', custom)).toEqual({ ok: true, value: quantity(2), exact: true });
    expect(convert('1', 'case', 'kg', custom).ok).toBe(false);
    expect(convert('1', 'a', 'b', custom).ok).toBe(false);
  });

  it('refuses a real amount that rounds to nothing in the target unit, and keeps zero and the smallest kept amount', () => {
    expect(convert('0.4', 'g', 'kg')).toEqual({
      ok: false,
      message:
        '0.4 g is less than 0.001 kg, the smallest amount kept in kg; enter a larger amount or record it in kg',
    });
    expect(convert('-0.4', 'g', 'kg').ok).toBe(false);
    expect(convert('0.001', 'mL', 'L').ok).toBe(false);
    // Half a thousandth rounds up, away from zero: it is kept.
    expect(convert('0.5', 'g', 'kg')).toEqual({ ok: true, value: quantity('0.001'), exact: false });
    expect(convert('1', 'g', 'kg')).toEqual({ ok: true, value: quantity('0.001'), exact: true });
    expect(convert('0', 'g', 'kg')).toEqual({ ok: true, value: quantity(0), exact: true });
  });
});
