import { dateRepairs, slashStrokes } from './date-repairs.ts';
import type { DateOrder } from './types.ts';

/**
 * Dates as written on paper to ISO `YYYY-MM-DD`. Numeric dates follow the given order
 * (`03/02/2026` is 3 February in DMY, March 2 in MDY); a four-digit first group is always
 * year-first (ISO). Two-digit years are this century. Month names (`Nov 25, 2026`, `25-Nov-26`,
 * `3 janv. 2026`, `3. März 2026`) are read in any order and need no order.
 */
export interface ParsedDate {
  iso: string;
  clean: boolean;
}

/**
 * Month names in English, French, German, Dutch, Spanish and Italian. A word is a month when it
 * is the first three or more letters of one (accents and dots dropped): `Sept.`, `janv`, `Dez`,
 * `juil`, `ene`, `dic`; `Market` or `Settled` are not. Abbreviations that are no prefix
 * (German `Mrz`, Dutch `mrt`) are listed as such.
 */
const MONTH_NAMES: readonly (readonly string[])[] = [
  ['january', 'janvier', 'januar', 'januari', 'enero', 'gennaio'],
  ['february', 'fevrier', 'februar', 'februari', 'febrero', 'febbraio'],
  ['march', 'mars', 'maerz', 'marz', 'maart', 'marzo', 'mrz', 'mrt'],
  ['april', 'avril', 'abril', 'aprile'],
  ['may', 'mai', 'mei', 'mayo', 'maggio'],
  ['june', 'juin', 'juni', 'junio', 'giugno'],
  ['july', 'juillet', 'juli', 'julio', 'luglio'],
  ['august', 'aout', 'augustus', 'agosto'],
  ['september', 'septembre', 'septiembre', 'settembre'],
  ['october', 'octobre', 'oktober', 'octubre', 'ottobre'],
  ['november', 'novembre', 'noviembre'],
  ['december', 'decembre', 'dezember', 'diciembre', 'dicembre'],
];

export const DATE_LOOKALIKES: Record<string, string> = {
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
  const read = readAsWritten(raw, order);
  if (read || !raw) return read;
  // A date the recogniser broke apart or glued (`11/0 7/26`, `22/0926`): read, doubtful.
  for (const candidate of dateRepairs(raw)) {
    const iso = numeric(candidate, order) ?? numeric(repairDigits(candidate), order);
    if (iso) return { iso, clean: false };
  }
  return null;
}

/** A date as written, look-alike letters read as digits; none of dateRepairs' guesses. */
function readAsWritten(raw: string, order: DateOrder): ParsedDate | null {
  if (!raw) return null;
  const named = byMonthName(raw);
  if (named) return named;
  const slipped = monthWithDigitSlips(raw);
  const renamed = slipped === raw ? null : byMonthName(slipped);
  if (renamed) return { iso: renamed.iso, clean: false };
  const direct = numeric(raw, order);
  if (direct) return { iso: direct, clean: true };
  const repaired = numeric(repairDigits(raw), order);
  return repaired ? { iso: repaired, clean: false } : null;
}

const repairDigits = (s: string): string => [...s].map((c) => DATE_LOOKALIKES[c] ?? c).join('');

/**
 * What a written date says about the order of day and month: `18/09/2026` can only be day
 * first, `09/18/2026` only month first; `03/02/2026` could be either (`ambiguous`); ISO dates,
 * month names and `05/05/2026` say nothing (`none`). Null when it is no date at all.
 */
export type OrderEvidence = 'DMY' | 'MDY' | 'ambiguous' | 'none';

