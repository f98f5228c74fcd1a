import type { StockPageRecords } from '../../../core/inventory/read-ports.ts';
import { batchGetGroups } from '../kit/index.ts';
import { materialSpec } from '../master-data/materials-repo.ts';
import { ENTITY, entityKey } from '../master-data/records/collections.ts';
import { supplierKeys, supplierNamesOf } from '../master-data/suppliers-repo.ts';
import { stockKeys, stockMap } from './stock-items.ts';

/**
 * A stock list page's items in one batched read: the materials, their stock items and the
 * suppliers named by the digest as their defaults: one BatchGetItem call while the keys stay
 * within 100 (a page of 25 materials), where three reads made three calls in two rounds.
 */
export const stockPageRecords = async (
  companyId: number,
  materialIds: readonly number[],
  supplierIds: readonly number[],
): Promise<StockPageRecords> => {
  const [materials, stock, suppliers] = await batchGetGroups([
    materialIds.map((id) => entityKey(companyId, ENTITY.material, id)),
    stockKeys(companyId, materialIds),
    supplierKeys(companyId, supplierIds),
  ]);
  return {
    records: (materials ?? []).map((item) => materialSpec.parse(item).record),
    stock: stockMap(materialIds, stock ?? []),
    supplierNames: supplierNamesOf(suppliers ?? []),
  };
};
