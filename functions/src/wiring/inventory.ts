import { ZERO } from '@bp/shared/quantity/quantity.ts';
import {
  historyAll,
  historyPage,
  lotHistoryPage,
  lotNewestEntries,
  materialHistoryPage,
} from '../adapters/dynamodb/inventory/history-reads.ts';
import {
  findLotByCode,
  findSupplierLot,
  getLot,
  getLots,
  materialLots,
} from '../adapters/dynamodb/inventory/lot-items.ts';
import { writeLotCode, writeMerge } from '../adapters/dynamodb/inventory/lot-changes.ts';
import { stockAndLot, stockOf } from '../adapters/dynamodb/inventory/stock-items.ts';
import { stockPageRecords } from '../adapters/dynamodb/inventory/stock-page-reads.ts';
import { materialAndLot } from '../adapters/dynamodb/inventory/lot-scope-reads.ts';
import { postingCommitPort } from '../adapters/dynamodb/inventory/write-posting.ts';
import { readLotClaims } from '../adapters/dynamodb/inventory/prepare-posting.ts';
import { adjustReads } from '../adapters/dynamodb/inventory/adjust-reads.ts';
import type { LotClaims } from '../core/inventory/commit-posting-port.ts';
import * as materials from '../adapters/dynamodb/master-data/materials-repo.ts';
import { getUser } from '../adapters/dynamodb/platform/users-repo.ts';
import { commitPosting } from '../core/inventory/commit-posting.ts';
import type { HoldGuard } from '../core/holds/hold-guard.ts';
import type { InventoryPorts } from '../core/inventory/ports.ts';
import type { Posting } from '../core/inventory/posting.ts';
import type { InventoryReadPorts } from '../core/inventory/read-ports.ts';
import { presentMaterials } from '../core/master-data/materials.ts';
import { materialPorts } from './materials.ts';

/** A posting written exactly once by core's loop over the DynamoDB commit port. */
export const writePosting = (
  companyId: number,
  posting: Posting,
  guard?: HoldGuard,
  fresh?: boolean,
  claimed?: LotClaims,
) => commitPosting(postingCommitPort(), companyId, posting, guard, fresh, claimed);

/** The inventory use cases (postings, merges, lot codes) run over the inventory repositories. */
export const inventoryPorts: InventoryPorts = {
  material: (companyId, id) => materials.getMaterial(companyId, id, true),
  lot: (companyId, materialId, lotId) => getLot(companyId, materialId, lotId, true),
  lotByCode: findLotByCode,
  lotClaims: readLotClaims,
  adjustReads,
  supplierLot: findSupplierLot,
  post: writePosting,
  merge: writeMerge,
  rename: writeLotCode,
  stock: async (companyId, materialId) =>
    (await stockOf(companyId, [materialId], true)).get(materialId) ?? ZERO,
  stockAndLot,
  postedBy: async (userId, email, names) => {
    // The authorizer read the user this very request (consistently): its names are those.
    if (names) return { userId, ...names, email };
    const user = await getUser(userId);
    return {
      userId,
      firstName: user?.first_name ?? null,
      lastName: user?.last_name ?? null,
      email: user?.email ?? email,
    };
  },
  now: () => new Date().toISOString(),
};

/** The inventory reads (stock list, lots, histories). */
export const inventoryReadPorts: InventoryReadPorts = {
  material: (companyId, id) => materials.getMaterial(companyId, id),
  materialEntries: materials.materialEntries,
  materialEntriesAhead: materials.materialEntriesAhead,
  materials: materials.getMaterials,
  presentMaterials: (companyId, records) => presentMaterials(materialPorts, companyId, records),
  stock: (companyId, ids) => stockOf(companyId, ids),
  stockPage: stockPageRecords,
  lot: (companyId, materialId, lotId) => getLot(companyId, materialId, lotId),
  lots: getLots,
  materialAndLot,
  materialLots,
  materialHistoryPage,
  lotHistoryPage,
  lotNewestEntries,
  historyPage,
  historyAll,
};
