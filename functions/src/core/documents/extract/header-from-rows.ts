import { compact } from './page-words.ts';
import type { TableCell } from './find-table.ts';

/**
 * The one value every line item of a column agrees on (`Corner Market Grocers` on each row of an
 * outbound log's `Ship to` column), read as the rows wrote it, at the least sure of their reads;
 * none when the column is empty or its rows name different values (a log of several customers
 * is several shipments, for the reviewer to split).
 */
export function agreedCell(cells: readonly (TableCell | undefined)[]): TableCell | null {
  const filled = cells.filter((c): c is TableCell => c !== undefined && compact(c.text) !== '');
  if (!filled.length) return null;
  const key = compact(filled[0]!.text);
  if (!filled.every((c) => compact(c.text) === key)) return null;
  return { text: filled[0]!.text, confidence: Math.min(...filled.map((c) => c.confidence)) };
}
