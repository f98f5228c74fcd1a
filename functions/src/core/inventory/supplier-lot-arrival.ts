import { inventoryMessages } from '@bp/shared/contracts/inventory.ts';
import type { SupplierLotArrival } from '@bp/shared/contracts/supplier-lot-repeat.ts';
import type { SupplierLotQuery } from '@bp/shared/contracts/supplier-lots.ts';
import { notFound } from '../errors.ts';
import type { InventoryPorts } from './ports.ts';

/**
 * The lot a supplier's lot of a material arrived into before, as a goods receipt's submit will
 * see it (the screens say so under the row and fill the lot code): 404 for a material not the
 * company's; a supplier never delivering it is simply no lot.
 */
export const findSupplierLotArrival = async (
  ports: Pick<InventoryPorts, 'material' | 'supplierLot'>,
  companyId: number,
  materialId: number,
  query: SupplierLotQuery,
): Promise<SupplierLotArrival> => {
  if (!(await ports.material(companyId, materialId))) throw notFound(inventoryMessages.materialNotFound);
  const lot = await ports.supplierLot(companyId, materialId, query.supplier_id, query.supplier_lot_code);
  return { lot: lot ? { lot_id: lot.lotId, lot_code: lot.lotCode, received_date: lot.date } : null };
};
