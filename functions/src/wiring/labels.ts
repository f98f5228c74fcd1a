import { findLotByCode } from '../adapters/dynamodb/inventory/lot-items.ts';
import * as materials from '../adapters/dynamodb/master-data/materials-repo.ts';
import { getCompany } from '../adapters/dynamodb/platform/companies-repo.ts';
import type { LabelPorts } from '../core/labels/ports.ts';

/** The PDF renderer (pdf-lib and bwip-js), an adapter the label route reaches through here. */
export { renderLabelsPdf } from '../adapters/labels/pdf-labels.ts';

/** Labels and scanned-lot lookups over the inventory and master-data repositories. */
export const labelPorts: LabelPorts = {
  material: (companyId, id) => materials.getMaterial(companyId, id),
  allMaterials: async (companyId) =>
    materials.getMaterials(
      companyId,
      (await materials.materialEntries(companyId)).map((e) => e.id),
    ),
  lotByCode: findLotByCode,
  companyName: async (companyId) => (await getCompany(companyId))?.name ?? '',
};
