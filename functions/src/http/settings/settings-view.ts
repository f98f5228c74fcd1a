import type { CompanySettings } from '@bp/shared/contracts/settings.ts';
import type { UnitsResponse } from '@bp/shared/contracts/units.ts';
import { materialEntries } from '../../adapters/dynamodb/master-data/materials-repo.ts';
import { getGeneralSettings } from '../../adapters/dynamodb/master-data/settings-repo.ts';
import { getCustomUnits, getUnitsVersion } from '../../adapters/dynamodb/master-data/units-repo.ts';
import { unitUsage, unitsView } from '../../core/master-data/unit-catalog.ts';

/** The units answer, with how many materials use each custom unit. */
export const unitsAnswer = async (companyId: number, consistent = false): Promise<UnitsResponse> => {
  const [custom, materials, version] = await Promise.all([
    getCustomUnits(companyId, consistent),
    materialEntries(companyId),
    getUnitsVersion(companyId, consistent),
  ]);
  return unitsView(custom, unitUsage(materials), version);
};

export const settingsView = async (companyId: number): Promise<CompanySettings> => {
  const [general, units] = await Promise.all([getGeneralSettings(companyId), unitsAnswer(companyId)]);
  return {
    traceable_materials_default: general.traceable_materials_default,
    custom_units: units.custom_units,
  };
};
