import {
  unitKey,
  type CustomUnit,
  type CustomUnitInput,
  type CustomUnitValues,
} from '@bp/shared/contracts/units.ts';

/**
 * updateUnits takes the whole custom_units list (spec 000 section 7), so
 * every change to one unit is a new list built from the current one. Order is kept.
 */

/** The list as the PUT body holds it: material_count is the server's, not ours to send. */
export const unitsBody = (units: readonly CustomUnitInput[]): { custom_units: CustomUnitValues[] } => ({
  custom_units: units.map(({ name, abbr, type, description, archived }) => ({
    name,
    abbr,
    type,
    description: description ?? null,
    archived: archived ?? false,
  })),
});

const sameAbbr = (a: string, b: string) => unitKey(a) === unitKey(b);

/** A new unit goes to the end of the list, not archived. */
export const withUnitAdded = (units: readonly CustomUnit[], unit: CustomUnitInput) =>
  unitsBody([...units, { ...unit, archived: false }]);

/** The unit once known as `abbr` replaced by the edited one (its archived flag kept). */
export const withUnitReplaced = (units: readonly CustomUnit[], abbr: string, edited: CustomUnitInput) =>
  unitsBody(units.map((u) => (sameAbbr(u.abbr, abbr) ? { ...edited, archived: u.archived } : u)));

export const withUnitArchived = (units: readonly CustomUnit[], abbr: string, archived: boolean) =>
  unitsBody(units.map((u) => (sameAbbr(u.abbr, abbr) ? { ...u, archived } : u)));
