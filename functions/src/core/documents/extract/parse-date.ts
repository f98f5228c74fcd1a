import type { DateOrder } from './types.ts';

/**
 * Dates as written on paper to ISO `YYYY-MM-DD`. Numeric dates follow the company's order
 * (`03/02/2026` is 3 February in DMY, March 2 in MDY); a four-digit first group is always
 * year-first. Two-digit years are this century. Month names are read in any order.
 */
export interface ParsedDate {
  iso: string;
  clean: boolean;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const LOOKALIKES: Record<string, string> = {
  O: '0',
  o: '0',
  D: '0',
  l: '1',
  I: '1',
  i: '1',
  '|': '1',
  S: '5',
  Z: '2',
  z: '2',
  B: '8',
  // Handwritten 0 left open at the top or side, 6 and 9 with their loops read as letters.
  C: '0',
  c: '0',
  U: '0',
  u: '0',
  G: '6',
  b: '6',
  g: '9',
  q: '9',
};

export function parseDate(text: string, order: DateOrder): ParsedDate | null {
  const raw = text.trim();
  if (!raw) return null;
  const named = byMonthName(raw);
  if (named) return { iso: named, clean: true };
  const direct = numeric(raw, order);
  if (direct) return { iso: direct, clean: true };
  const repaired = numeric([...raw].map((c) => LOOKALIKES[c] ?? c).join(''), order);
  return repaired ? { iso: repaired, clean: false } : null;
}

function numeric(s: string, order: DateOrder): string | null {
  const groups = s.split(/[\s/.\-,]+/).filter(Boolean);
  if (groups.length !== 3 || !groups.every((g) => /^\d+$/.test(g))) {
    // 8 digits written without separators: 20260203 or 03022026.
    const digits = s.replace(/\s+/g, '');
    if (!/^\d{8}$/.test(digits)) return null;
    return /^(19|20)/.test(digits) && order === 'YMD'
      ? build(digits.slice(0, 4), digits.slice(4, 6), digits.slice(6))
      : order === 'YMD'
        ? null
        : numeric(`${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`, order);
  }
  const [a, b, c] = groups as [string, string, string];
  if (a.length === 4) return build(a, b, c);
  if (c.length !== 4 && c.length !== 2) return null;
  if (order === 'YMD') return build(c.length === 2 ? a : c, b, c.length === 2 ? c : a);
  return order === 'DMY' ? build(c, b, a) : build(c, a, b);
}

function byMonthName(s: string): string | null {
  const m = /([A-Za-z]{3,})/.exec(s);
  if (!m) return null;
  const month = MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase());
  if (month < 0) return null;
  const numbers = s.replace(m[1]!, ' ').match(/\d+/g) ?? [];
  if (numbers.length !== 2) return null;
  const [x, y] = numbers as [string, string];
  const [day, year] = x.length === 4 ? [y, x] : [x, y];
  return build(year, String(month + 1), day);
}

function build(year: string, month: string, day: string): string | null {
  const y = year.length === 2 ? 2000 + Number(year) : Number(year);
  const m = Number(month);
  const d = Number(day);
  if (year.length !== 2 && year.length !== 4) return null;
  if (y < 1900 || y > 2199 || m < 1 || m > 12 || d < 1 || d > 31) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1) return null; // 31 February
  return date.toISOString().slice(0, 10);
}
