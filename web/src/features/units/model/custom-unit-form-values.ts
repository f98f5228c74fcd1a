import type { CustomUnit, UnitType } from '@bp/shared/contracts/units.ts';

/** What the Add/Edit Custom Unit form holds: no type until one is chosen. */
export interface CustomUnitFormValues {
  name: string;
  abbr: string;
  type: UnitType | '';
  description: string;
}

export const customUnitFormValues = (unit?: CustomUnit): CustomUnitFormValues => ({
  name: unit?.name ?? '',
  abbr: unit?.abbr ?? '',
  type: unit?.type ?? '',
  description: unit?.description ?? '',
});
