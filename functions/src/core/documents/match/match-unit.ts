import { distance } from 'fastest-levenshtein';
import type { CatalogUnit } from './catalog.ts';

/**
 * A unit as extraction spelled it (`kg`, `each`, `case`, or raw text it did not know) to one of
 * the company's units: its abbreviation or name, any case, a plural `s` dropped; count words
 * (`each`, `pcs`) to the company's count unit when it has no such unit of its own; one slip off
 * a single unit (`bg` for `bag`, `cse` for `case`) when only one unit is that close.
 */
const COUNT_WORDS = new Set(['each', 'ea', 'pc', 'pcs', 'piece', 'pieces', 'unit', 'units']);

export interface UnitMatch {
  abbr: string;
  score: number;
}

const key = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');
const singular = (s: string) => (s.length > 2 && s.endsWith('s') ? s.slice(0, -1) : s);

export function matchUnit(units: readonly CatalogUnit[], raw: string | null | undefined): UnitMatch | null {
  const k = raw ? key(raw) : '';
  if (!k) return null;
  const named = (u: CatalogUnit) => [key(u.abbr), key(u.name)];
  for (const form of [k, singular(k)]) {
    const exact = units.find((u) => named(u).includes(form));
    if (exact) return { abbr: exact.abbr, score: form === k ? 1 : 0.95 };
  }
  if (COUNT_WORDS.has(k)) {
    const count = units.find((u) => COUNT_WORDS.has(key(u.abbr)));
    if (count) return { abbr: count.abbr, score: 0.9 };
  }
  if (k.length < 3) return null;
  const near = units.filter((u) => named(u).some((n) => n.length >= 3 && distance(n, k) === 1));
  return near.length === 1 ? { abbr: near[0]!.abbr, score: 0.7 } : null;
}
