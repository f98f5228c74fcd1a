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
 * (`13/04/26/Valley`), and one row's long name overflowing is no border.
 */
export function columnStarts(headings: readonly HeadingCell[], words: readonly Span[]): HeadingCell[] {
  return headings.map((h, i) => {
    const prev = headings[i - 1];
    if (!prev || prev.right >= h.left) return h;
    // Each row's first word starting in the gap, after a word of the column before.
    const starts = new Map<number, Span>();
    for (const w of words) {
      if (w.left <= prev.right || w.left >= h.left) continue;
      // The word before it in its row, of the column before and more than a word space away
      // (less than a letter's height is the same cell's next word: `Rye` `Flour`, `Cookies` `12oz`).
      const before = Math.max(
        ...words.filter((v) => v.row === w.row && v !== w && v.right <= w.left).map((v) => v.right),
      );
      if (!(before > prev.left && before <= w.left - w.height)) continue;
      const kept = starts.get(w.row);
      if (!kept || w.left < kept.left) starts.set(w.row, w);
    }
    const firsts = [...starts.values()].sort((a, b) => a.left - b.left);
    // Two rows or more starting at one border (a letter's height apart at most).
    const border = firsts.find(
      (w) => firsts.filter((o) => Math.abs(o.left - w.left) <= w.height).length >= 2,
    );
    if (!border) return h;
    // Never into a word that spans the border from the column before.
    if (words.some((w) => w.left < border.left && w.right > border.left)) return h;
    return { ...h, left: border.left - 1e-4 };
  });
}
