import type { TraceShipment } from '@bp/shared/contracts/trace.ts';
import type { Column } from '../../../components/data-table/column.ts';
import { amount } from './format.ts';
import { TraceTable } from './trace-table.tsx';

const columns: Column<TraceShipment>[] = [
  { key: 'customer_name', header: 'Customer', phone: 'title' },
  { key: 'contact_name', header: 'Contact' },
  { key: 'phone_number', header: 'Phone' },
  { key: 'email', header: 'Email' },
  { key: 'date', header: 'Date' },
  {
    key: 'quantity_shipped',
    header: 'Quantity shipped',
    align: 'right',
    render: (s) => amount(s.quantity_shipped, s.unit_of_measure),
  },
];

/** Distribution of one lot: the spec's shipment fields (customer, email, phone, contact, date, quantity). */
export function ShipmentsTable({ shipments, label }: { shipments: readonly TraceShipment[]; label: string }) {
  return (
    <TraceTable
      label={label}
      columns={columns}
      rows={shipments}
      rowKey={(s) => `${s.submission_id}-${s.customer_id}-${s.date}-${s.quantity_shipped}`}
      empty="Not shipped to any customer"
    />
  );
}
