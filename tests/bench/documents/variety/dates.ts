import type { DateOrder } from '../../../../functions/src/core/documents/extract/types.ts';
import type { Random } from '../random.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A date as receiving clerks write it: numbers in the page's order (padded or not, two- or
 * four-digit year, slash, dash or dot), or with the month's name (`Nov 3, 2026`, `3-Nov-26`,
 * `03 NOV 2026`), or ISO.
 */
export function writeAnyDate(rnd: Random, iso: string, order: DateOrder): string {
  const [y, m, d] = iso.split('-') as [string, string, string];
  const month = MONTHS[Number(m) - 1]!;
  const style = rnd.int(0, 9);
  if (order === 'YMD' || style === 9) return iso;
  if (style === 7) return order === 'MDY' ? `${month} ${Number(d)}, ${y}` : `${Number(d)} ${month} ${y}`;
  if (style === 8)
    return rnd.chance(0.5) ? `${d}-${month}-${y.slice(2)}` : `${d} ${month.toUpperCase()} ${y}`;
  const pad = style % 2 === 0;
  const dd = pad ? d : String(Number(d));
  const mm = pad ? m : String(Number(m));
  const yy = style >= 4 ? y.slice(2) : y;
  const sep = rnd.pick(['/', '/', '-', '.']);
  return order === 'DMY' ? [dd, mm, yy].join(sep) : [mm, dd, yy].join(sep);
}
