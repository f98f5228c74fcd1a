import { describe, expect, it } from 'vitest';
import { plannedUnits, unitMismatch } from './planned-units.ts';

describe('planned units', () => {
  it('keeps the unit of each material named, skipping one the plan did not read', () => {
    const read = new Map([
      [4, 'kg'],
      [9, 'case-of-12'],
    ]);
    expect(plannedUnits([4, 9, 11], (id) => read.get(id))).toEqual({ '4': 'kg', '9': 'case-of-12' });
  });

  it('names the first material whose unit now differs; others and unplanned ones pass', () => {
    const units = { '4': 'kg', '9': 'L' };
    expect(unitMismatch(units, new Map([[4, 'kg']]))).toBeUndefined();
    expect(unitMismatch(units, new Map([[12, 'g']]))).toBeUndefined();
    expect(
      unitMismatch(
        units,
        new Map([
          [4, 'kg'],
          [9, 'mL'],
        ]),
      ),
    ).toBe(9);
  });
});
