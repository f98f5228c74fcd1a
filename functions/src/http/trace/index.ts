import { areaHandler } from '../../lib/route-handler.ts';
import { findSupplierLots } from './find-supplier-lots.ts';
import { exportTraceCsv, exportTraceXlsx } from './export-trace.ts';
import { lotMassBalance } from './lot-mass-balance.ts';
import { startTraceExport, traceExportStatus } from './start-export.ts';
import { traceLot } from './trace-lot.ts';

export const handler = areaHandler('trace', {
  traceLot,
  lotMassBalance,
  exportTraceCsv,
  exportTraceXlsx,
  findSupplierLots,
  startTraceExport,
  traceExportStatus,
});
