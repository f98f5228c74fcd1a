import { DATE_LOOKALIKES } from './parse-date.ts';

/**
 * A log's date written after its weekday (`Mon 23/11`, `Thu 26/11`) and read with digits lost or
 * turned (`Mon 3/1`, `Tue 4 ll`, `Thu Z6/1l`): the weekday's letters are read far more surely
 * than handwritten digits. Where the reading is no date on that weekday within RECENT_DAYS
 * before the upload, the one such date whose day and month hold the digits read, in their order
 * (look-alikes read back), is taken; none or two such dates, nothing is. Day first or month first
 * alike: the weekday and the digits decide, not a page's order read elsewhere.
 */
export const RECENT_DAYS = 45;

/** A date's part of the text: digits, separators and the letters a hand's digits are read as. */
const DATE_PART = new RegExp(
  `^[\\d\\s/.\\-${Object.keys(DATE_LOOKALIKES).join('').replace(/[|\\]/g, '\\$&')}]*?(?=[A-Z][a-z]|$)`,
);

const DAY_MS = 86_400_000;

/** English weekdays, whole or cut short to two letters or more (`Th`, `Thur`, `Weds`). */
const WEEKDAYS: readonly RegExp[] = [
  /^su(n|nday)?$/,
  /^mo(n|nday)?$/,
  /^tu(e|es|esday)?$/,
  /^we(d|ds|dnesday)?$/,
  /^th(u|ur|urs|ursday)?$/,
  /^fr(i|iday)?$/,
  /^sa(t|turday)?$/,
];

/**
 * The weekday (0 Sunday) a date text starts with, and the digits written after it up to where a
 * name run on into the cell begins (`4 llBurdekin`: a capital before a small letter).
 */
export function weekdayAndDigits(text: string): { weekday: number; digits: string } | null {
  const m = /^\s*([A-Za-z]{2,9})\.?,?\s*(.*)$/.exec(text);
  if (!m) return null;
  const weekday = WEEKDAYS.findIndex((w) => w.test(m[1]!.toLowerCase()));
  if (weekday < 0) return null;
  const date = DATE_PART.exec(m[2]!)?.[0] ?? '';
  const digits = [...date].map((c) => (/\d/.test(c) ? c : (DATE_LOOKALIKES[c] ?? ''))).join('');
  return { weekday, digits };
}

const isSubsequence = (part: string, whole: string) => {
  let i = 0;
  for (const c of whole) if (c === part[i]) i++;
  return i === part.length;
};

/**
 * How a date's day and month may have been written: either order, with or without zeros; with
 * its year only for more digits than a day and a month hold (a year's digits would otherwise
 * bear out dates the day and month do not: `1/26` is no 22/10/26).
 */
function writings(iso: string, digits: number): string[] {
  const [y, m, d] = [iso.slice(2, 4), iso.slice(5, 7), iso.slice(8, 10)];
  const unpadded = (s: string) => String(Number(s));
  const pairs = [
    [d, m],
    [unpadded(d), unpadded(m)],
  ].flatMap(([day, month]) => [day! + month!, month! + day!]);
  return digits > 4 ? pairs.map((p) => p + y) : pairs;
}

export function dateByWeekday(text: string, read: string | null, uploaded: string): string | null {
  const found = weekdayAndDigits(text);
  if (!found || found.digits.length < 2) return null;
  const upload = Date.parse(`${uploaded}T00:00:00Z`);
  const onWeekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay() === found.weekday;
  if (read && onWeekday(read) && upload - Date.parse(`${read}T00:00:00Z`) <= RECENT_DAYS * DAY_MS)
    return null;
  const candidates: string[] = [];
  for (let back = 0; back <= RECENT_DAYS; back++) {
    const iso = new Date(upload - back * DAY_MS).toISOString().slice(0, 10);
    if (onWeekday(iso) && writings(iso, found.digits.length).some((w) => isSubsequence(found.digits, w)))
      candidates.push(iso);
  }
  return candidates.length === 1 ? candidates[0]! : null;
}
