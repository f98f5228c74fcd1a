import type { TraceGraph } from '@bp/shared/contracts/trace.ts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CardRows } from '../../../components/data-table/card-rows.tsx';
import type { Column } from '../../../components/data-table/column.ts';
import { TableRows } from '../../../components/data-table/table-rows.tsx';
import { LotMarks } from '../../../components/held-chip.tsx';
import { useIsNarrow } from '../../../components/use-is-phone.ts';

type Summary = TraceGraph['summary'];
type Customer = Summary['customers'][number];
type Hold = Summary['stock_to_hold'][number];

const contact = (c: Customer) => [c.contact_name, c.phone_number, c.email].filter(Boolean).join(', ');

const customerColumns: Column<Customer>[] = [
  { key: 'customer_name', header: 'Customer', phone: 'title' },
  { key: 'contact', header: 'Contact', render: contact },
  {
    key: 'shipments',
    header: 'Shipped (document)',
    render: (c) => (
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {c.shipments.map((s, i) => (
          <li key={i}>
            {`${s.material_name}, lot ${s.lot_code}: ${s.quantity_shipped} ${s.unit_of_measure} on ${s.date} (shipment #${s.submission_id})`}
          </li>
        ))}
      </Box>
    ),
  },
];

const holdColumns: Column<Hold>[] = [
  { key: 'material_name', header: 'Material', phone: 'title' },
  {
    key: 'lot_code',
    header: 'Lot',
    render: (h) => (
      <>
        {h.lot_code} <LotMarks hold={h.hold} unverifiedOrigin={h.unverified_origin} />
      </>
    ),
  },
  {
    key: 'on_hand',
    header: 'On hand',
    align: 'right',
    render: (h) => `${h.quantity_on_hand} ${h.unit_of_measure}`,
  },
];

function Rows<T>({
  label,
  empty,
  ...rows
}: {
  label: string;
  empty: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (r: T) => string | number;
}) {
  const asCards = useIsNarrow();
  if (rows.rows.length === 0)
    return (
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography sx={{ color: 'text.secondary' }}>{empty}</Typography>
      </Paper>
    );
  return asCards ? <CardRows label={label} {...rows} /> : <TableRows label={label} {...rows} />;
}

/** The trace both ways, as a drill needs it: the customers to call and the stock to hold (held lots marked). */
export function DrillRecall({ summary }: { summary: Summary }) {
  return (
    <>
      <Box component="section" sx={{ mb: 3 }}>
        <Typography variant="h2" sx={{ fontSize: 20, mb: 1 }}>
          Customers to call
        </Typography>
        <Rows
          label="Customers to call"
          empty="No customer received this lot or anything made from it."
          columns={customerColumns}
          rows={summary.customers}
          rowKey={(c) => c.customer_id}
        />
      </Box>
      <Box component="section" sx={{ mb: 3 }}>
        <Typography variant="h2" sx={{ fontSize: 20, mb: 1 }}>
          Stock to hold
        </Typography>
        <Rows
          label="Stock to hold"
          empty="No stock of this lot or anything made from it is on hand."
          columns={holdColumns}
          rows={summary.stock_to_hold}
          rowKey={(h) => h.lot_id}
        />
      </Box>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        {`The trace reaches ${summary.lot_count} lots and ${summary.suppliers.length} suppliers, both ways.`}
      </Typography>
    </>
  );
}
