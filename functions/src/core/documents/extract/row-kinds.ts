import { isCodeCell } from './column-content.ts';
import type { ExtractedField } from './types.ts';

/**
 * Lines written inside a table that are no line items: a note (`OK - all sealed`, `Note: ...`),
 * a total, a signature or initials line, a blank to fill in (`Received by: ______`).
 */
export function isNoteRow(text: string): boolean {
  const t = text.trim().toLowerCase();
  if (/_{3,}|\.{6,}/.test(t)) return true;
  return /^(ok|n\.?b\.?|p\.?s\.?|total|totals|grand total|sub-?total|signature|signed|sign here|initials|received by|checked by|verified by|approved by|inspected by|delivered by|driver|notes?|comments?|remarks?|continued|page \d)\b/.test(
    t,
  );
}

/**
 * A row is a line item when it names something or counts something: a material name with
 * letters in it, a quantity that reads as a number, or a lot code. A row of words in other
 * columns only (a remark spread over the supplier and date columns) is not.
 */
export function isLineItem(
  row: Record<string, ExtractedField<string | number>>,
  quantityField: string,
  nameField: string,
  lotField?: string,
): boolean {
  const name = row[nameField]?.raw ?? '';
  const hasName = name.replace(/[^A-Za-zÀ-ÿ]/g, '').length >= 2;
  const hasQuantity = row[quantityField]?.value !== null && row[quantityField]?.value !== undefined;
  const lot = lotField ? (row[lotField]?.raw ?? '') : '';
  return hasName || hasQuantity || (lot !== '' && isCodeCell(lot));
}
