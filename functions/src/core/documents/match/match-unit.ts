import { distance } from 'fastest-levenshtein';
import type { CatalogMaterial, CatalogUnit } from './catalog.ts';

type UnitType = CatalogUnit['type'];

/**
 * A unit as extraction spelled it (`kg`, `each`, `case`, or raw text it did not know) to one of
 * the company's units: its abbreviation or name, any case, a plural `s` dropped; count words
 * (`each`, `pcs`) to its count unit, its own before the standard `unit`; then, with
 * OCR's look-alikes read back as letters (`1bs`, `/Ibs`, `6s`), the same again, and one slip
 * off the forms of a single unit (`ks` for `kg`, `cse` for `case`) when only one unit is that
 * close; a single letter to the one abbreviation holding it (`b` of `lb`, `x` of `box`).
 * Where a reading is that close to several units, the kinds of unit the row's material is
 * measured in decide (`ks` is kg for flour, a case of jars), when one unit is of the likeliest
 * kind among them.
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

/** A unit's own spellings: its abbreviation and its name. */
const namesOf = (u: CatalogUnit): string[] => [key(u.abbr), key(u.name)];

/** The ways a unit is written: abbreviation and name, singular and plural; count words for a count unit. */
const formsOf = (u: CatalogUnit, countUnit: CatalogUnit | undefined): string[] => {
  const base = namesOf(u);
  const words = u === countUnit ? COUNT_WORDS : [];
  return [...new Set([...base, ...base.map((b) => `${b}s`), ...words])];
};

/**
 * How far a reading is from a unit: one slip from its abbreviation or name costs 1, from a
 * plural or count word 1.5 (`ks` is one slip from `kg` and from `gs`, and kg is the nearer).
 */
const slipCost = (u: CatalogUnit, countUnit: CatalogUnit | undefined, f: string): number => {
  const primary = new Set(namesOf(u));
  let best = Infinity;
  for (const form of formsOf(u, countUnit)) {
    if (form.length < 2) continue;
    // A handwritten leading `l` is one thin stroke the recogniser often drops (`bs` for `lbs`,
    // `itres`): a lighter slip than any other, so `bs` is lbs rather than g's plural `gs`.
    const dropped = form.startsWith('l') && form.slice(1) === f ? 0.5 : Infinity;
    const cost = Math.min(distance(form, f), dropped) + (primary.has(form) ? 0 : 0.5);
    best = Math.min(best, cost);
  }
  return best;
};

/**
 * Of several units a reading is equally close to, the one of the likeliest type (`likely` lists
 * types from the likeliest), when it is alone of that type; none otherwise.
 */
function likeliest(candidates: readonly CatalogUnit[], likely: readonly UnitType[]): CatalogUnit | null {
  if (candidates.length === 1) return candidates[0]!;
  for (const type of likely) {
    const ofType = candidates.filter((u) => u.type === type);
    if (ofType.length === 1) return ofType[0]!;
    if (ofType.length > 1) return null;
  }
  return null;
}

export function matchUnit(
  units: readonly CatalogUnit[],
  raw: string | null | undefined,
  likely: readonly UnitType[] = [],
): UnitMatch | null {
  const k = raw ? key(raw) : '';
  if (!k) return null;
  for (const form of [k, singular(k)]) {
    const exact = units.find((u) => namesOf(u).includes(form));
    if (exact) return { abbr: exact.abbr, score: form === k ? 1 : 0.95 };
  }
  // Count words (`pcs`, `ea`) to the company's own count unit (`each`) before the standard `unit`.
  const counts = units.filter((u) => COUNT_WORDS.includes(key(u.abbr)));
  const countUnit = counts.find((u) => u.custom) ?? counts[0];
  if (countUnit && COUNT_WORDS.includes(k)) return { abbr: countUnit.abbr, score: 0.9 };
  const f = folded(k);
  const pick = (candidates: readonly CatalogUnit[], score: number) => {
    const unit = likeliest(candidates, likely);
    return unit ? { abbr: unit.abbr, score: candidates.length === 1 ? score : score - 0.1 } : null;
  };
  // One letter left of a two-letter abbreviation (`b` of `lb`, `o` of `oz`), else of a
  // three-letter one (`x` of `box`): only when one unit has it, or one of the kind the
  // material is measured in (`l` of `lb` for apples, of `ml` for milk).
  if (f.length === 1) {
    for (const length of [2, 3]) {
      const holding = units.filter((u) => key(u.abbr).length === length && key(u.abbr).includes(f));
      if (!holding.length) continue;
      const unit = likeliest(holding, likely);
      return unit ? { abbr: unit.abbr, score: 0.5 } : null;
    }
    return null;
  }
  if (!f) return null;
  const same = units.filter((u) => formsOf(u, countUnit).includes(f));
  const sameMatch = same.length ? pick(same, 0.8) : null;
  if (sameMatch) return sameMatch;
  const costs = units.map((u) => ({ u, cost: slipCost(u, countUnit, f) }));
  const least = Math.min(...costs.map((c) => c.cost));
  if (least > 1.5) return null;
  return pick(
    costs.filter((c) => c.cost === least).map((c) => c.u),
    0.6,
  );
}

/** The kinds of unit each type of material is usually measured in, likeliest first. */
const USUAL_TYPES: Record<CatalogMaterial['materialType'], readonly UnitType[]> = {
  ingredient: ['weight', 'volume', 'count'],
  packaging: ['count', 'weight', 'volume'],
  finished_goods: ['count', 'weight', 'volume'],
};

/**
 * The unit types a material's rows are likeliest written in: its own unit's type first (only
 * units of that type convert to its stock), then the usual ones for its type of material.
 */
export function likelyUnitTypes(material: CatalogMaterial, units: readonly CatalogUnit[]): UnitType[] {
  const own = units.find((u) => u.abbr === material.unit)?.type;
  return [...new Set([...(own ? [own] : []), ...USUAL_TYPES[material.materialType]])];
}
