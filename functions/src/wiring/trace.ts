import { historyAll } from '../adapters/dynamodb/inventory/history-reads.ts';
import { getLots } from '../adapters/dynamodb/inventory/lot-items.ts';
import { getCustomers } from '../adapters/dynamodb/master-data/customers-repo.ts';
import { getMaterials } from '../adapters/dynamodb/master-data/materials-repo.ts';
import { getSuppliers } from '../adapters/dynamodb/master-data/suppliers-repo.ts';
import { getCompany } from '../adapters/dynamodb/platform/companies-repo.ts';
import { rowsOf } from '../adapters/dynamodb/submissions/row-items.ts';
import { listSubmissions } from '../adapters/dynamodb/submissions/submission-items.ts';
import { linksOfLots, lotsByCode } from '../adapters/dynamodb/trace/trace-reads.ts';
import type { RowRecord } from '../core/submissions/records.ts';
import type { TraceRecordPorts } from '../core/trace/ports.ts';

/** Submissions whose rows are read at once (a date-range export reads many). */
const PARALLEL_ROWS = 16;

/** The trace use cases run over the lot, link, master-data, ledger and submission repositories. */
export const tracePorts: TraceRecordPorts = {
  lotsByCode,
  lots: getLots,
  links: linksOfLots,
  materials: getMaterials,
  suppliers: getSuppliers,
  customers: getCustomers,
  companyName: async (companyId) => (await getCompany(companyId))?.name ?? '',
  lotEntries: (companyId, lotIds) => historyAll(companyId, { lotIds }, {}),
  submissions: listSubmissions,
  rows: async (companyId, kind, submissionIds) => {
    const found = new Map<number, RowRecord[]>();
    let next = 0;
    const worker = async () => {
      while (next < submissionIds.length) {
        const id = submissionIds[next++] as number;
        found.set(id, await rowsOf(companyId, kind, id));
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL_ROWS, submissionIds.length) }, worker));
    return found;
  },
};
