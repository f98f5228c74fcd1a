import { materialMessages } from '@bp/shared/contracts/materials.ts';
import { importStore } from '../../adapters/dynamodb/master-data/import-repo.ts';
import {
  getMaterial,
  insertMaterial,
  materialEntries,
  materialGuards,
  materialSpec,
  newMaterialId,
  updateMaterial,
} from '../../adapters/dynamodb/master-data/materials-repo.ts';
import { getGeneralSettings } from '../../adapters/dynamodb/master-data/settings-repo.ts';
import { supplierEntries, supplierNames } from '../../adapters/dynamodb/master-data/suppliers-repo.ts';
import { getCustomUnits } from '../../adapters/dynamodb/master-data/units-repo.ts';
import { type MaterialDraft, materialImport } from '../../core/master-data/import-materials.ts';
import type { MaterialPorts } from '../../core/master-data/materials.ts';
import type { MaterialRecord } from '../../core/master-data/records.ts';
import { notFound } from '../../lib/errors.ts';

export const materialPorts: MaterialPorts = {
  customUnits: (companyId) => getCustomUnits(companyId),
  traceableDefault: async (companyId) => (await getGeneralSettings(companyId)).traceable_materials_default,
  newId: newMaterialId,
  insert: insertMaterial,
  update: updateMaterial,
  supplierNames,
  now: () => new Date().toISOString(),
};

export const loadMaterial = async (companyId: number, id: number): Promise<MaterialRecord> => {
  const material = await getMaterial(companyId, id);
  if (!material) throw notFound(materialMessages.notFound);
  return material;
};

export const materialImportSpec = materialImport(async (companyId) => {
  const [materials, suppliers, customUnits, settings] = await Promise.all([
    materialEntries(companyId),
    supplierEntries(companyId),
    getCustomUnits(companyId),
    getGeneralSettings(companyId),
  ]);
  return {
    existing: new Map(materials.map((e) => [e.name, e.id])),
    suppliers: new Map(suppliers.map((e) => [e.name, e.id])),
    customUnits,
    traceableDefault: settings.traceable_materials_default,
  };
});

export const materialImportStore = importStore<MaterialDraft, MaterialRecord>(
  materialSpec,
  (companyId, draft) => materialGuards(companyId, draft.refs),
);
