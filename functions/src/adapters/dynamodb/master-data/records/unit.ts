import type { UnitType } from '@bp/shared/contracts/units.ts';
import { type ItemKey, tenantPrefix } from '@bp/shared/table/schema.ts';
import type { CustomUnitRecord } from '../../../../core/master-data/records.ts';
import { tenantCounter, text } from '../../kit/index.ts';

/** The company's custom units: one partition, a unit per lower-cased abbreviation. */
export const unitsPartition = (companyId: number): string => `${tenantPrefix(companyId)}UNIT`;
export const customUnitKey = (companyId: number, abbr: string): ItemKey => ({
  pk: unitsPartition(companyId),
  sk: `UNIT#${abbr.toLowerCase()}`,
});
/** Bumped by every save of the units, in the same transaction. */
export const unitsVersionKey = (companyId: number): ItemKey => tenantCounter(companyId, 'UNITS_VERSION');

/** A custom unit; its kind is stored as `unit_type` (`type` names the item kind). */
export const unitItem = (companyId: number, u: CustomUnitRecord) => ({
  ...customUnitKey(companyId, u.abbr),
  type: 'unit',
  name: u.name,
  abbr: u.abbr,
  unit_type: u.type,
  description: u.description,
  archived: u.archived,
  position: u.position,
});

export const toUnit = (item: Record<string, unknown>): CustomUnitRecord => ({
  name: String(item.name),
  abbr: String(item.abbr),
  type: item.unit_type as UnitType,
  description: text(item.description),
  archived: item.archived === true,
  position: Number(item.position ?? 0),
});
