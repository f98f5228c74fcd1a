import { parseNumber } from './parse-number.ts';
import { parseUnit } from './parse-unit.ts';

/** Zeros as handwriting is read in a unit cell: `o`, `O`, `0`. */
const ZEROS: Record<string, string> = { o: '0', O: '0', D: '0' };

/**
 * A quantity's last digits read into the unit's cell (`2000 unit` read as `20` and `oo|cnit`,
 * the table's ruling between them): when the unit cell starts with one to three digits or
 * zero-like letters set apart from a word by a space or a ruling, and the quantity cell is a
 * whole number, the digits go back to the quantity. A unit that is itself such letters (`oz`)
 * is never cut, since a word must follow the cut.
 */
export function rejoinSpilledDigits(
  quantity: string,
  unit: string,
): { quantity: string; unit: string } | null {
  const q = quantity.trim();
  if (!/^\d+$/.test(q) || !parseNumber(q)?.clean) return null;
  const m = /^([0-9oOD]{1,3})\s*[|/\\[\]!]\s*([A-Za-z].*)$|^([0-9oOD]{1,3})\s+([A-Za-z].*)$/.exec(
    unit.trim(),
  );
  if (!m) return null;
  const [digits, word] = m[1] ? [m[1], m[2]!] : [m[3]!, m[4]!];
  // Letters alone must look like zeros in a row, not a word (`Do` is no spilled `00`).
  if (!/\d/.test(digits) && !/^(oo|OO|o{3}|O{3}|0o|o0)$/.test(digits)) return null;
  if (parseUnit(`${digits}${word}`)?.clean) return null;
  return { quantity: q + [...digits].map((c) => ZEROS[c] ?? c).join(''), unit: word.trim() };
}
