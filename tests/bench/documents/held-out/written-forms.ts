import type { DateOrder } from '../../../../functions/src/core/documents/extract/types.ts';
import type { Random } from '../random.ts';

/**
 * HELD OUT: how the held-out plant writes values (dates with month names and two-digit years,
 * its suppliers' lot shapes, its own finished lots). Never tune the reader on these pages.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export function writeDate(rnd: Random, iso: string, order: 'DMY' | 'MDY'): string {
  const [y, m, d] = iso.split('-') as [string, string, string];
  const month = MONTHS[Number(m) - 1]!;
  const day = String(Number(d));
  switch (rnd.int(0, 6)) {
    case 0:
      return order === 'MDY' ? `${month.slice(0, 3)} ${day}, ${y}` : `${day} ${month.slice(0, 3)} ${y}`;
    case 1:
      return order === 'MDY' ? `${month} ${day}, ${y}` : `${day} ${month} ${y}`;
    case 2:
      return `${d}-${month.slice(0, 3)}-${y.slice(2)}`;
    case 3: {
      const mm = String(Number(m));
      return order === 'MDY' ? `${mm}/${day}/${y.slice(2)}` : `${day}/${mm}/${y.slice(2)}`;
    }
    default: {
      const sep = rnd.pick(['/', '/', '-', '.']);
      return order === 'MDY' ? [m, d, y].join(sep) : [d, m, y].join(sep);
    }
  }
}

export const pickOrder = (rnd: Random): Extract<DateOrder, 'DMY' | 'MDY'> =>
  rnd.chance(0.65) ? 'MDY' : 'DMY';

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const digits = (rnd: Random, n: number): string => Array.from({ length: n }, () => rnd.int(0, 9)).join('');
const letter = (rnd: Random): string => LETTERS[rnd.int(0, LETTERS.length - 1)]!;

/** A supplier's lot: a Julian date code, a plant-line code, or a letter-year code. */
export function supplierLot(rnd: Random): string {
  switch (rnd.int(0, 2)) {
    case 0:
      return `26${String(rnd.int(1, 330)).padStart(3, '0')}${letter(rnd)}`;
    case 1:
      return `${letter(rnd)}${letter(rnd)}${digits(rnd, 4)}-${digits(rnd, 2)}`;
    default:
      return `L${digits(rnd, 2)}-${digits(rnd, 4)}`;
  }
}

/** The plant's own finished lots: `B-` then the production day and the run. */
export const ownLot = (rnd: Random): string => `B-26${digits(rnd, 4)}-${rnd.int(1, 4)}`;

/** Purchase orders as a buyer's system numbers them. */
export const randomPo = (rnd: Random): string => rnd.pick(['', '', 'PO-']) + `45${digits(rnd, 6)}`;

export function randomIsoDate(rnd: Random): string {
  const d = new Date(Date.UTC(2026, 0, 1) + rnd.int(0, 325) * 86_400_000);
  return d.toISOString().slice(0, 10);
}

export const randomQuantity = (rnd: Random): number =>
  rnd.chance(0.25) ? rnd.int(1, 60) / 2 : rnd.chance(0.15) ? rnd.int(1000, 2500) : rnd.int(1, 400);

/** `1250` sometimes as `1,250`; halves as `12.5`. */
export function writeNumber(rnd: Random, n: number): string {
  if (n >= 1000 && rnd.chance(0.5)) return `${Math.floor(n / 1000)},${String(n % 1000).padStart(3, '0')}`;
  return String(n);
}
