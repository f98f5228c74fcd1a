import type { ColumnRole } from './column-roles.ts';
import type { TableCell } from './find-table.ts';

/**
 * The end of a date written past its cell's edge (handwriting runs on to the right) and read in
 * the next column's cell: `05` beside `V26 Shree Ganesh Traders`, `18` beside `V26MawaOilMills`
 * (`05/11/26`, the `/11/` read as a V). Only when the date's cell holds a day alone and the next
 * cell begins with what ends a date: a mark of one (a separator, or the V, I, l a `/1` is read
 * as) then a year, before a space or a capital or the cell's end. A name that begins with a
 * number (`12 Oaks Farm`) has no such mark and is left whole.
 */
const TAIL = /^([/.-]?[\dVvIil|]{0,3}[/.-]?(?:\d{4}|\d{2}))(?=\s|[A-Za-z]|$)\s*/;

export function rejoinDateTail(
  cells: Partial<Record<ColumnRole, TableCell>>,
  order: readonly (ColumnRole | 'other')[],
): Partial<Record<ColumnRole, TableCell>> {
  const date = cells.date;
  const after = order[order.indexOf('date') + 1];
  const nextRole = after && after !== 'other' ? after : null;
  const next = nextRole ? cells[nextRole] : undefined;
  if (!date || !nextRole || !next || !/^\d{1,2}$/.test(date.text.trim())) return cells;
  const m = TAIL.exec(next.text);
  if (!m || !/[-/.VvIil|]/.test(m[1]!)) return cells;
  const rest = next.text.slice(m[0].length).trim();
  const confidence = Math.min(date.confidence, next.confidence);
  const out = { ...cells, date: { text: `${date.text.trim()} ${m[1]}`, confidence } };
  if (rest) out[nextRole] = { ...next, text: rest };
  else delete out[nextRole];
  return out;
}
