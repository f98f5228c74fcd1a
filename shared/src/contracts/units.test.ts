import { describe, expect, it } from 'vitest';
import { customUnitInput, duplicateAbbr, standardUnitFor, unitMessages } from './units.ts';

describe('custom units', () => {
  it('refuses a standard abbreviation in any case', () => {
    const result = customUnitInput.safeParse({ name: 'Kilo', abbr: 'KG', type: 'weight' });
    expect(result.error?.issues[0]?.message).toBe(unitMessages.standardUnit('KG'));
  });

  it('asks for a type when none is chosen, and names the choices for a wrong one', () => {
    const messageFor = (type: unknown) =>
      customUnitInput.safeParse({ name: 'Box', abbr: 'bx', type }).error?.issues[0]?.message;
    expect(messageFor(undefined)).toBe(unitMessages.typeRequired);
    expect(messageFor('')).toBe(unitMessages.typeRequired);
    expect(messageFor('length')).toBe(unitMessages.typeInvalid);
  });

  it('defaults archived to false and description to null', () => {
    expect(customUnitInput.parse({ name: ' Tote ', abbr: ' tote ', type: 'volume' })).toEqual({
      name: 'Tote',
      abbr: 'tote',
      type: 'volume',
      description: null,
      archived: false,
    });
  });

  it('finds the first abbreviation used twice, without regard to case', () => {
    expect(duplicateAbbr([{ abbr: 'box' }, { abbr: 'tote' }, { abbr: 'BOX ' }])).toBe('BOX');
    expect(duplicateAbbr([{ abbr: 'box' }, { abbr: 'tote' }])).toBeNull();
  });

  it('finds standard units by abbreviation in any case', () => {
    expect(standardUnitFor('ML')?.abbr).toBe('mL');
    expect(standardUnitFor('Fl Oz')?.abbr).toBe('fl oz');
    expect(standardUnitFor('box')).toBeUndefined();
  });
});
