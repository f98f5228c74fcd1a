import { distance } from 'fastest-levenshtein';
import type { LayoutPage } from '../layout.ts';
import { labelReadings } from './label-readings.ts';
import { compact, groupRows, labelKey, median, pageWords, type PageWord } from './page-words.ts';

/** A value written after a printed label, with the confidence of the words it came from. */
export interface LabelledValue {
  text: string;
  confidence: number;
  /** The label as written (`Yield (kg)`), which may name the value's unit. */
  label?: string;
}

/**
 * Reads `Label: value` pairs from the part of the page above `beforeY` (deskewed), for the labels
 * given (compact: lowercase letters and digits). Several pairs may share a row
 * (`Product: Oat Cookies   Date: 03/02/2026`): the text between two colons is split where the
 * next label begins. A row without colons counts when it starts with a label. A label standing
 * alone (`Ship date` in a box, the date written under it) takes what is written just below it.
 * The first value found for a field wins.
 */
export function readLabels(
  page: LayoutPage,
  labels: Record<string, readonly string[]>,
  slope: number,
  beforeY = Infinity,
  fits: (field: string, text: string) => boolean = () => true,
  /** Fields whose labels count only as written, never misread (labels of fields not kept). */
  exactOnly: ReadonlySet<string> = new Set(),
): Record<string, LabelledValue> {
  const words = pageWords(page, slope).filter((w) => w.y < beforeY);
  const height = median(words.map((w) => w.height)) || 0.01;
  const found: Record<string, LabelledValue> = {};
  const byLabel = Object.entries(labels)
    .flatMap(([field, names]) => names.flatMap(labelReadings).map((name) => ({ field, name })))
    .sort((a, b) => b.name.length - a.name.length);
  // A label is whole words: `BatchPath Foods` does not start with the label `batch`.
  const fieldOf = (
    segment: string,
    where: 'suffix' | 'prefix',
  ): { field: string; name: string } | undefined => {
    // `Yield (kg):`: a label's parenthesised unit or note is not part of its wording (the name
    // answered spans it, so cutting the label off the text still cuts at the right place).
    const note = where === 'suffix' ? /\([^()]*\)\s*$/.exec(segment) : null;
    if (note && note.index > 0) {
      const label = fieldOf(segment.slice(0, note.index), where);
      return label && { field: label.field, name: label.name + '_'.repeat(compact(note[0]).length) };
    }
    const key = labelKey(segment);
    return byLabel.find(({ name }) => {
      if (where === 'prefix') {
        const end = cutAfterCompact(segment, name.length);
        // A word's label read glued to the number or code after it (`Delivered11/06/26`,
        // `Julian lotRB2611-40`): a whole label still, when what follows runs on to a digit
        // (`BatchPath Foods` is a name). A short one (`PO`, `Lot`) is as likely the code's own letters.
        const rest = /^\S*/.exec(segment.slice(end))![0];
        const glued = name.length >= 4 && /^[.:#]?[A-Za-z]{0,4}-?\d/.test(rest);
        // Or to a name or a weekday whose capital shows where the space was (`Deliver
        // ToLakeshore Foods`, `Brew DateWed 4 Nov`): a long label only, as a short word
        // (`Batch`) also starts names written in one (`BatchPath Foods`).
        const camel =
          name.length >= 6 && /[a-z]$/.test(segment.slice(0, end)) && /^[A-Z][a-z]{2,}/.test(rest);
        return key.startsWith(name) && (glued || camel || !/[a-z0-9]/i.test(segment[end] ?? ''));
      }
      const start = cutBeforeCompactSuffix(segment, name.length);
      return key.endsWith(name) && !/[a-z0-9]/i.test(segment[start - 1] ?? '');
    });
  };

  const rows = groupRows(words, height * 0.6);
  rows.forEach((row, r) => {
    const captions = labelsUnder(row, rows[r - 1], rows[r + 1], fieldOf, height);
    const paired = captions ?? labelsAbove(row, rows[r + 1], fieldOf, height, fits);
    for (const { field, below, label } of paired) {
      if (found[field]) continue;
      const value = below
        .map((w) => w.text)
        .join(' ')
        .trim();
      if (value && fits(field, value))
        found[field] = { text: value, confidence: Math.min(...below.map((w) => w.confidence)), label };
    }
  });

  for (const row of rows) {
    const { text, wordAt } = rowText(row);
    const confidenceOf = (from: number, to: number): number => {
      const used = new Set<PageWord>();
      for (let i = from; i < to; i++) if (text[i]!.trim() && wordAt[i]) used.add(wordAt[i]!);
      return used.size ? Math.min(...[...used].map((w) => w.confidence)) : 0;
    };
    const put = (field: string | undefined, from: number, to: number, label: string) => {
      const value = text.slice(from, to).trim();
      if (field && value && !found[field] && fits(field, value))
        found[field] = { text: value, confidence: confidenceOf(from, to), label: label.trim() };
    };

    // Boxes side by side on one row (`Lot no. B0731-03      Line L3`): a value never runs across
    // a gap wider than three letters' height into the next box.
    const gaps = wideGaps(text, wordAt, height * 3);
    /**
     * Where a word from `from` on starts a label (up to `to`), else `to`; a label of the value's
     * own field does not end it (`Fresh From Farms` under `Supplier`).
     */
    const nextLabelStart = (from: number, to: number, own?: string): number => {
      for (let i = Math.max(from, 1); i < to; i++) {
        if (text[i - 1] !== ' ' || text[i] === ' ') continue;
        const next = fieldOf(text.slice(i, to), 'prefix');
        if (next && next.field !== own) return i;
      }
      return to;
    };

    /**
     * Labels with no colon from `from` to `to`, box by box: a box that starts with a label gives
     * it the rest of the box, or the next box when it holds the label alone; `field` (a label
     * before a colon) takes the first box.
     */
    const readBoxes = (from: number, to: number, field?: string, label = '') => {
      let pending = field ? { field, label } : undefined;
      const cuts = [from, ...gaps.filter((g) => g > from && g < to), to];
      for (let k = 0; k + 1 < cuts.length; k++) {
        const [a, b] = [cuts[k]!, cuts[k + 1]!];
        const box = text.slice(a, b);
        const named = pending ? undefined : fieldOf(box, 'prefix');
        // A label alone in its box after another label alone (`Sold To    Load Date`, captions
        // printed under their values) is no value of the first.
        const alone = pending && fieldOf(box, 'prefix');
        if (alone && labelKey(box).length === alone.name.length) {
          pending = { field: alone.field, label: box };
          continue;
        }
        if (pending) {
          if (box.trim()) {
            // A value written up to the next pair's label (`Hartland Supply PO / Ref`, the
            // label cell close after it): the value ends there, the label starts a box.
            const end = nextLabelStart(a + 1, b, pending.field);
            put(pending.field, a, end, pending.label);
            pending = undefined;
            if (end < b) cuts.splice(k + 1, 0, end);
          }
          continue;
        }
        if (!named) continue;
        // The label's bracketed unit or note and its leaders (`Mass out (kg) ......`) are the
        // label's, not a value.
        const note = /^\s*(\([^()]*\))?(\s*(\.{2,}|…|_{2,}))*/.exec(
          text.slice(a + cutAfterCompact(box, named.name.length), b),
        );
        const cut = a + cutAfterCompact(box, named.name.length) + (note?.[0].length ?? 0);
        // Labels without colons in one box (`Deliver To Lakeshore Foods Delivery Date 04/11/26`):
        // the value ends where a word starts the next label.
        const end = nextLabelStart(cut + 1, b);
        // What is left of the box after the label may be its own dot (`No.`): no value.
        if (/[a-z0-9]/i.test(text.slice(cut, end))) put(named.field, cut, end, text.slice(a, cut));
        else pending = { field: named.field, label: text.slice(a, cut) };
        // The rest of the box, from the next label on, is read as a box of its own.
        if (end < b) cuts.splice(k + 1, 0, end);
      }
    };

    const colons = [...text.matchAll(/:/g)].map((m) => m.index);
    if (colons.length === 0) {
      readBoxes(0, text.length);
      continue;
    }
    // Boxes before the box of the first colon (`Delivered 11/06/26      Certificate No.: C-26`)
    // are read as rows without colons are.
    const firstBox = Math.max(0, ...gaps.filter((g) => g < colons[0]!));
    if (firstBox > 0) readBoxes(0, firstBox);
    const before = text.slice(firstBox, colons[0]);
    const misread = nearLabel(
      byLabel.filter((l) => !exactOnly.has(l.field)),
      labelKey(before),
    );
    let field = (fieldOf(before, 'suffix') ?? misread)?.field;
    let label = before;
    colons.forEach((colon, i) => {
      const end = colons[i + 1] ?? text.length;
      const segment = text.slice(colon + 1, end);
      const next = i + 1 < colons.length ? fieldOf(segment, 'suffix') : undefined;
      const unknown = i + 1 < colons.length && !next ? unknownLabelAt(segment) : undefined;
      const valueEnd = next
        ? colon + 1 + cutBeforeCompactSuffix(segment, next.name.length)
        : unknown !== undefined
          ? colon + 1 + unknown
          : end;
      readBoxes(colon + 1, valueEnd, field, label);
      // A stray colon read after the label (`Date: : 03/02/2026`) leaves the value to the next.
      field = next?.field ?? (segment.trim() ? undefined : field);
      if (next) label = segment.slice(cutBeforeCompactSuffix(segment, next.name.length));
    });
  }
  return found;
}

/** A run of dots or underscores that leads a label to its value. */
const LEADERS = /(\.{3,}|_{3,}|…)\s*:?\s*$/;
/** How far (in text heights) a value cell may sit right of its label on the same row. */
const BESIDE_REACH = 20;

/**
 * Labels that stand alone in a row (a cluster of words that is a label and nothing else, a
 * colon at most), each with the words of the next row that sit under it (from its left edge to
 * the next cluster's), when that row is close below.
 */
function labelsAbove(
  row: PageWord[],
  next: PageWord[] | undefined,
  fieldOf: (segment: string, where: 'suffix' | 'prefix') => { field: string; name: string } | undefined,
  height: number,
  fits: (field: string, text: string) => boolean,
): { field: string; below: PageWord[]; label: string }[] {
  if (!next || median(next.map((w) => w.y)) - median(row.map((w) => w.y)) > height * 3) return [];
  const sorted = [...row].sort((a, b) => a.left - b.left);
  const clusters: PageWord[][] = [];
  for (const w of sorted) {
    const last = clusters[clusters.length - 1];
    if (last && w.left - last[last.length - 1]!.right <= height * 1.5) last.push(w);
    else clusters.push([w]);
  }
  return clusters.flatMap((cluster, i) => {
    const text = cluster.map((w) => w.text).join(' ');
    // The whole cluster is the label, a parenthesised unit or note at most (`YIELD (KG)`).
    const label = fieldOf(text, 'suffix');
    if (!label || labelKey(text).length !== label.name.length) return [];
    // Its value beside it on its own row (label cells beside value cells, a right-hand block
    // `Recipe ....... Dark Chocolate`): no label above a box; the row below is the next pair.
    const beside = clusters.slice(i + 1).find((c) => labelKey(c.map((w) => w.text).join('')) !== '');
    if (beside && beside[0]!.left - cluster[cluster.length - 1]!.right <= height * BESIDE_REACH) {
      const besideText = beside.map((w) => w.text).join(' ');
      if (!fieldOf(besideText, 'prefix') && fits(label.field, besideText)) return [];
    }
    const from = cluster[0]!.left - height;
    const to = clusters[i + 1]?.[0]!.left ?? Infinity;
    const below = valueRun(
      next.filter((w) => w.x >= from && w.x < to),
      height,
    );
    // What sits below is a value, not the next label (`Supplier` over `Date: 03/02/2026`), nor
    // another field's label and value (`Product made  Oat Cookies` over `Batch #: GP47276`,
    // labels beside their values); a value may begin like a label (`PO-72424`, `PO 72424` under `PO #`).
    const belowText = below.map((w) => w.text).join(' ');
    // Dotted leaders follow a label, never a value (`Conche batch .....`).
    if (LEADERS.test(belowText)) return [];
    const nextLabel = fieldOf(belowText, 'prefix');
    const nextField =
      nextLabel &&
      (labelKey(belowText).length === nextLabel.name.length ||
        (nextLabel.field !== label.field &&
          /^\s*[#.]*\s*[:\s]/.test(belowText.slice(cutAfterCompact(belowText, nextLabel.name.length)))));
    return below.length && !nextField ? [{ field: label.field, below, label: text }] : [];
  });
}

/**
 * Captions printed under the line a value is written on (a form's `Sold To`, `Load Date`,
 * `Trailer #` under their blanks): a row of words only, one of them a whole label, whose row
 * above is close and nearer than the row below. Each label takes the words above it, from its
 * left edge to the next caption's. Null when the row is no row of captions.
 */
function labelsUnder(
  row: PageWord[],
  prev: PageWord[] | undefined,
  next: PageWord[] | undefined,
  fieldOf: (segment: string, where: 'suffix' | 'prefix') => { field: string; name: string } | undefined,
  height: number,
): { field: string; below: PageWord[]; label: string }[] | null {
  if (!prev) return null;
  const y = median(row.map((w) => w.y));
  const up = y - median(prev.map((w) => w.y));
  const down = next ? median(next.map((w) => w.y)) - y : Infinity;
  if (up > height * 3.5 || up >= down || row.some((w) => /\d/.test(w.text))) return null;
  const clusters = clustersOf(row, height);
  const whole = clusters.map((cluster) => {
    const text = cluster.map((w) => w.text).join(' ');
    const label = fieldOf(text, 'suffix');
    return label && labelKey(text).length === label.name.length ? { label, text } : null;
  });
  // The row above holds values, not labels of its own.
  const prevText = clustersOf(prev, height).map((c) => c.map((w) => w.text).join(' '));
  if (!whole.some(Boolean) || prevText.some((t) => fieldOf(t, 'prefix'))) return null;
  // Something written just under a label is its value (a label over its value, on a tilted
  // photo whose rows the deskew split): the row is no row of captions.
  // Near its left edge: a value far to the right of a label (the next field's, on a form of
  // `Label ..... value` lines) is not its own.
  const written = (i: number) => {
    const cluster = clusters[i]!;
    const [from, to] = [cluster[0]!.left - height, cluster[cluster.length - 1]!.right + height * 3];
    return next!.some((w) => w.x >= from && w.x < to);
  };
  if (next && down <= height * 3 && whole.some((found, i) => found && written(i))) return null;
  return clusters.flatMap((cluster, i) => {
    const found = whole[i];
    if (!found) return [];
    const from = cluster[0]!.left - height;
    const to = clusters[i + 1]?.[0]!.left ?? Infinity;
    const above = valueRun(
      prev.filter((w) => w.x >= from && w.x < to),
      height,
    );
    return above.length ? [{ field: found.label.field, below: above, label: found.text }] : [];
  });
}

/** A row's words in clusters: a gap wider than a letter and a half between two starts a new one. */
function clustersOf(row: readonly PageWord[], height: number): PageWord[][] {
  const clusters: PageWord[][] = [];
  for (const w of [...row].sort((a, b) => a.left - b.left)) {
    const last = clusters[clusters.length - 1];
    if (last && w.left - last[last.length - 1]!.right <= height * 1.5) last.push(w);
    else clusters.push([w]);
  }
  return clusters;
}

/**
 * The value written under a label: its words left to right (a row's words come in the order of
 * their height, which a tilted photo shuffles: `Inc Sugar Harbor`), up to the first gap wider
 * than three letters' height. A form's boxes sit side by side, so a value in the next box
 * (`2026-10-01` beside `PO-72424`, its own label printed a little lower) is not this one's.
 */
function valueRun(words: PageWord[], height: number): PageWord[] {
  const sorted = [...words].sort((a, b) => a.left - b.left);
  const end = sorted.findIndex((w, i) => i > 0 && w.left - sorted[i - 1]!.right > height * 3);
  return end < 0 ? sorted : sorted.slice(0, end);
}

/**
 * A misread label before a row's first colon (`Sulier:` for `Supplier:`): the one label of five
 * or more letters within a third of its letters of what was read, when no other is as close.
 */
function nearLabel<L extends { name: string }>(labels: readonly L[], key: string): L | undefined {
  if (key.length < 4 || key.length > 24) return undefined;
  const ranked = labels
    .filter(({ name }) => name.length >= 5)
    .map((l) => ({ l, d: distance(l.name, key) }))
    .filter(({ l, d }) => d <= Math.floor(l.name.length / 3))
    .sort((a, b) => a.d - b.d);
  return ranked.length && (ranked.length === 1 || ranked[1]!.d > ranked[0]!.d) ? ranked[0]!.l : undefined;
}

/**
 * Where a label no list holds begins, at the end of the text before a colon (`Made on:
 * 09/18/2026 Shift: 1st`, `Ship to: Corner Market Attn: R. Diaz`): a word of letters right before
 * a colon names what follows it, it is not the value before it. Undefined when that word is all
 * there is, or is no word of letters (`Time: 10:30`).
 */
function unknownLabelAt(segment: string): number | undefined {
  const last = /(?<=\s)[A-Za-z][A-Za-z'.#]*\s*$/.exec(segment);
  return last && segment.slice(0, last.index).trim() ? last.index : undefined;
}

/** Where a word begins after a gap wider than `gap` from the word before it (string indices). */
function wideGaps(text: string, wordAt: readonly (PageWord | null)[], gap: number): number[] {
  const starts: number[] = [];
  let prev: PageWord | null = null;
  for (let i = 0; i < text.length; i++) {
    const w = wordAt[i];
    if (!w || w === prev) continue;
    if (prev && w.left - prev.right > gap) starts.push(i);
    prev = w;
  }
  return starts;
}

/** A row's words left to right as one string, and which word each character came from. */
function rowText(row: PageWord[]): { text: string; wordAt: (PageWord | null)[] } {
  let text = '';
  const wordAt: (PageWord | null)[] = [];
  for (const w of [...row].sort((a, b) => a.x - b.x)) {
    if (text) {
      text += ' ';
      wordAt.push(null);
    }
    text += w.text;
    for (let i = 0; i < w.text.length; i++) wordAt.push(w);
  }
  return { text, wordAt };
}

/** Index in `s` just past its first `n` letters and digits. */
function cutAfterCompact(s: string, n: number): number {
  let seen = 0;
  for (let i = 0; i < s.length; i++) {
    if (/[a-z0-9]/i.test(s[i]!)) seen++;
    if (seen === n) return i + 1;
  }
  return s.length;
}

/** Index in `s` where its last `n` letters and digits begin. */
function cutBeforeCompactSuffix(s: string, n: number): number {
  let seen = 0;
  for (let i = s.length - 1; i >= 0; i--) {
    if (/[a-z0-9]/i.test(s[i]!)) seen++;
    if (seen === n) return i;
  }
  return 0;
}
