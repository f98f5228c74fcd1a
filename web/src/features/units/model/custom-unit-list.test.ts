import { customUnitsBody, type CustomUnit } from '@bp/shared/contracts/units.ts';
import { describe, expect, it } from 'vitest';
import { withUnitAdded, withUnitArchived, withUnitReplaced } from './custom-unit-list.ts';

const list: CustomUnit[] = [
  { name: 'Case', abbr: 'case', type: 'count', description: '12 jars', archived: false, material_count: 3 },
  { name: 'Tote', abbr: 'tote', type: 'volume', description: null, archived: true, material_count: 0 },
];
const units = { custom_units: list, version: 7 };

describe('the whole-list bodies of updateUnits', () => {
  it('adds a unit at the end, not archived, and never sends material_count', () => {
    const body = withUnitAdded(units, { name: 'Pallet', abbr: 'plt', type: 'count', description: null });
    expect(body.custom_units.map((u) => u.abbr)).toEqual(['case', 'tote', 'plt']);
    expect(body.custom_units[2]).toEqual({
      name: 'Pallet',
      abbr: 'plt',
      type: 'count',
      description: null,
      archived: false,
    });
    expect(body.custom_units.every((u) => !('material_count' in u))).toBe(true);
    expect(customUnitsBody.safeParse(body).success).toBe(true);
  });

  it('sends the version the list was read at, so the list replaces the stored one', () => {
    expect(
      withUnitAdded(units, { name: 'Pallet', abbr: 'plt', type: 'count', description: null }).version,
    ).toBe(7);
    expect(withUnitArchived(units, 'case', true).version).toBe(7);
    expect(withUnitReplaced(units, 'case', { ...list[0]!, name: 'Crate' }).version).toBe(7);
    expect(customUnitsBody.parse(withUnitArchived(units, 'case', true)).version).toBe(7);
  });

  it('replaces the edited unit in place and keeps its archived flag', () => {
    const body = withUnitReplaced(units, 'tote', {
      name: 'Tote bin',
      abbr: 'tb',
      type: 'volume',
      description: '1000 L',
    });
    expect(body.custom_units).toEqual([
      { name: 'Case', abbr: 'case', type: 'count', description: '12 jars', archived: false },
      { name: 'Tote bin', abbr: 'tb', type: 'volume', description: '1000 L', archived: true },
    ]);
  });

  it('archives and unarchives one unit, leaving the others as they were', () => {
    expect(withUnitArchived(units, 'case', true).custom_units.map((u) => u.archived)).toEqual([true, true]);
    expect(withUnitArchived(units, 'TOTE', false).custom_units.map((u) => u.archived)).toEqual([
      false,
      false,
    ]);
  });
});
