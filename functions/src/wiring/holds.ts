import { applyHoldChanges, holdEventsOf } from '../adapters/dynamodb/holds/holds-repo.ts';
import { readHoldEpoch } from '../adapters/dynamodb/holds/records/hold-epoch.ts';
import { findLotByCode, getLot, getLots } from '../adapters/dynamodb/inventory/lot-items.ts';
import { readLotClaims } from '../adapters/dynamodb/inventory/prepare-posting.ts';
import { lotRefKey } from '../core/inventory/plan-posting.ts';
import { getMaterials } from '../adapters/dynamodb/master-data/materials-repo.ts';
import { linksOfLots } from '../adapters/dynamodb/trace/trace-reads.ts';
import type { HoldPorts, HoldReadPorts } from '../core/holds/ports.ts';
import { inventoryPorts } from './inventory.ts';

/** The submit-time hold check: lots by code, the genealogy from the trace links, material names. */
export const holdReadPorts: HoldReadPorts = {
  lotByCode: findLotByCode,
  lotsByCode: async (companyId, refs) => {
    const claims = await readLotClaims(companyId, refs, true);
    return refs.map((r) => claims.get(lotRefKey(r.materialId, r.lotCode))?.lot ?? null);
  },
  // A hold and a submit's hold check decide on the genealogy: read it consistently, since AWS may
  // answer a default read from before a write a moment ago (a hold just placed, a lot just made).
  trace: {
    lots: (companyId, refs) => getLots(companyId, refs, true),
    links: (companyId, lotIds, kinds) => linksOfLots(companyId, lotIds, kinds, true),
  },
  materialNames: async (companyId, ids) =>
    new Map((await getMaterials(companyId, ids)).map((m) => [m.id, m.name])),
  holdEpoch: readHoldEpoch,
};

/** Placing, releasing and listing holds. */
export const holdPorts: HoldPorts = {
  ...holdReadPorts,
  lot: (companyId, materialId, lotId) => getLot(companyId, materialId, lotId, true),
  apply: applyHoldChanges,
  events: (companyId, _materialId, lotId) => holdEventsOf(companyId, lotId),
  postedBy: inventoryPorts.postedBy,
  now: inventoryPorts.now,
};
