import { distance } from 'fastest-levenshtein';

/**
 * A lot code on a usage or shipment row to one of the material's existing lots: the same code
 * without regard to case or spacing; then the same code once OCR's look-alikes are folded
 * (`S`/`5`, `Z`/`2`/`7`, `O`/`0`, `I`/`1`, `B`/`8`); then the closest lot when at most a third
 * of a code of 5 or more characters differs and every other lot is at least two slips further.
 */
export interface LotMatch {
  code: string;
  score: number;
}

const compact = (s: string) => s.toUpperCase().replace(/[\s\-_./#]+/g, '');
const SHAPES: Record<string, string> = {
  '0': 'O',
  Q: 'O',
  D: 'O',
  '1': 'I',
  L: 'I',
  '|': 'I',
  '5': 'S',
  '2': 'Z',
  '7': 'Z',
  '8': 'B',
  '6': 'G',
};
const shape = (s: string) => [...compact(s)].map((c) => SHAPES[c] ?? c).join('');

const only = <T>(items: readonly T[]): T | null => (items.length === 1 ? items[0]! : null);

export function matchLot(existing: readonly string[], raw: string | null | undefined): LotMatch | null {
  const code = raw ? compact(raw) : '';
  if (!code) return null;
  const exact = only(existing.filter((e) => compact(e) === code));
  if (exact) return { code: exact, score: 1 };
  const folded = only(existing.filter((e) => shape(e) === shape(raw!)));
  if (folded) return { code: folded, score: 0.85 };
  if (code.length < 5) return null;
  const ranked = existing.map((e) => ({ e, d: distance(shape(e), shape(raw!)) })).sort((a, b) => a.d - b.d);
  const [first, second] = ranked;
  // Up to a third of the code may be misread, if no other lot comes within two more slips.
  if (!first || first.d > Math.floor(code.length / 3)) return null;
  if (second && second.d - first.d < 2) return null;
  return { code: first.e, score: first.d === 1 ? 0.7 : 0.5 };
}
