import { materialMessages } from '@bp/shared/contracts/materials.ts';
import {
  STANDARD_UNITS,
  type CustomUnitValues,
  type UnitsResponse,
  duplicateAbbr,
  standardUnitFor,
  unitKey,
  unitMessages,
} from '@bp/shared/contracts/units.ts';
import { invalid, conflict } from '../errors.ts';
import type { CustomUnitRecord } from './records.ts';

export interface ResolvedUnit {
  /** The unit's own spelling, stored on the material. */
  abbr: string;
  /** Set for a custom unit: its key, checked (exists, not archived) in the material's write. */
  customKey: string | null;
}

export type UnitResolution = { ok: true; unit: ResolvedUnit } | { ok: false; message: string };

/** Finds a unit a material may take: a standard unit or a non-archived custom unit, any case. */
export const findUnit = (custom: readonly CustomUnitRecord[], abbr: string): UnitResolution => {
  const standard = standardUnitFor(abbr);
  if (standard) return { ok: true, unit: { abbr: standard.abbr, customKey: null } };
  const own = custom.find((u) => unitKey(u.abbr) === unitKey(abbr));
  if (!own) return { ok: false, message: materialMessages.unitUnknown(abbr.trim()) };
  if (own.archived) return { ok: false, message: materialMessages.unitArchived(own.abbr) };
  return { ok: true, unit: { abbr: own.abbr, customKey: unitKey(own.abbr) } };
};

export const resolveUnit = (custom: readonly CustomUnitRecord[], abbr: string): ResolvedUnit => {
  const found = findUnit(custom, abbr);
  if (!found.ok) throw invalid(found.message);
  return found.unit;
};

/** The units answer: custom units in saved order with their use, standard ones by type, all_units. */
export const unitsView = (
  custom: readonly CustomUnitRecord[],
  usage: ReadonlyMap<string, number>,
  version: number,
): UnitsResponse => {
  const ordered = [...custom].sort((a, b) => a.position - b.position);
  const standardOf = (type: string) => STANDARD_UNITS.filter((u) => u.type === type).map((u) => ({ ...u }));
  return {
    version,
    custom_units: ordered.map((u) => ({
      name: u.name,
      abbr: u.abbr,
      type: u.type,
      description: u.description,
      archived: u.archived,
      material_count: usage.get(unitKey(u.abbr)) ?? 0,
    })),
    global_units: {
      weight: standardOf('weight'),
      volume: standardOf('volume'),
      count: standardOf('count'),
      all_units: [
        ...STANDARD_UNITS.map((u) => u.abbr),
        ...ordered.filter((u) => !u.archived).map((u) => u.abbr),
      ],
    },
  };
};

export interface UnitChanges {
  /** New units (keys not present before). */
  added: CustomUnitRecord[];
  /** Units whose key stays: fields or position may change. */
  kept: CustomUnitRecord[];
  /** Keys of units no longer in the list. */
  removed: string[];
}

/**
 * What replacing the custom units with `next` changes. Refuses a repeated abbreviation (409)
 * and the removal (or renaming, which removes the old abbreviation) of a unit materials use.
 */
export const planUnitChanges = (
  current: readonly CustomUnitRecord[],
  next: readonly CustomUnitValues[],
  usage: ReadonlyMap<string, number>,
): UnitChanges => {
  const repeated = duplicateAbbr(next);
  if (repeated) throw conflict(unitMessages.abbrTaken(repeated));
  for (const unit of next)
    if (standardUnitFor(unit.abbr)) throw invalid(unitMessages.standardUnit(unit.abbr));
  const before = new Map(current.map((u) => [unitKey(u.abbr), u]));
  const nextKeys = new Set(next.map((u) => unitKey(u.abbr)));
  const removed = [...before.keys()].filter((key) => !nextKeys.has(key));
  for (const key of removed) {
    const count = usage.get(key) ?? 0;
    if (count > 0) throw conflict(unitMessages.inUse((before.get(key) as CustomUnitRecord).abbr, count));
  }
  const records: CustomUnitRecord[] = next.map((u, position) => ({
    name: u.name,
    abbr: u.abbr,
    type: u.type,
    description: u.description,
    archived: u.archived,
    position,
  }));
  return {
    added: records.filter((u) => !before.has(unitKey(u.abbr))),
    kept: records.filter((u) => before.has(unitKey(u.abbr))),
    removed,
  };
};

/**
 * The list a save without a version means: every stored unit, each replaced by the client's
 * copy when it sent one, then the client's new units, so nothing someone else added is lost.
 */
export const mergeUnits = (
  current: readonly CustomUnitRecord[],
  sent: readonly CustomUnitValues[],
): CustomUnitValues[] => {
  // Checked before merging: two sent copies of one key would otherwise collapse into one silently.
  const repeated = duplicateAbbr(sent);
  if (repeated) throw conflict(unitMessages.abbrTaken(repeated));
  const sentByKey = new Map(sent.map((u) => [unitKey(u.abbr), u]));
  const currentKeys = new Set(current.map((u) => unitKey(u.abbr)));
  return [
    ...current.map((u) => sentByKey.get(unitKey(u.abbr)) ?? u),
    ...sent.filter((u) => !currentKeys.has(unitKey(u.abbr))),
  ];
};

/** How many materials use each unit (by key), from the materials' digest entries. */
export const unitUsage = (entries: Iterable<{ unit: string }>): Map<string, number> => {
  const usage = new Map<string, number>();
  for (const e of entries) usage.set(e.unit, (usage.get(e.unit) ?? 0) + 1);
  return usage;
};
