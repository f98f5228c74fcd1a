import type { LayoutBox, LayoutPage, RereadField } from '../layout.ts';
import { fieldValue } from './field-values.ts';
import { KINDS } from './kinds.ts';
import { DEFAULT_ASPECT, groupRows, labelKey, median, pageWords, type PageWord } from './page-words.ts';

/**
 * Where the page's structure says a value should be and the detector found no text: the regions
 * the reader reads again with the recogniser alone (a blank has no character probabilities to
 * decode). For now a document date's label (any kind's wording: `Date received`, `Ship date`)
 * with nothing written after it on its line: one lost header date empties the date of every row
 * that falls back to it. Kind-free, as the reader does not know the kind; a region that holds no
 * date costs one recogniser run and is rejected by the decoding (date-from-crop.ts).
 * Read again: after the label (what was read there included: a date the detector caught only a
 * piece of, `9/` or `3//`), and under it when nothing follows it on its line (a label standing
 * alone in a box); unless a date was read in either place.
 */
export interface RereadRegion {
  field: RereadField;
  /** The label as compared (labelKey). */
  label: string;
  /** In page fractions, as the layout's boxes. */
  box: LayoutBox;
}

/** The labels of every kind's own date (not its use-by dates, which lie ahead of the upload). */
const DATE_LABELS: ReadonlySet<string> = new Set(
  Object.values(KINDS).flatMap((spec) =>
    Object.entries(spec.header)
      .filter(([f, h]) => h.type === 'date' && !spec.forwardDates?.includes(f))
      .flatMap(([, h]) => h.labels),
  ),
);

/** A label is at most this many words (`Date of arrival`, `Date rec'd`). */
const LABEL_WORDS = 4;
/** How far after its label a written date may reach, in line heights (`09/23/2026` by hand). */
const REACH = 12;
/** The least room worth reading: a date is some 5 line heights long even written small. */
const LEAST_ROOM = 3;
/** At most this many regions a page (the highest first): each is one run of the recogniser. */
const MOST = 4;
/** A gap after which what follows is no longer the label's value (in line heights). */
const GAP = 4;

/** `aspect`: the page's height over its width (the reader knows it; A4 or Letter otherwise). */
export function rereadRegions(page: LayoutPage, aspect = DEFAULT_ASPECT): RereadRegion[] {
  const words = pageWords(page);
  const height = median(words.map((w) => w.height)) || 0.01;
  const regions: RereadRegion[] = [];
  const rows = groupRows(words, height * 0.6).map((row) => [...row].sort((a, b) => a.left - b.left));
  for (const row of rows)
    for (const { label, last } of dateLabels(row)) {
      const h = Math.max(height, ...label.map((w) => w.height));
      // Horizontal lengths in page widths: a line height is `aspect` times more of the width.
      const hx = h * aspect;
      const y = label.reduce((s, w) => s + w.y, 0) / label.length;
      const key = labelKey(label.map((w) => w.text).join(''));
      // What was read after the label and under it: a date there needs nothing read again.
      const after = valueAfter(row, last, hx);
      const under = words.filter(
        (w) =>
          w.y > y + h * 0.5 &&
          w.y < y + h * 2.6 &&
          w.left > label[0]!.left - 2 * hx &&
          w.left < label[0]!.left + 6 * hx,
      );
      if ([after.words, under].some((ws) => isDate(ws))) continue;
      // The label's line from the label on (its words' places are estimates within the
      // detector's box, which may hold the date too), to the next thing written beyond the
      // value (another label), or REACH.
      const left = label[0]!.left - hx * 0.3;
      const right = Math.min(1, after.next ? after.next.left - hx * 0.2 : Infinity, last.right + REACH * hx);
      if (right - left >= LEAST_ROOM * hx)
        regions.push({ field: 'date', label: key, box: box(left, y - h * 1.1, right, y + h * 1.1) });
      // Under a label standing alone in its box (`BATCH DATE`, the date written below it).
      if (after.words.length === 0)
        regions.push({
          field: 'date',
          label: key,
          box: box(label[0]!.left - hx * 0.5, y + h * 0.3, label[0]!.left + REACH * hx, y + h * 2.6),
        });
    }
  return regions.sort((a, b) => a.box.top - b.box.top).slice(0, MOST);
}

const box = (left: number, top: number, right: number, bottom: number): LayoutBox => {
  const [l, t] = [Math.max(0, left), Math.max(0, top)];
  return { left: l, top: t, width: Math.min(1, right) - l, height: Math.min(1, bottom) - t };
};

/** The words after a label that are its value (no gap wider than a few line heights), and the next word beyond. */
function valueAfter(row: readonly PageWord[], last: PageWord, hx: number) {
  const out: PageWord[] = [];
  let edge = last.right;
  for (const w of row) {
    if (w.left <= last.right - hx * 0.2 || w === last) continue;
    if (w.left - edge > GAP * hx) return { words: out, next: w };
    out.push(w);
    edge = w.right;
  }
  return { words: out, next: undefined };
}

const isDate = (words: readonly PageWord[]): boolean => {
  const text = words.map((w) => w.text).join(' ');
  return (
    text !== '' &&
    (['DMY', 'MDY'] as const).some((order) => fieldValue('date', text, 1, order).value !== null)
  );
};

/** Runs of words of a row (left to right) that are a date's label. */
function dateLabels(row: readonly PageWord[]): { label: PageWord[]; last: PageWord }[] {
  const out: { label: PageWord[]; last: PageWord }[] = [];
  for (let i = 0; i < row.length; i++)
    for (let n = Math.min(LABEL_WORDS, row.length - i); n >= 1; n--) {
      const label = row.slice(i, i + n);
      if (!DATE_LABELS.has(labelKey(label.map((w) => w.text).join('')))) continue;
      out.push({ label, last: label[label.length - 1]! });
      i += n - 1;
      break;
    }
  return out;
}
