import { inventoryRoutes } from '@bp/shared/api/routes/inventory.ts';
import { LEDGER_CSV_COLUMNS } from '@bp/shared/contracts/ledger.ts';
import { writeCsv } from '../../lib/csv.ts';
import { textFile } from '../../lib/http-response.ts';
import { handles, route } from '../../lib/route-handler.ts';
import { exportFileName } from '../master-data/export-file-name.ts';
import { formatCsvQuantity } from './csv-quantity.ts';
import { historyAll } from '../../core/inventory/history.ts';
import { inventoryReadPorts } from '../../wiring/inventory.ts';

export const exportInventoryHistory = handles(
  route(inventoryRoutes, 'exportInventoryHistory'),
  async ({ params, query, caller }) => {
    const rows = await historyAll(inventoryReadPorts, caller.companyId, params.materialId, {
      lotId: query.lot_id,
      type: query.txn_type,
      startDate: query.start_date,
      endDate: query.end_date,
    });
    const csv = writeCsv(
      LEDGER_CSV_COLUMNS,
      rows.map((t) => ({
        recorded_at: t.recorded_at,
        created_at: t.created_at,
        txn_type: t.txn_type,
        lot_code: t.lot_code,
        ref_doc_type: t.ref_doc_type,
        note: t.note,
        qty_delta: formatCsvQuantity(t.qty_delta),
        submission_id: t.submission?.submission_id ?? null,
        submission_type: t.submission?.submission_type ?? null,
        user_email: t.user.email,
      })),
    );
    return textFile(csv, 'text/csv; charset=utf-8', exportFileName(`ledger-material-${params.materialId}`));
  },
);
