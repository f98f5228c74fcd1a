/** A column heading's cell: its text and the deskewed x-range its words cover. */
export interface HeadingCell {
  text: string;
  left: number;
  right: number;
}

interface Span {
  left: number;
  right: number;
  height: number;
  /** Which row of the table the word is in. */
  row: number;
}

/**
 * Where each column starts. A heading left-aligned over its cells starts its column, but a
 * heading centred in its column (word-processor and spreadsheet tables, most printed forms)
 * starts right of the column's border, where the cells below begin: a lot code written from the
 * border runs under the heading's left edge and joins the column before (`FlourHVM-24811`).
 * When cells of two rows or more begin at one x between the previous heading's end and this
 * heading's start, each more than a word space after a word of the column before, the column
 * starts there. A word that
 * is its row's first there is the column before's cell run into this one by the reader
 * (`13/04/26/Valley`), and one row's long name overflowing is no border. The column before is
 * taken from where it was found to start: a narrow first column (`No.`, `Pos.`) centred too has
 * its numbers left of its heading, and they are still its cells.
 */
export function columnStarts(
  headings: readonly HeadingCell[],
  words: readonly Span[],
  /** The printed headings' letter height: a handwritten word's box is taller than its letters. */
  letter = Infinity,
): HeadingCell[] {
  const starts: HeadingCell[] = [];
  headings.forEach((h, i) =>
    starts.push(columnStart(h, headings[i - 1], i > 1 ? starts[i - 1]!.left : -Infinity, words, letter)),
  );
  return starts;
}

/** Where the column of heading h starts, given the heading before it and where that column starts. */
function columnStart(
  h: HeadingCell,
  prev: HeadingCell | undefined,
  prevStart: number,
  words: readonly Span[],
  letter: number,
): HeadingCell {
  if (!prev || prev.right >= h.left) return h;
  // Each row's first word starting in the gap, after a word of the column before.
  const starts = new Map<number, Span>();
  for (const w of words) {
    if (w.left <= prev.right || w.left >= h.left) continue;
    // The word before it in its row, of the column before and more than a word space away
    // (less than a letter's height is the same cell's next word: `Rye` `Flour`, `Cookies` `12oz`;
    // a handwritten word's box is taller than its letters: the printed letter then measures).
    const before = Math.max(
      ...words.filter((v) => v.row === w.row && v !== w && v.right <= w.left).map((v) => v.right),
    );
    const space = Math.min(w.height, letter);
    if (!(before > Math.min(prev.left, prevStart) && before <= w.left - space)) continue;
    const kept = starts.get(w.row);
    if (!kept || w.left < kept.left) starts.set(w.row, w);
  }
  const firsts = [...starts.values()].sort((a, b) => a.left - b.left);
  // Two rows or more starting at one border (a letter's height apart at most).
  const border = firsts.find((w) => firsts.filter((o) => Math.abs(o.left - w.left) <= w.height).length >= 2);
  if (!border) return h;
  // Never into a word that spans the border from the column before. A line alone in its row
  // (`All temps within spec` under the table) is a note across the columns, no cell; a word
  // starting a letter's height short of the border is this column's own, on a page photographed
  // at a slant.
  const alone = (w: Span) => !words.some((v) => v !== w && v.row === w.row);
  const spans = (w: Span) => w.left < border.left - w.height && w.right > border.left;
  // Lines below the last row that starts at the border are the form's notes and signatures.
  const last = Math.max(
    ...firsts.filter((w) => Math.abs(w.left - border.left) <= w.height).map((w) => w.row),
  );
  if (words.some((w) => spans(w) && !alone(w) && w.row <= last)) return h;
  return { ...h, left: border.left - 1e-4 };
}
