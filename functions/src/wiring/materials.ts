import { importStore } from '../adapters/dynamodb/master-data/import-repo.ts';
import * as materials from '../adapters/dynamodb/master-data/materials-repo.ts';
import { getGeneralSettings } from '../adapters/dynamodb/master-data/settings-repo.ts';
import { supplierEntries, supplierNames } from '../adapters/dynamodb/master-data/suppliers-repo.ts';
import { getCustomUnits } from '../adapters/dynamodb/master-data/units-repo.ts';
import { type MaterialDraft, materialImport } from '../core/master-data/import-materials.ts';
import type { MaterialReadPorts } from '../core/master-data/material-queries.ts';
import type { MaterialPorts } from '../core/master-data/materials.ts';
import type { MaterialRecord } from '../core/master-data/records.ts';

/** The materials area's use cases run over the master-data repositories. */
export const materialPorts: MaterialPorts & MaterialReadPorts = {
  customUnits: (companyId) => getCustomUnits(companyId),
  traceableDefault: async (companyId) => (await getGeneralSettings(companyId)).traceable_materials_default,
  newId: materials.newMaterialId,
  insert: materials.insertMaterial,
  update: materials.updateMaterial,
  supplierNames,
  now: () => new Date().toISOString(),
  entries: materials.materialEntries,
  entriesAhead: materials.materialEntriesAhead,
  getMany: materials.getMaterials,
  get: materials.getMaterial,
  recent: materials.recentMaterials,
};

export const materialImportSpec = materialImport(async (companyId) => {
  // The import decides on these names (a supplier made a moment ago must be found): read consistently.
  const [entries, suppliers, customUnits, settings, gtins] = await Promise.all([
    materials.materialEntries(companyId, true),
    supplierEntries(companyId, true),
    getCustomUnits(companyId),
    getGeneralSettings(companyId),
    materials.gtinsInUse(companyId),
  ]);
  return {
    existing: new Map(entries.map((e) => [e.name, e.id])),
    gtins,
    suppliers: new Map(suppliers.map((e) => [e.name, e.id])),
    customUnits,
    traceableDefault: settings.traceable_materials_default,
  };
});

export const materialImportStore = importStore<MaterialDraft, MaterialRecord>(
  materials.materialSpec,
  (companyId, draft, record) => [
    ...materials.materialGuards(companyId, draft.refs),
    ...materials.gtinClaim(companyId, record),
  ],
);
