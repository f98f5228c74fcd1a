import type { MaterialLot } from '@bp/shared/contracts/lots.ts';
import { useQueries } from '@tanstack/react-query';
import { recordQueryOptions } from '../../../lib/reference-data/named-records.ts';

/** The supplier's own dates for their lot, as their paperwork gave them. */
const supplierDates = (r: MaterialLot['receipts'][number]) =>
  [
    r.supplier_use_by ? `use by ${r.supplier_use_by}` : null,
    r.supplier_best_before ? `best before ${r.supplier_best_before}` : null,
    r.supplier_production_date ? `made ${r.supplier_production_date}` : null,
  ]
    .filter(Boolean)
    .map((d) => `; ${d}`)
    .join('');

/**
 * Where a received lot came from (issue 21): each goods receipt's supplier by name, the
 * supplier's own lot code and the receipt's date from the paperwork, oldest first.
 */
export function LotReceipts({ receipts }: { receipts: MaterialLot['receipts'] }) {
  const ids = [...new Set(receipts.map((r) => r.supplier_id))];
  const suppliers = useQueries({ queries: ids.map((id) => recordQueryOptions('suppliers', id)) });
  const nameOf = (id: number) => suppliers[ids.indexOf(id)]?.data?.name ?? `Supplier ${id}`;
  return (
    <ul aria-label="Goods receipts" style={{ margin: 0, paddingLeft: '1.2em' }}>
      {receipts.map((r, i) => (
        <li key={`${r.supplier_id}-${r.date}-${i}`}>
          {nameOf(r.supplier_id)}
          {r.supplier_lot_code ? `, their lot ${r.supplier_lot_code}` : ''}, received {r.date}
          {supplierDates(r)}
        </li>
      ))}
    </ul>
  );
}
