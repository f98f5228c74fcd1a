import { compact, labelKey } from './page-words.ts';

/** What a table column holds, whatever its heading says. */
export type ColumnRole = 'name' | 'supplier' | 'customer' | 'lot' | 'quantity' | 'unit' | 'po' | 'date';

/** Headings by role, tried in order (`Lot #` before `Product`, `PO #` before anything with "order"). */
const HEADINGS: [ColumnRole, RegExp][] = [
  ['lot', /^(lot|batch|lotno|lotnumber|lotcode|batchno|batchlot|code)/],
  ['po', /^(po|pono|ponumber|purchaseorder|orderno|ordernumber)$/],
  ['quantity', /^(qty|quantity|quant|amount|amt|weight|count|net)/],
  ['unit', /^(unit|units|uom|measure)$/],
  ['date', /^(date|datereceived|received|receivedon|day)$/],
  ['supplier', /^(supplier|vendor|from)/],
  ['customer', /^(customer|shipto|soldto|client)/],
  ['name', /^(material|ingredient|item|product|description|name|article|goods)/],
];

export function headingRole(text: string): ColumnRole | null {
  const key = labelKey(text);
  if (!key) return null;
  for (const [role, pattern] of HEADINGS) if (pattern.test(key)) return role;
  return null;
}

/** Section subtotals inside a table: not line items. */
export const isSubtotal = (text: string): boolean => /^(subtotal|sum|carriedforward)/.test(compact(text));

/** Rows past the table: the form's footer. */
export const isFooter = (text: string): boolean =>
  /^(checkedby|signature|signed|total|notes|comments|receivedby|approvedby|verifiedby|remarks)/.test(
    compact(text),
  );
