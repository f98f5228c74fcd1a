import type { LotRecord } from '../../../core/inventory/lot.ts';
import type { MaterialRecord } from '../../../core/master-data/records.ts';
import { batchGetGroups } from '../kit/index.ts';
import { materialSpec } from '../master-data/materials-repo.ts';
import { ENTITY, entityKey } from '../master-data/records/collections.ts';
import { lotKey, toLot } from './records/lot.ts';

/**
 * A material and one of its lots in one BatchGetItem call (a lot page, a lot's ledger), where a
 * GetItem each made two calls; missing ones are null.
 */
export const materialAndLot = async (
  companyId: number,
  materialId: number,
  lotId: number,
): Promise<{ material: MaterialRecord | null; lot: LotRecord | null }> => {
  const [materials, lots] = await batchGetGroups([
    [entityKey(companyId, ENTITY.material, materialId)],
    [lotKey(companyId, materialId, lotId)],
  ]);
  const [material, lot] = [materials?.[0], lots?.[0]];
  return {
    material: material ? materialSpec.parse(material).record : null,
    lot: lot ? toLot(lot) : null,
  };
};
