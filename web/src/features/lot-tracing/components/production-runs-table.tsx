import type { z } from 'zod';
import type { productionRun } from '@bp/shared/contracts/trace.ts';
import Box from '@mui/material/Box';
import type { Column } from '../../../components/data-table/column.ts';
import { amount } from './format.ts';
import { TraceTable } from './trace-table.tsx';

type ProductionRun = z.infer<typeof productionRun>;

const columns: Column<ProductionRun>[] = [
  { key: 'date', header: 'Date', phone: 'title' },
  {
    key: 'quantity',
    header: 'Quantity',
    align: 'right',
    render: (r) => amount(r.quantity, r.unit_of_measure),
  },
  {
    key: 'ingredients_used',
    header: 'Ingredients used',
    render: (r) =>
      r.ingredients_used.length === 0 ? null : (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {r.ingredients_used.map((i) => (
            <li key={`${i.lot_id}-${i.material_id}`}>
              {i.name}, lot {i.lot_code}: {amount(i.quantity_used, i.unit_of_measure)}
              {i.supplier ? ` (supplier: ${i.supplier})` : ''}
            </li>
          ))}
        </Box>
      ),
  },
];

/** Production runs that made the lot, with the ingredient lots they used (spec 001 section 3). */
export function ProductionRunsTable({ runs }: { runs: readonly ProductionRun[] }) {
  return (
    <TraceTable
      label="Production runs of this lot"
      columns={columns}
      rows={runs}
      rowKey={(r) => r.submission_id}
      empty="No production runs made this lot"
    />
  );
}
