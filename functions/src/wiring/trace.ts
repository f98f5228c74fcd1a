import { historyAll } from '../adapters/dynamodb/inventory/history-reads.ts';
import { getLots } from '../adapters/dynamodb/inventory/lot-items.ts';
import { getCustomers } from '../adapters/dynamodb/master-data/customers-repo.ts';
import { getMaterials } from '../adapters/dynamodb/master-data/materials-repo.ts';
import { getSuppliers } from '../adapters/dynamodb/master-data/suppliers-repo.ts';
import { getCompany } from '../adapters/dynamodb/platform/companies-repo.ts';
import { datedEntries, rowsByIds, submissionsByIds } from '../adapters/dynamodb/trace/dated-events.ts';
import { linksOfLots, lotsByCode, supplierReceipts } from '../adapters/dynamodb/trace/trace-reads.ts';
import { traceMasters } from '../adapters/dynamodb/trace/trace-masters.ts';
import type { TraceRecordPorts } from '../core/trace/ports.ts';

/** The trace use cases run over the lot, link, master-data, ledger and submission repositories. */
export const tracePorts: TraceRecordPorts = {
  lotsByCode,
  lots: getLots,
  links: linksOfLots,
  materials: getMaterials,
  suppliers: getSuppliers,
  customers: getCustomers,
  masters: traceMasters,
  companyName: async (companyId) => (await getCompany(companyId))?.name ?? '',
  lotEntries: (companyId, lotIds) => historyAll(companyId, { lotIds }, {}),
  datedEntries,
  submissionsByIds,
  rowsByIds,
  supplierReceipts,
};
