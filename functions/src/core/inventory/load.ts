import { inventoryMessages } from '@bp/shared/contracts/inventory.ts';
import { lotMessages } from '@bp/shared/contracts/lots.ts';
import { allInOrder } from '../all-in-order.ts';
import { notFound } from '../errors.ts';
import type { LotRecord } from './lot.ts';
import type { InventoryReadPorts } from './read-ports.ts';

type Ports = Pick<InventoryReadPorts, 'material' | 'lot'>;

export const loadMaterialOr404 = async (ports: Ports, companyId: number, id: number) => {
  const material = await ports.material(companyId, id);
  if (!material) throw notFound(inventoryMessages.materialNotFound);
  return material;
};

export const loadLotOr404 = async (
  ports: Ports,
  companyId: number,
  materialId: number,
  lotId: number,
): Promise<LotRecord> => {
  // Both reads at once; an unknown material is still answered before an unknown lot.
  const [, lot] = await allInOrder([
    loadMaterialOr404(ports, companyId, materialId),
    ports.lot(companyId, materialId, lotId),
  ]);
  if (!lot) throw notFound(lotMessages.notFound);
  return lot;
};
