import { materialMessages } from '@bp/shared/contracts/materials.ts';
import { type CustomUnitValues, unitMessages } from '@bp/shared/contracts/units.ts';
import { describe, expect, it } from 'vitest';
import { toHttpError } from '../../lib/errors.ts';
import type { CustomUnitRecord } from './records.ts';
import { findUnit, mergeUnits, planUnitChanges, unitsView } from './unit-catalog.ts';

const unit = (abbr: string, extra: Partial<CustomUnitRecord> = {}): CustomUnitRecord => ({
  name: abbr,
  abbr,
  type: 'count',
  description: null,
  archived: false,
  position: 0,
  ...extra,
});

const failure = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    const http = toHttpError(error);
    if (http) return { status: http.status, message: http.message };
    throw error;
  }
  return null;
};

describe('findUnit', () => {
  const custom = [unit('Box'), unit('tote', { archived: true })];
  it('finds standard and custom units in any case, answering their own spelling', () => {
    expect(findUnit(custom, 'ML')).toEqual({ ok: true, unit: { abbr: 'mL', customKey: null } });
    expect(findUnit(custom, 'box')).toEqual({ ok: true, unit: { abbr: 'Box', customKey: 'box' } });
  });
  it('refuses unknown and archived units', () => {
    expect(findUnit(custom, 'drum')).toEqual({ ok: false, message: materialMessages.unitUnknown('drum') });
    expect(findUnit(custom, 'TOTE')).toEqual({ ok: false, message: materialMessages.unitArchived('tote') });
  });
});

describe('planUnitChanges', () => {
  const current = [unit('box', { position: 0 }), unit('drum', { position: 1 })];
  const next = (abbr: string, extra = {}) => ({
    name: abbr,
    abbr,
    type: 'count' as const,
    description: null,
    archived: false,
    ...extra,
  });

  it('sorts the new list into added, kept and removed', () => {
    const changes = planUnitChanges(current, [next('drum'), next('tote')], new Map());
    expect(changes.added.map((u) => [u.abbr, u.position])).toEqual([['tote', 1]]);
    expect(changes.kept.map((u) => [u.abbr, u.position])).toEqual([['drum', 0]]);
    expect(changes.removed).toEqual(['box']);
  });

  it('refuses a repeated abbreviation with 409', () => {
    expect(failure(() => planUnitChanges([], [next('box'), next('BOX')], new Map()))).toEqual({
      status: 409,
      message: unitMessages.abbrTaken('BOX'),
    });
  });

  it('refuses removing or renaming a unit in use, but not archiving it', () => {
    const usage = new Map([['box', 2]]);
    expect(failure(() => planUnitChanges(current, [next('drum')], usage))).toEqual({
      status: 409,
      message: unitMessages.inUse('box', 2),
    });
    expect(failure(() => planUnitChanges(current, [next('crate'), next('drum')], usage))?.status).toBe(409);
    expect(planUnitChanges(current, [next('box', { archived: true }), next('drum')], usage).removed).toEqual(
      [],
    );
  });
});

describe('mergeUnits', () => {
  const values = (abbr: string, extra: Partial<CustomUnitValues> = {}): CustomUnitValues => ({
    name: abbr,
    abbr,
    type: 'count',
    description: null,
    archived: false,
    ...extra,
  });

  it('keeps every stored unit, takes the sent copies and appends the new ones', () => {
    const merged = mergeUnits(
      [unit('box', { position: 0 }), unit('tote', { position: 1 })],
      [values('TOTE', { name: 'Big tote' }), values('crate')],
    );
    expect(merged.map((u) => [u.abbr, u.name])).toEqual([
      ['box', 'box'],
      ['TOTE', 'Big tote'],
      ['crate', 'crate'],
    ]);
  });

  it('refuses an abbreviation sent twice (in any case) instead of keeping one copy', () => {
    expect(() => mergeUnits([unit('box', { position: 0 })], [values('box'), values('BOX')])).toThrow(
      expect.objectContaining({ message: 'A unit with abbreviation "BOX" already exists' }),
    );
  });
});

describe('unitsView', () => {
  it('lists standard units by type and the usable abbreviations in all_units', () => {
    const view = unitsView(
      [unit('tote', { position: 1, archived: true }), unit('box', { position: 0 })],
      new Map([['box', 3]]),
      7,
    );
    expect(view.version).toBe(7);
    expect(view.custom_units.map((u) => [u.abbr, u.material_count])).toEqual([
      ['box', 3],
      ['tote', 0],
    ]);
    expect(view.global_units.all_units).toEqual([
      'kg',
      'lb',
      'oz',
      'g',
      'gal',
      'fl oz',
      'L',
      'mL',
      'pint',
      'unit',
      'bag',
      'box',
    ]);
  });
});
