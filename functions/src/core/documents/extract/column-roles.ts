import { compact, labelKey } from './page-words.ts';

/** What a table column holds, whatever its heading says. */
export type ColumnRole = 'name' | 'supplier' | 'customer' | 'lot' | 'quantity' | 'unit' | 'po' | 'date';

/**
 * Headings by role, tried in order (`Lot #` before `Product`, `PO #` before anything with
 * "order"), with the Dutch and German words of the invoices in the corpus. A heading cell may
 * hold two headings glued by OCR (`BTW Hoeveelheid`), so the foreign quantity words match anywhere.
 */
const HEADINGS: [ColumnRole, RegExp][] = [
  ['lot', /^(lot|batch|lotno|lotnumber|lotcode|batchno|batchlot|charge)/],
  ['po', /^(po|pono|ponumber|purchaseorder|orderno|ordernumber)$/],
  ['quantity', /^(qty|quantity|quant|amount|amt|weight|count|net)|(aantal|hoeveelheid|menge|anzahl)/],
  ['unit', /^(unit|units|uom|measure|eenheid|einheit)$/],
  ['date', /^(date|datereceived|received|receivedon|day|datum)$/],
  ['supplier', /^(supplier|vendor|from|leverancier|lieferant)/],
  ['customer', /^(customer|shipto|soldto|client|klant|kunde)/],
  [
    'name',
    /^(material|ingredient|item|product|description|name|article|goods|artikel|omschrijving|beschreibung|bezeichnung)/,
  ],
];

/** Among several name-like headings, the one that describes: `Omschrijving` over `Artikel` (a code). */
export const nameHeadingRank = (text: string): number =>
  /^(description|omschrijving|beschreibung|bezeichnung|material|ingredient|product|name)/.test(labelKey(text))
    ? 2
    : 1;

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