export function orderEvidence(text: string): OrderEvidence | null {
  const raw = text.trim();
  if (!raw) return null;
  if (byMonthName(raw)) return 'none';
  // A `/11/` read as one letter (`25 M 2026`) still shows which group is the day.
  const strokes = slashStrokes(raw);
  const groups =
    dayMonthGroups(raw) ??
    dayMonthGroups(repairDigits(raw)) ??
    (strokes ? (dayMonthGroups(strokes) ?? dayMonthGroups(repairDigits(strokes))) : null);
  // Only a date as written is evidence (a column of six-digit lot codes is no column of dates).
  if (!groups) return readAsWritten(raw, 'DMY') || readAsWritten(raw, 'MDY') ? 'none' : null;
  const [a, b, year] = groups;
  const asDmy = build(year, String(b), String(a));
  const asMdy = build(year, String(a), String(b));
  if (asDmy && asMdy) return asDmy === asMdy ? 'none' : 'ambiguous';
  if (asDmy) return 'DMY';
  if (asMdy) return 'MDY';
  return null;
}

/** The first two groups and the year of a numeric date that is not year-first. */
function dayMonthGroups(s: string): [number, number, string] | null {
  const groups = splitGroups(s);
  if (!groups) return null;
  const [a, b, c] = groups;
  if (a.length === 4 || (c.length !== 4 && c.length !== 2) || a.length > 2 || b.length > 2) return null;
  return [Number(a), Number(b), c];
}

function splitGroups(s: string): [string, string, string] | null {
  const groups = s.split(/[\s/.\-,]+/).filter(Boolean);
  if (groups.length === 3 && groups.every((g) => /^\d+$/.test(g))) return groups as [string, string, string];
  // 8 or 6 digits written without separators: 03022026, 030226.
  const digits = s.replace(/\s+/g, '');
  if (/^\d{8}$/.test(digits) && !/^(19|20)/.test(digits))
    return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)];
  return null;
}

function numeric(s: string, order: DateOrder): string | null {
  const digits = s.replace(/\s+/g, '');
  // 20260203: year first, whatever the order.
  if (/^(19|20)\d{6}$/.test(digits)) return build(digits.slice(0, 4), digits.slice(4, 6), digits.slice(6));
  const groups = splitGroups(s);
  if (!groups) return null;
  const [a, b, c] = groups;
  if (a.length === 4) return build(a, b, c);
  if (c.length !== 4 && c.length !== 2) return null;
  if (order === 'YMD') return build(c.length === 2 ? a : c, b, c.length === 2 ? c : a);
  return order === 'DMY' ? build(c, b, a) : build(c, a, b);
}

/** The month a word names, 1-12, or null. */
export function monthOfWord(word: string): number | null {
  const key = word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  if (key.length < 3) return null;
  const index = MONTH_NAMES.findIndex((names) => names.some((name) => name.startsWith(key)));
  return index < 0 ? null : index + 1;
}

/** Digits the recogniser reads for a month's letters (`N0V`, `0CT`, `JU1`, `5EP`, `AU6`). */
const MONTH_LETTERS: Record<string, string> = { '0': 'o', '1': 'l', '5': 's', '6': 'g', '8': 'b' };

/**
 * A month abbreviation with a letter read as a digit (`9-N0V-2026`, `0ct 12, 2026`) written back
 * in letters: a word of three to nine letters and such digits, two letters at least, that then
 * names a month; also one glued after the day when it starts with a letter (`23n0V.2026`, a
 * French `23 nov. 2026` whose space was lost). Anything else is left as it is.
 */
function monthWithDigitSlips(s: string): string {
  const word =
    /(?<![A-Za-z0-9])[A-Za-z01568]{3,9}(?![A-Za-z0-9])|(?<=\d)[A-Za-z][A-Za-z01568]{2,8}(?![A-Za-z0-9])/g;
  return s.replace(word, (word) => {
    if (!/\d/.test(word) || (word.match(/[A-Za-z]/g) ?? []).length < 2) return word;
    const letters = word.replace(/[01568]/g, (d) => MONTH_LETTERS[d]!);
    return monthOfWord(letters) !== null ? letters : word;
  });
}

