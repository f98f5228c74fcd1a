import type { CustomUnit } from '@bp/shared/contracts/units.ts';
import { describe, expect, it } from 'vitest';
import { editUnitPath, lookUpUnit } from './unit-lookup.ts';

const unit = (abbr: string, name = abbr): CustomUnit => ({
  name,
  abbr,
  type: 'count',
  description: null,
  archived: false,
  material_count: 0,
});

const units = [unit('case', 'Case'), unit('Tote', 'Tote bin'), unit('TOTE2')];

describe('lookUpUnit', () => {
  it('is loading until the settings data arrives', () => {
    expect(lookUpUnit({ isPending: true, error: null, customUnits: undefined }, 'case')).toEqual({
      state: 'loading',
    });
  });

  it('says why loading failed, in the spec words', () => {
    expect(
      lookUpUnit(
        { isPending: false, error: new Error('Request failed with status 500'), customUnits: undefined },
        'case',
      ),
    ).toEqual({
      state: 'error',
      message: 'Error loading unit: Request failed with status 500',
    });
  });

  it('finds the unit by abbreviation', () => {
    expect(lookUpUnit({ isPending: false, error: null, customUnits: units }, 'case')).toEqual({
      state: 'found',
      unit: units[0],
    });
  });

  it('matches without regard to case when no exact spelling exists', () => {
    expect(lookUpUnit({ isPending: false, error: null, customUnits: units }, 'tote')).toMatchObject({
      state: 'found',
      unit: { name: 'Tote bin' },
    });
  });

  it('names an abbreviation that is not there, in the spec words', () => {
    expect(lookUpUnit({ isPending: false, error: null, customUnits: units }, 'pallet')).toEqual({
      state: 'not-found',
      message: 'Unit with abbreviation "pallet" not found.',
    });
  });

  it('does not open a standard unit: they cannot be modified', () => {
    expect(lookUpUnit({ isPending: false, error: null, customUnits: units }, 'kg').state).toBe('not-found');
  });
});

describe('editUnitPath', () => {
  it('escapes abbreviations with spaces or slashes', () => {
    expect(editUnitPath('case')).toBe('/settings/units/case/edit');
    expect(editUnitPath('6 pk')).toBe('/settings/units/6%20pk/edit');
    expect(editUnitPath('kg/m')).toBe('/settings/units/kg%2Fm/edit');
  });
});
