import { inventoryMessages } from '@bp/shared/contracts/inventory.ts';
import { lotMessages } from '@bp/shared/contracts/lots.ts';
import { notFound } from '../errors.ts';
import type { LotRecord } from './lot.ts';
import type { InventoryReadPorts } from './read-ports.ts';

type Ports = Pick<InventoryReadPorts, 'material'>;

export const loadMaterialOr404 = async (ports: Ports, companyId: number, id: number) => {
  const material = await ports.material(companyId, id);
  if (!material) throw notFound(inventoryMessages.materialNotFound);
  return material;
};

export const loadLotOr404 = async (
  ports: Pick<InventoryReadPorts, 'materialAndLot'>,
  companyId: number,
  materialId: number,
  lotId: number,
): Promise<LotRecord> => {
  // Both in one read; an unknown material is still answered before an unknown lot.
  const { material, lot } = await ports.materialAndLot(companyId, materialId, lotId);
  if (!material) throw notFound(inventoryMessages.materialNotFound);
  if (!lot) throw notFound(lotMessages.notFound);
  return lot;
};
