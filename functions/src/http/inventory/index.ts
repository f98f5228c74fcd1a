import { areaHandler } from '../../lib/route-handler.ts';
import { listExpiringLots, listFefoLots, setLotExpiry } from '../expiry/expiry-routes.ts';
import { holdLot, lotDescendants, lotHoldHistory, releaseLot } from '../holds/hold-routes.ts';
import { adjustInventory } from './adjust-inventory.ts';
import { exportInventory } from './export-inventory.ts';
import { exportInventoryHistory } from './export-inventory-history.ts';
import { findLot } from './find-lot.ts';
import { findSupplierLotArrival } from './find-supplier-lot-arrival.ts';
import { getMaterialLot } from './get-material-lot.ts';
import { inventoryHistory } from './inventory-history.ts';
import { listInventory } from './list-inventory.ts';
import { listLotCodes } from './list-lot-codes.ts';
import { listMaterialLedger } from './list-material-ledger.ts';
import { listMaterialLots } from './list-material-lots.ts';
import { mergeLots } from './merge-lots.ts';
import { printLabels } from './print-labels.ts';
import { updateMaterialLot } from './update-material-lot.ts';

export const handler = areaHandler('inventory', {
  listInventory,
  exportInventory,
  adjustInventory,
  listLotCodes,
  inventoryHistory,
  exportInventoryHistory,
  listMaterialLots,
  listMaterialLedger,
  mergeLots,
  getMaterialLot,
  updateMaterialLot,
  lotHoldHistory,
  lotDescendants,
  holdLot,
  releaseLot,
  setLotExpiry,
  listFefoLots,
  listExpiringLots,
  printLabels,
  findLot,
  findSupplierLotArrival,
});
