import { inventoryMessages } from '@bp/shared/contracts/inventory.ts';
import { labelMessages, type LotLookupResult } from '@bp/shared/contracts/labels.ts';
import { checkGtin } from '@bp/shared/gs1/check-digit.ts';
import { invalid, notFound } from '../errors.ts';
import { lotView } from '../inventory/views.ts';
import type { LabelPorts } from './ports.ts';

/** The lot a scanned code names: by the material's GTIN (GS1 codes) or by the material's id. */
export const findScannedLot = async (
  ports: LabelPorts,
  companyId: number,
  query: { gtin?: string | undefined; material_id?: number | undefined; lot_code: string },
): Promise<LotLookupResult> => {
  let material;
  if (query.gtin !== undefined) {
    const gtin = checkGtin(query.gtin);
    if (!gtin.ok) throw invalid(gtin.message);
    material = (await ports.allMaterials(companyId)).find((m) => m.gtin === gtin.gtin14);
    if (!material) throw notFound(labelMessages.noMaterialWithGtin(gtin.gtin14));
  } else if (query.material_id !== undefined) {
    material = await ports.material(companyId, query.material_id);
    if (!material) throw notFound(inventoryMessages.materialNotFound);
  } else {
    throw invalid(labelMessages.lookupNeedsMaterial);
  }
  const lot = await ports.lotByCode(companyId, material.id, query.lot_code);
  if (!lot) throw notFound(labelMessages.lotNotFound(query.lot_code));
  return {
    material: {
      id: material.id,
      name: material.name,
      unit_of_measure: material.unit_of_measure,
      ...(material.gtin ? { gtin: material.gtin } : {}),
    },
    lot: lotView(lot),
  };
};