/** A look-alike letter touching a digit (`3l` of `May 3l, 2026`, `2O26`). */
const LOOKALIKE_BY_DIGIT = /(?<=\d)[OoDlIi|SZzBCcUuGbgq]|[OoDlIi|SZzBCcUuGbgq](?=\d)/g;

function byMonthName(s: string): ParsedDate | null {
  const words = s.match(/[A-Za-zÀ-ÿ]{3,}/g) ?? [];
  const exact = words.find((w) => monthOfWord(w) !== null);
  const slipped = exact ? null : words.find((w) => monthWithLetterSlip(w) !== null);
  const monthWord = exact ?? slipped;
  if (!monthWord) return null;
  const month = exact ? monthOfWord(monthWord)! : monthWithLetterSlip(monthWord)!;
  // Ordinals (`25th`, `1st`) and the day's dot (`3.`) are not numbers of their own.
  const rest = s.replace(monthWord, ' ').replace(/(\d)(st|nd|rd|th)\b/gi, '$1');
  // A handwritten 1 read as `l` beside the day's other digit: read back, doubtful.
  const fixed = rest.replace(LOOKALIKE_BY_DIGIT, (c) => DATE_LOOKALIKES[c] ?? c);
  const numbers = splitDayFromYear(fixed.match(/\d+/g) ?? []);
  if (numbers.length !== 2) return null;
  const [x, y] = numbers as [string, string];
  const [day, year] = x.length === 4 ? [y, x] : [x, y];
  if (day.length > 2) return null;
  const iso = build(year, String(month), day);
  return iso ? { iso, clean: fixed === rest && !slipped } : null;
}

/**
 * A month's name written out with one letter misread (`Noveme`, `Decenber`, `Septenber`): a word
 * of five letters or more whose first four begin one name and which is one substitution from
 * that name's letters as far as it goes. Only where the rest reads as a day and a year
 * (byMonthName), so `Settled` or `Decent` beside numbers are not months (two or more slips).
 */
function monthWithLetterSlip(word: string): number | null {
  const key = word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  if (key.length === 3) return abbreviationWithLookalike(key);
  if (key.length < 5) return null;
  const index = MONTH_NAMES.findIndex((names) =>
    names.some((name) => {
      if (!name.startsWith(key.slice(0, 4)) || key.length > name.length) return false;
      const slips = [...key].filter((c, i) => c !== name[i]).length;
      return slips === 1;
    }),
  );
  return index < 0 ? null : index + 1;
}

/** Letters handwriting is read as each other in a month's short name (`Mov` for `Nov`, `Oec`). */
const LETTER_LOOKALIKES = new Set(['mn', 'nm', 'nh', 'hn', 'uv', 'vu', 'ao', 'oa', 'ce', 'ec', 'do', 'od']);

/**
 * A month's three-letter name with one letter read as its look-alike (`25 Mov 26`): taken only
 * when one month alone is that near (`Mab` could be March or May: none), so a weekday beside a
 * date (`Sun`, not `Jun`: S is no J's look-alike) is never a month.
 */
function abbreviationWithLookalike(key: string): number | null {
  const near = (name: string) => {
    const slips = [...key].filter((c, j) => c !== name[j]);
    return (
      slips.length === 1 && [...key].every((c, j) => c === name[j] || LETTER_LOOKALIKES.has(c + name[j]))
    );
  };
  const months = new Set(MONTH_NAMES.flatMap((names, i) => (names.some(near) ? [i + 1] : [])));
  return months.size === 1 ? [...months][0]! : null;
}

/**
 * A day and a four-digit year read as one number (`Nov102026`: a date written without its
 * comma, the space lost): the last four digits are the year when they are one (19xx, 20xx).
 */
function splitDayFromYear(numbers: readonly string[]): string[] {
  const [only] = numbers;
  if (numbers.length !== 1 || !only || !/^\d{5,6}$/.test(only) || !/(19|20)\d\d$/.test(only))
    return [...numbers];
  return [only.slice(0, -4), only.slice(-4)];
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
