import { materialEntries } from '../adapters/dynamodb/master-data/materials-repo.ts';
import { getGeneralSettings, saveGeneralSettings } from '../adapters/dynamodb/master-data/settings-repo.ts';
import {
  getCustomUnits,
  getUnitsVersion,
  saveCustomUnits,
} from '../adapters/dynamodb/master-data/units-repo.ts';
import type { SettingsPorts } from '../core/master-data/company-settings.ts';

/** The settings area's use cases run over the master-data repositories. */
export const settingsPorts: SettingsPorts = {
  generalSettings: getGeneralSettings,
  saveGeneralSettings,
  customUnits: getCustomUnits,
  unitsVersion: getUnitsVersion,
  saveCustomUnits,
  materialEntries,
};
