import { monthOfWord } from './parse-date.ts';
import type { DateOrder } from './types.ts';

/**
 * Dates written without their year, as running logs and delivery notes often are (`11/25`,
 * `17/10/`, `25 Nov`, `Nov 25`): the day and month in the page's order, the year the one that
 * puts the date nearest the document's own date (a header date, another row's date, else the
 * upload's day), and never after the upload. Doubtful, so review checks the year.
 */
const NUMERIC = /^\s*(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]?\s*$/;

const DAY_MS = 86_400_000;
const time = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/**
 * A four-digit year cut short (`Nov. 17, 202`, `11/17/202`): the pen ran off the box or the
 * recogniser lost the last digit. Three digits are no year, so the date is read as year-less.
 */
const CUT_YEAR = /(?<=\S)[\s.,/-]+20\d\s*$/;

/** The month and day a year-less date names, or null when it is no such date. */
export function monthAndDay(written: string, order: DateOrder): [number, number] | null {
  // A log's weekday before its date (`Fri 20 Nov`, `F 20/11`) says nothing the date does not.
  const text = written.replace(CUT_YEAR, '').replace(WEEKDAY, '');
  const numeric = NUMERIC.exec(text);
  if (numeric) {
    const [a, b] = [Number(numeric[1]), Number(numeric[2])];
    return order === 'DMY' ? [b, a] : [a, b];
  }
  const words = unglued(text)
    .trim()
    .split(/[\s.,/-]+/)
    .filter(Boolean);
  if (words.length !== 2) return null;
  const month = words.map((w) => monthOfWord(w));
  const at = month.findIndex((m) => m !== null);
  const day = words[1 - at];
  if (at < 0 || !day || !/^\d{1,2}(st|nd|rd|th)?$/i.test(day)) return null;
  return [month[at]!, parseInt(day, 10)];
}

/** A weekday in English, whole or cut short, or its initial as a log's day column writes it. */
const WEEKDAY =
  /^\s*(?:(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|sday|nesday|rsday|urday)?\.?,?|[MTWFS])\s+(?=\d)/i;

/** A month word and its day read as one (`Nov4`, `4Nov`, `Sept12th`): apart again. */
const unglued = (text: string): string =>
  text
    .trim()
    .replace(/^([A-Za-z]{3,}\.?)(\d{1,2}(?:st|nd|rd|th)?)$/i, '$1 $2')
    .replace(/^(\d{1,2}(?:st|nd|rd|th)?)([A-Za-z]{3,}\.?)$/i, (all, day: string, word: string) =>
      /^(st|nd|rd|th)$/i.test(word) ? all : `${day} ${word}`,
    );

/** Whether the text is a date written without its year, in either order. */
export const isYearless = (text: string): boolean =>
  (['DMY', 'MDY'] as const).some((order) => {
    const md = monthAndDay(text, order);
    return md !== null && valid(2024, md[0], md[1]) !== null;
  });

function valid(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCMonth() === month - 1 ? d.toISOString().slice(0, 10) : null;
}

/**
 * The year-less date in full: of the years around the anchor's, the one nearest the anchor
 * and not after `uploaded` (a day's slack), when given.
 */
export function completeYear(
  text: string,
  order: DateOrder,
  anchor: string,
  uploaded?: string,
): string | null {
  const md = monthAndDay(text, order);
  if (!md) return null;
  const year = Number(anchor.slice(0, 4));
  const latest = uploaded ? time(uploaded) + DAY_MS : Infinity;
  const options = [year - 1, year, year + 1]
    .map((y) => valid(y, md[0], md[1]))
    .filter((iso): iso is string => iso !== null && time(iso) <= latest)
    .sort((a, b) => Math.abs(time(a) - time(anchor)) - Math.abs(time(b) - time(anchor)));
  return options[0] ?? null;
}

/** What a year-less date tells of the page's order: `28/12` is day first, `12/28` month first. */
export function yearlessEvidence(text: string): 'DMY' | 'MDY' | 'ambiguous' | 'none' | null {
  if (!NUMERIC.test(text)) return isYearless(text) ? 'none' : null;
  const [dmy, mdy] = (['DMY', 'MDY'] as const).map((order) => {
    const md = monthAndDay(text, order)!;
    return valid(2024, md[0], md[1]);
  });
  if (dmy && mdy) return dmy === mdy ? 'none' : 'ambiguous';
  return dmy ? 'DMY' : mdy ? 'MDY' : null;
}
