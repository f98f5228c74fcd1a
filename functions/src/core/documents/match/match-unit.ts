import { distance } from 'fastest-levenshtein';
import type { CatalogUnit } from './catalog.ts';

/**
 * A unit as extraction spelled it (`kg`, `each`, `case`, or raw text it did not know) to one of
 * the company's units: its abbreviation or name, any case, a plural `s` dropped; count words
 * (`each`, `pcs`) to the company's count unit when it has no such unit of its own; then, with
 * OCR's look-alikes read back as letters (`1bs`, `/Ibs`, `6s`), the same again, and one slip
 * off the forms of a single unit (`ks` for `kg`, `cse` for `case`) when only one unit is that
 * close; a single letter to the one two-letter abbreviation holding it (`b` of `lb`).
 */
const COUNT_WORDS = ['each', 'ea', 'pc', 'pcs', 'piece', 'pieces', 'unit', 'units'];
const LOOKALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'l',
  i: 'l',
  '|': 'l',
  '5': 's',
  '6': 'b',
  '8': 'g',
  '9': 'g',
};

export interface UnitMatch {
  abbr: string;
  score: number;
}

const key = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');
const singular = (s: string) => (s.length > 2 && s.endsWith('s') ? s.slice(0, -1) : s);
const folded = (s: string) => [...s.replace(/[^\p{L}\p{N}|]+/gu, '')].map((c) => LOOKALIKES[c] ?? c).join('');

/** The ways a unit is written: abbreviation and name, singular and plural; count words for a count unit. */
const formsOf = (u: CatalogUnit, countUnit: CatalogUnit | undefined): string[] => {
  const base = [key(u.abbr), key(u.name)];
  const words = u === countUnit ? COUNT_WORDS : [];
  return [...new Set([...base, ...base.map((b) => `${b}s`), ...words])];
};

export function matchUnit(units: readonly CatalogUnit[], raw: string | null | undefined): UnitMatch | null {
  const k = raw ? key(raw) : '';
  if (!k) return null;
  const names = (u: CatalogUnit) => [key(u.abbr), key(u.name)];
  for (const form of [k, singular(k)]) {
    const exact = units.find((u) => names(u).includes(form));
    if (exact) return { abbr: exact.abbr, score: form === k ? 1 : 0.95 };
  }
  // The company's count unit, when it has none called `each`: `unit` in the standard catalogue.
  const countUnit = units.find((u) => COUNT_WORDS.includes(key(u.abbr)));
  if (countUnit && COUNT_WORDS.includes(k)) return { abbr: countUnit.abbr, score: 0.9 };
  const f = folded(k);
  // One letter left of a two-letter abbreviation (`b` of `lb`, `o` of `oz`): only when one has it.
  if (f.length === 1) {
    const holding = units.filter((u) => key(u.abbr).length === 2 && key(u.abbr).includes(f));
    return holding.length === 1 ? { abbr: holding[0]!.abbr, score: 0.5 } : null;
  }
  if (!f) return null;
  const forms = units.map((u) => ({ u, forms: formsOf(u, countUnit) }));
  const same = forms.filter(({ forms: fs }) => fs.includes(f));
  if (same.length === 1) return { abbr: same[0]!.u.abbr, score: 0.8 };
  const near = forms.filter(({ forms: fs }) => fs.some((n) => n.length >= 2 && distance(n, f) === 1));
  return near.length === 1 ? { abbr: near[0]!.u.abbr, score: 0.6 } : null;
}
