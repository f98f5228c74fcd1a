import { distance } from 'fastest-levenshtein';

/**
 * Units as written (`kgs`, `Lbs`, `ltr`, `pcs`) to one spelling each: the unit catalogue's
 * standard units, plus common count units. Matching to the company's own custom units happens
 * later, against its catalogue; an unknown unit is kept as written.
 */
const ALIASES: Record<string, string> = {
  kg: 'kg',
  kgs: 'kg',
  kilo: 'kg',
  kilos: 'kg',
  kilogram: 'kg',
  kilograms: 'kg',
  g: 'g',
  gr: 'g',
  grs: 'g',
  gram: 'g',
  grams: 'g',
  lb: 'lb',
  lbs: 'lb',
  pound: 'lb',
  pounds: 'lb',
  oz: 'oz',
  ounce: 'oz',
  ounces: 'oz',
  l: 'L',
  lt: 'L',
  ltr: 'L',
  ltrs: 'L',
  liter: 'L',
  liters: 'L',
  litre: 'L',
  litres: 'L',
  ml: 'mL',
  gal: 'gal',
  gals: 'gal',
  gallon: 'gal',
  gallons: 'gal',
  floz: 'fl oz',
  pt: 'pint',
  pint: 'pint',
  pints: 'pint',
  ea: 'each',
  each: 'each',
  pc: 'each',
  pcs: 'each',
  piece: 'each',
  pieces: 'each',
  // German delivery notes count pieces as Stück: `Stk`, `Stck`.
  stk: 'each',
  stck: 'each',
  // Mexican and Spanish remisiones count pieces as `PZA` / `PZS` (piezas).
  pza: 'each',
  pzas: 'each',
  pzs: 'each',
  pieza: 'each',
  piezas: 'each',
  // Italian: `pezzi`, `pezzo`.
  pezzi: 'each',
  pezzo: 'each',
  unit: 'each',
  units: 'each',
  // Portuguese and Spanish forms count pieces as units: `Unid.`, `Unidades` (`UN`, `Ud.`: SHORT_UNITS).
  unid: 'each',
  unidade: 'each',
  unidades: 'each',
  // US invoices and case labels count by `ct` (count): `12 ct`, `Unit: ct`.
  ct: 'each',
  cnt: 'each',
  count: 'each',
  case: 'case',
  cases: 'case',
  cs: 'case',
  box: 'box',
  boxes: 'box',
  bx: 'box',
  // A carton is the corrugated box goods come packed in.
  carton: 'box',
  cartons: 'box',
  ctn: 'box',
  ctns: 'box',
  bag: 'bag',
  bags: 'bag',
  // US forms write pounds as `#` after the number: `50#`, `1,250 #`.
  '#': 'lb',
};

/** Every spelling of a unit written in letters (`kgs`, `pounds`, `ea`) with the unit it is: what a unit can be read as. */
export const UNIT_SPELLINGS: readonly (readonly [string, string])[] = Object.entries(ALIASES).filter(([a]) =>
  /^[a-z]+$/.test(a),
);

/** Digits a unit column never holds, read back as the letters they resemble. */
export const LETTER_LOOKALIKES: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'l',
  '5': 's',
  '6': 'b',
  '9': 'g',
  '8': 'g',
  '|': 'l',
};

/**
 * Units of two or three letters read only as written: Portuguese and Spanish forms count pieces
 * as `UN`, `Und.`, `Ud.`, `Uds.`; Italian ones as `pz` (pezzi), which is one letter from `oz`.
 * Kept out of the near matches: a handwritten `cn` is a slipped `cs` more likely than `un`.
 */
const SHORT_UNITS: Record<string, string> = { un: 'each', und: 'each', ud: 'each', uds: 'each', pz: 'each' };

export interface ParsedUnit {
  unit: string;
  /** False when it took a repair or a near match to recognise. */
  clean: boolean;
  known: boolean;
}

