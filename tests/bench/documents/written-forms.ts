import type { DateOrder } from '../../../functions/src/core/documents/extract/types.ts';
import type { Random } from './random.ts';

/** How people write the same value on paper: the generator's source of variety. */

export function writeDate(rnd: Random, iso: string, order: DateOrder): string {
  const [y, m, d] = iso.split('-') as [string, string, string];
  const style = rnd.int(0, 3);
  if (order === 'YMD' || style === 3) return iso;
  const pad = style !== 1;
  const dd = pad ? d : String(Number(d));
  const mm = pad ? m : String(Number(m));
  const yy = style === 2 ? y.slice(2) : y;
  const sep = rnd.pick(['/', '/', '-', '.']);
  return order === 'DMY' ? [dd, mm, yy].join(sep) : [mm, dd, yy].join(sep);
}

/** 12.5 as `12.5` or `12,5`; whole numbers plain. */
export function writeNumber(rnd: Random, n: number): string {
  const s = String(n);
  return s.includes('.') && rnd.chance(0.4) ? s.replace('.', ',') : s;
}

export function randomQuantity(rnd: Random): number {
  return rnd.chance(0.3) ? rnd.int(1, 99) / 2 : rnd.int(1, 500);
}

export function randomIsoDate(rnd: Random): string {
  const d = new Date(Date.UTC(2026, 0, 1) + rnd.int(0, 330) * 86_400_000);
  return d.toISOString().slice(0, 10);
}

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
export function randomLot(rnd: Random): string {
  const letter = (): string => LETTERS[rnd.int(0, LETTERS.length - 1)]!;
  const digits = (n: number): string => Array.from({ length: n }, () => rnd.int(0, 9)).join('');
  switch (rnd.int(0, 3)) {
    case 0:
      return `L${digits(4)}-${digits(3)}`;
    case 1:
      return `${letter()}${letter()}${digits(5)}`;
    case 2:
      return `${digits(6)}${letter()}`;
    default:
      return `${letter()}${digits(3)}-${letter()}${digits(2)}`;
  }
}

export const randomPo = (rnd: Random): string =>
  rnd.pick(['PO-', 'PO', 'P', '']) + String(rnd.int(10000, 99999));
