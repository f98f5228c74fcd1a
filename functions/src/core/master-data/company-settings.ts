import type { CompanySettings, DateOrderSetting } from '@bp/shared/contracts/settings.ts';
import type { CustomUnitValues, UnitsResponse } from '@bp/shared/contracts/units.ts';
import type { CustomUnitRecord } from './records.ts';
import type { MaterialEntry } from './search-entries.ts';
import { unitUsage, unitsView } from './unit-catalog.ts';

export interface GeneralSettings {
  traceable_materials_default: boolean;
  date_order: DateOrderSetting;
  /** Recall drills (issue 21): copied onto each drill when it starts. */
  drill_target_minutes: number;
  drill_tolerance_percent: number;
}

export interface SettingsPorts {
  generalSettings(companyId: number): Promise<GeneralSettings>;
  /** Fields left out are kept as saved. */
  saveGeneralSettings(companyId: number, settings: Partial<GeneralSettings>): Promise<void>;
  customUnits(companyId: number, consistent?: boolean): Promise<CustomUnitRecord[]>;
  unitsVersion(companyId: number, consistent?: boolean): Promise<number>;
  /**
   * Replaces the custom units (with the version the client read: 409 when it moved) or merges
   * them in (without one); refuses to remove a unit a material uses.
   */
  saveCustomUnits(
    companyId: number,
    units: readonly CustomUnitValues[],
    version: number | undefined,
  ): Promise<void>;
  materialEntries(companyId: number): Promise<readonly MaterialEntry[]>;
}

/** The units answer, with how many materials use each custom unit. */
export const unitsAnswer = async (
  ports: SettingsPorts,
  companyId: number,
  consistent = true,
): Promise<UnitsResponse> => {
  const [custom, materials, version] = await Promise.all([
    ports.customUnits(companyId, consistent),
    ports.materialEntries(companyId),
    ports.unitsVersion(companyId, consistent),
  ]);
  return unitsView(custom, unitUsage(materials), version);
};

export const settingsView = async (ports: SettingsPorts, companyId: number): Promise<CompanySettings> => {
  const [general, units] = await Promise.all([
    ports.generalSettings(companyId),
    unitsAnswer(ports, companyId),
  ]);
  return {
    traceable_materials_default: general.traceable_materials_default,
    date_order: general.date_order,
    drill_target_minutes: general.drill_target_minutes,
    drill_tolerance_percent: general.drill_tolerance_percent,
    custom_units: units.custom_units,
  };
};

export const saveSettings = async (
  ports: SettingsPorts,
  companyId: number,
  settings: Partial<GeneralSettings>,
): Promise<CompanySettings> => {
  await ports.saveGeneralSettings(companyId, settings);
  return settingsView(ports, companyId);
};

/** Saves the units and answers them as stored (read consistently: the save just happened). */
export const saveUnits = async (
  ports: SettingsPorts,
  companyId: number,
  units: readonly CustomUnitValues[],
  version: number | undefined,
): Promise<UnitsResponse> => {
  await ports.saveCustomUnits(companyId, units, version);
  return unitsAnswer(ports, companyId, true);
};