export function parseUnit(text: string): ParsedUnit | null {
  const raw = text.trim();
  if (!raw) return null;
  const key = raw.toLowerCase().replace(/[\s.]+/g, '');
  const exact = ALIASES[key] ?? SHORT_UNITS[key];
  if (exact) return { unit: exact, clean: true, known: true };
  const repaired = [...key].map((c) => LETTER_LOOKALIKES[c] ?? c).join('');
  if (ALIASES[repaired]) return { unit: ALIASES[repaired]!, clean: false, known: true };
  // One slip (`1bs`, `llb`, `eu`, `gallom`), when it points to a single unit: `ks` could be kg or cs.
  if (repaired.length >= 2) {
    const near = Object.keys(ALIASES).filter((a) => a.length >= 2 && distance(a, repaired) === 1);
    const units = new Set(near.map((a) => ALIASES[a]!));
    if (units.size === 1) return { unit: [...units][0]!, clean: false, known: true };
  }
  const spelled = spelledOut(repaired);
  if (spelled) return { unit: spelled, clean: false, known: true };
  return { unit: raw, clean: false, known: false };
}

/**
 * A unit spelt out in a hand the recogniser half read (`peundls`, `peuncls` for `pounds`,
 * `gallcns`, `gllns`): two slips from one long spelling (in a reading of five letters, only two
 * letters lost), a handwritten `d` read as
 * `cl` undone first, when every spelling that near is of one unit and no other unit is as near.
 */
function spelledOut(reading: string): string | null {
  if (reading.length < 5 || /\d/.test(reading)) return null;
  const read = reading.replace(/cl/g, 'd');
  // Two letters changed in five is another word (`trays` is no `grams`); two lost is a hand's
  // short spelling (`gllns` for `gallons`).
  const within = (a: string, d: number) =>
    d <= 1 || (d === 2 && (read.length >= 6 || a.length - read.length === 2));
  const near = Object.keys(ALIASES)
    .filter((a) => a.length >= 5)
    .map((a) => ({ unit: ALIASES[a]!, d: distance(a, read), a }))
    .filter(({ a, d }) => within(a, d));
  if (!near.length) return null;
  const least = Math.min(...near.map(({ d }) => d));
  const units = new Set(near.filter(({ d }) => d === least).map(({ unit }) => unit));
  return units.size === 1 ? [...units][0]! : null;
}

/**
 * `40 x 25kg`, `12 × 1,5 L`, `40 bags x 25 kg`, `40 cs @ 12 lb`: so many packs (named or not)
 * of a size, written with the size's unit.
 */
const PACKS =
  /^\s*(\d{1,4})\s*(?:(?:bags?|sacks?|cases?|cs|boxes|box|ctns?|cartons?|drums?|pails?|totes?|tubs?|pcs|units?)\.?\s*)?[x×*@]\s*(\d+(?:[.,]\d+)?)\s*([^\d\s].*)$/i;

/** What a quantity's unit may carry after it: `kg net`, `lbs net wt`, `(2 pallets)`. */
const UNIT_NOTE = /\s*\([^()]*\)\s*$|\s+(net|nett|gross)(\s*(wt|weight))?\.?\s*$/i;

/**
 * `1,5 kg`, `1.5kg`, `12 lbs`: the number and the unit written after it. Packs times a size
 * (`40 x 25kg`) are the total in the size's unit (1000 kg), which is what the stock holds.
 */
export function splitQuantityUnit(text: string): { number: string; unit: string } {
  const packs = PACKS.exec(text);
  if (
    packs &&
    ALIASES[
      packs[3]!
        .trim()
        .toLowerCase()
        .replace(/[\s.]+/g, '')
    ]
  ) {
    const total = Number(packs[1]) * Number(packs[2]!.replace(',', '.'));
    return { number: String(Number(total.toFixed(6))), unit: packs[3]!.trim() };
  }
  const m = /^\s*([\dOoIl|.,\s]*\d[\d.,]*)\s*([^\d\s].*)?$/.exec(text);
  if (!m) return { number: text.trim(), unit: '' };
  const number = m[1]!.trim();
  const unit = (m[2] ?? '').replace(UNIT_NOTE, '').trim();
  // `424lb` read as `4241b` (or `424 1b`): the unit's l taken for a digit.
  const key = unit.toLowerCase();
  if (unit && !ALIASES[key] && ALIASES[`l${key}`] && /\d\s*1$/.test(number))
    return { number: number.slice(0, -1).trim(), unit: `l${unit}` };
  // `32O boxes`: a handwritten final zero read as the letter O, the unit after it (or none).
  const zero = /^[Oo](?:\s+(.*))?$/.exec(unit);
  const rest = zero?.[1]?.trim() ?? '';
  if (zero && /\d$/.test(number) && (!rest || ALIASES[rest.toLowerCase()]))
    return { number: `${number}0`, unit: rest };
  return { number, unit };
}
