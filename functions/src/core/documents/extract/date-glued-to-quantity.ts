import type { ColumnRole } from './column-roles.ts';
import { parseUnit } from './parse-unit.ts';

/** Cells that hold a date, whichever date it is. */
const DATE_ROLES: readonly ColumnRole[] = ['date', 'use_by', 'best_before', 'made_on'];

/**
 * A date and the quantity in the next column read as one word (`30/11/2610kg`: a use-by of
 * 30/11/26 beside `10 kg` in an open table whose columns the reader did not keep apart): the
 * date ends with its year, four digits when they make a year of this era, else two; what follows
 * is the quantity when it is a number and a unit. Null when the text is no such pair.
 */
export function splitDateQuantity(text: string): { date: string; quantity: string } | null {
  const m = /^(\d{1,2}[/.-]\d{1,2}[/.-])(\d{3,})\s*([.,]?\d*)\s*([A-Za-z#]{1,6}\.?)$/.exec(text.trim());
  if (!m) return null;
  const [, dayMonth = '', digits = '', decimals = '', unit = ''] = m;
  if (!parseUnit(unit)?.known) return null;
  const long = /^(19|20)\d\d\d/.test(digits) ? 4 : 2;
  const number = digits.slice(long) + decimals;
  if (!/^\d/.test(number)) return null;
  return { date: dayMonth + digits.slice(0, long), quantity: `${number} ${unit}` };
}

type Cells = Partial<Record<ColumnRole, { text: string; confidence: number }>>;

/**
 * A row whose quantity cell is empty and one of whose date cells holds a date with the quantity
 * glued after it: the two parted, each kept doubtful (`repaired` scales the confidence).
 */
export function partDateFromQuantity(cells: Cells, repaired: number): Cells {
  if (cells.quantity?.text.trim()) return cells;
  for (const role of DATE_ROLES) {
    const cell = cells[role];
    const split = cell ? splitDateQuantity(cell.text) : null;
    if (!cell || !split) continue;
    const confidence = cell.confidence * repaired;
    return {
      ...cells,
      [role]: { text: split.date, confidence },
      quantity: { text: split.quantity, confidence },
    };
  }
  return cells;
}
