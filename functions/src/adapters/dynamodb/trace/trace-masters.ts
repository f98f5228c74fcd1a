import type { MasterIds, MasterRecords } from '../../../core/trace/ports.ts';
import { batchGetGroups } from '../kit/index.ts';
import { customerSpec } from '../master-data/customers-repo.ts';
import { materialSpec } from '../master-data/materials-repo.ts';
import { ENTITY, entityKey } from '../master-data/records/collections.ts';
import { supplierSpec } from '../master-data/suppliers-repo.ts';

const unique = (ids: readonly number[]) => [...new Set(ids)];

/**
 * The materials, suppliers and customers a trace names, in the same BatchGetItem calls (one for
 * up to 100 keys in all, where a read per kind made a call each); missing ones left out.
 */
export const traceMasters = async (companyId: number, ids: MasterIds): Promise<MasterRecords> => {
  const [materials, suppliers, customers] = await batchGetGroups([
    unique(ids.materials).map((id) => entityKey(companyId, ENTITY.material, id)),
    unique(ids.suppliers).map((id) => entityKey(companyId, ENTITY.supplier, id)),
    unique(ids.customers).map((id) => entityKey(companyId, ENTITY.customer, id)),
  ]);
  return {
    materials: (materials ?? []).map((item) => materialSpec.parse(item).record),
    suppliers: (suppliers ?? []).map((item) => supplierSpec.parse(item).record),
    customers: (customers ?? []).map((item) => customerSpec.parse(item).record),
  };
};
