import type { MaterialLot } from '@bp/shared/contracts/lots.ts';
import type { InventoryReadPorts } from '../inventory/read-ports.ts';
import { loadMaterialOr404 } from '../inventory/load.ts';
import { lotView } from '../inventory/views.ts';
import { fefoOrder } from './expiry.ts';

/** The material's lots with stock on hand, first-expired-first-out (GET .../fefo-lots). */
export const fefoLots = async (
  ports: Pick<InventoryReadPorts, 'material' | 'lot' | 'materialLots'>,
  companyId: number,
  materialId: number,
): Promise<{ items: MaterialLot[]; total: number }> => {
  await loadMaterialOr404(ports, companyId, materialId);
  const inStock = (await ports.materialLots(companyId, materialId)).filter(
    (l) => l.mergedInto === null && l.quantity > 0,
  );
  const items = fefoOrder(inStock).map(lotView);
  return { items, total: items.length };
};
