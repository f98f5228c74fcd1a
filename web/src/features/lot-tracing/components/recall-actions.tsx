import { holdSummary } from '@bp/shared/contracts/holds.ts';
import { unverifiedOriginMessages } from '@bp/shared/contracts/unknown-lots.ts';
import type { TraceGraph } from '@bp/shared/contracts/trace.ts';
import Box from '@mui/material/Box';
import type { Column } from '../../../components/data-table/column.ts';
import { amount, contactLine } from './format.ts';
import { TraceSection } from './trace-section.tsx';
import { TraceTable } from './trace-table.tsx';

type Summary = TraceGraph['summary'];
type Customer = Summary['customers'][number];
type Hold = Summary['stock_to_hold'][number];
type Supplier = Summary['suppliers'][number];

const bullets = (lines: readonly string[]) => (
  <Box component="ul" sx={{ m: 0, pl: 2 }}>
    {lines.map((line, i) => (
      <li key={i}>{line}</li>
    ))}
  </Box>
);

const customerColumns: Column<Customer>[] = [
  { key: 'customer_name', header: 'Customer', phone: 'title' },
  { key: 'contact_name', header: 'Contact' },
  { key: 'phone_number', header: 'Phone' },
  { key: 'email', header: 'Email' },
  {
    key: 'shipments',
    header: 'Shipped',
    render: (c) =>
      bullets(
        c.shipments.map(
          (s) =>
            `${s.material_name}, lot ${s.lot_code}: ${amount(s.quantity_shipped, s.unit_of_measure)} on ${s.date}`,
        ),
      ),
  },
];

const holdColumns: Column<Hold>[] = [
  { key: 'material_name', header: 'Material', phone: 'title' },
  {
    key: 'lot_code',
    header: 'Lot code',
    // Printed with the report: words, as the trees say it.
    render: (h) =>
      h.unverified_origin ? `${h.lot_code} (${unverifiedOriginMessages.traceMark})` : h.lot_code,
  },
  {
    key: 'quantity_on_hand',
    header: 'On hand',
    align: 'right',
    render: (h) => amount(h.quantity_on_hand, h.unit_of_measure),
  },
  { key: 'hold', header: 'Hold', render: (h) => (h.hold ? `On hold: ${holdSummary(h.hold)}` : 'Not held') },
];

const supplierColumns: Column<Supplier>[] = [
  { key: 'supplier', header: 'Supplier', phone: 'title' },
  {
    key: 'contact',
    header: 'Contact',
    render: (s) => contactLine([s.contact_name, s.phone_number, s.email]),
  },
  {
    key: 'lots',
    header: 'Lots supplied',
    render: (s) => bullets(s.lots.map((l) => `${l.material_name}, lot ${l.lot_code}`)),
  },
];

/**
 * What a recall needs done, over the whole graph both ways: who to call, what to hold and
 * where the inputs came from. This is the heart of the printed recall report.
 */
export function RecallActions({ summary }: { summary: Summary }) {
  return (
    <>
      <TraceSection title="Who to call" hint="Every customer who received this lot or anything made from it.">
        <TraceTable
          label="Customers to call"
          columns={customerColumns}
          rows={summary.customers}
          rowKey={(c) => c.customer_id}
          empty="No customer received this lot or anything made from it"
        />
      </TraceSection>
      <TraceSection title="What to hold" hint="Stock on hand of this lot and of every lot linked to it.">
        <TraceTable
          label="Stock to hold"
          columns={holdColumns}
          rows={summary.stock_to_hold}
          rowKey={(h) => h.lot_id}
          empty="No stock of these lots is on hand"
        />
      </TraceSection>
      <TraceSection title="What came from whom" hint="The suppliers of every input of this lot.">
        <TraceTable
          label="Suppliers of the inputs"
          columns={supplierColumns}
          rows={summary.suppliers}
          rowKey={(s) => s.supplier_id}
          empty="No supplier delivered any input of this lot"
        />
      </TraceSection>
    </>
  );
}
