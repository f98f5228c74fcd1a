import {
  unitKey,
  type CustomUnit,
  type CustomUnitInput,
  type CustomUnitValues,
} from '@bp/shared/contracts/units.ts';

/**
 * updateUnits takes the whole custom_units list (spec 000 section 7), so
 * every change to one unit is a new list built from the current one. Order is kept. Each body
 * carries the version the list was read at, so the list replaces the stored one (removing and
 * renaming work) and a save over someone else's change is refused (409) instead of undoing it.
 */

/** The units as read from GET: the list and the version it was read at. */
export interface UnitsRead {
  custom_units: readonly CustomUnit[];
  version: number;
}

export interface UnitsBody {
  custom_units: CustomUnitValues[];
  version: number;
}

/** The list as the PUT body holds it: material_count is the server's, not ours to send. */
export const unitsBody = (units: readonly CustomUnitInput[], version: number): UnitsBody => ({
  version,
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
export const withUnitAdded = ({ custom_units, version }: UnitsRead, unit: CustomUnitInput) =>
  unitsBody([...custom_units, { ...unit, archived: false }], version);

/** The unit once known as `abbr` replaced by the edited one (its archived flag kept). */
export const withUnitReplaced = (
  { custom_units, version }: UnitsRead,
  abbr: string,
  edited: CustomUnitInput,
) =>
  unitsBody(
    custom_units.map((u) => (sameAbbr(u.abbr, abbr) ? { ...edited, archived: u.archived } : u)),
    version,
  );

export const withUnitArchived = ({ custom_units, version }: UnitsRead, abbr: string, archived: boolean) =>
  unitsBody(
    custom_units.map((u) => (sameAbbr(u.abbr, abbr) ? { ...u, archived } : u)),
    version,
  );
