import type { IngredientPackagingRecall, TraceReceipt } from '@bp/shared/contracts/trace.ts';
import type { z } from 'zod';
import type { productionUsage } from '@bp/shared/contracts/trace.ts';
import Box from '@mui/material/Box';
import type { Column } from '../../../components/data-table/column.ts';
import { amount } from './format.ts';
import { ProductionRunsTable } from './production-runs-table.tsx';
import { StatusFigures } from './status-figures.tsx';
import { TraceSection } from './trace-section.tsx';
import { TraceTable } from './trace-table.tsx';

type Usage = z.infer<typeof productionUsage>;

const receiptColumns: Column<TraceReceipt>[] = [
  { key: 'date', header: 'Date', phone: 'title' },
  { key: 'supplier', header: 'Supplier' },
  {
    key: 'quantity',
    header: 'Quantity',
    align: 'right',
    render: (r) => amount(r.quantity, r.unit_of_measure),
  },
  { key: 'po_number', header: 'PO #' },
  { key: 'supplier_lot_code', header: 'Supplier Lot' },
];

const usageColumns: Column<Usage>[] = [
  { key: 'product', header: 'Finished good', phone: 'title', render: (u) => u.finished_good.name },
  { key: 'lot', header: 'Lot code', render: (u) => u.finished_good.lot_code },
  { key: 'date', header: 'Date' },
  {
    key: 'used',
    header: 'Quantity used',
    align: 'right',
    render: (u) => amount(u.quantity_used, u.unit_of_measure),
  },
  {
    key: 'produced',
    header: 'Quantity produced',
    align: 'right',
    render: (u) => amount(u.finished_good.quantity_produced, u.finished_good.unit_of_measure),
  },
  {
    key: 'inventory',
    header: 'Current inventory',
    align: 'right',
    render: (u) => amount(u.finished_good.current_inventory, u.finished_good.unit_of_measure),
  },
  {
    key: 'shipments',
    header: 'Shipments',
    render: (u) =>
      u.finished_good.shipments.length === 0 ? null : (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {u.finished_good.shipments.map((s) => (
            <li key={`${s.submission_id}-${s.customer_id}-${s.quantity_shipped}`}>
              {s.customer_name}, {s.date}: {amount(s.quantity_shipped, s.unit_of_measure)}
            </li>
          ))}
        </Box>
      ),
  },
];

/** ingredient_packaging_recall: current status, receipts, usage in production (spec 001 section 3). */
export function IngredientResult({ result }: { result: IngredientPackagingRecall }) {
  const unit = result.queried_material_details.unit_of_measure;
  const status = result.current_status;
  return (
    <>
      <TraceSection title="Current status">
        <StatusFigures
          figures={[
            { label: 'Total received', value: amount(status.total_received, unit) },
            { label: 'Total used in production', value: amount(status.total_used_in_production, unit) },
            { label: 'In inventory', value: amount(status.quantity_in_inventory, unit) },
          ]}
        />
      </TraceSection>
      <TraceSection title="Receipts" hint="Where this lot came from.">
        <TraceTable
          label="Receipts of this lot"
          columns={receiptColumns}
          rows={result.receipts}
          rowKey={(r) => `${r.submission_id}-${r.supplier_id}-${r.quantity}`}
          empty="This lot was not received from a supplier"
        />
      </TraceSection>
      {result.production_runs.length > 0 ? (
        <TraceSection title="Production runs" hint="This lot was made in-house from these inputs.">
          <ProductionRunsTable runs={result.production_runs} />
        </TraceSection>
      ) : null}
      <TraceSection title="Usage in production" hint="The products this lot went into, and where they went.">
        <TraceTable
          label="Uses in production"
          columns={usageColumns}
          rows={result.usage_in_production}
          rowKey={(u) => `${u.submission_id}-${u.finished_good.lot_id}`}
          empty="This lot has not been used in production"
        />
      </TraceSection>
    </>
  );
}
