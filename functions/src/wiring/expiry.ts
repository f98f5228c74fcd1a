import { datedLots, writeLotExpiry } from '../adapters/dynamodb/expiry/expiry-repo.ts';
import { applyHoldChanges } from '../adapters/dynamodb/holds/holds-repo.ts';
import { getLot, getLots } from '../adapters/dynamodb/inventory/lot-items.ts';
import { getMaterials } from '../adapters/dynamodb/master-data/materials-repo.ts';
import { listCompanies } from '../adapters/dynamodb/platform/companies-repo.ts';
import type { ExpiryPorts } from '../core/expiry/ports.ts';

/** Lot dates, the expiring list and the expiry job over the lot, index and hold repositories. */
export const expiryPorts: ExpiryPorts = {
  lot: (companyId, materialId, lotId) => getLot(companyId, materialId, lotId, true),
  lots: getLots,
  materials: getMaterials,
  setExpiry: writeLotExpiry,
  datedLots,
  applyHolds: applyHoldChanges,
  companyIds: async () => (await listCompanies()).map((c) => c.id),
  today: () => new Date().toISOString().slice(0, 10),
};
