import type { PageWord } from './page-words.ts';

/** Boxes that overlap by less than this share of a letter only touch. */
const MIN_OVERLAP_LETTERS = 0.3;
/** A box's edge is a letter or so off its ink: a piece may repeat up to this many letters more than its box overlaps. */
const SLACK_LETTERS = 1.5;

/**
 * A cell's words as one text. The recogniser sometimes reads one printed code as two boxes that
 * overlap and both hold the letters under the overlap (`26103` and `030-59` for `261030-59`,
 * `00922` and `2203` for `0092203`): where two read boxes overlap, the longest end of the first
 * that the second begins with, within the overlap's width, is read once. Words whose boxes do
 * not overlap are joined with a space, as written.
 */
export function joinPieces(words: readonly PageWord[]): string {
  let text = '';
  let prev: PageWord | undefined;
  for (const w of words) {
    // Pieces of one word sit side by side; a wrapped cell's next line starts under the first.
    const beside = prev !== undefined && Math.abs(prev.y - w.y) < Math.max(prev.height, w.height) * 0.5;
    const overlap = prev && beside && prev.line !== w.line ? repeated(text, prev, w) : 0;
    text = !prev ? w.text : overlap ? text + w.text.slice(overlap) : `${text} ${w.text}`;
    prev = w;
  }
  return text.trim();
}

/** How many letters `w` repeats of what is read before it (0: none). */
function repeated(text: string, prev: PageWord, w: PageWord): number {
  const letter = (w.right - w.left) / Math.max(1, w.text.length);
  const overlapLetters = (prev.right - w.left) / letter;
  if (overlapLetters < MIN_OVERLAP_LETTERS) return 0;
  const most = Math.min(w.text.length, prev.text.length, Math.floor(overlapLetters + SLACK_LETTERS));
  for (let k = most; k >= 1; k--) if (text.endsWith(w.text.slice(0, k))) return k;
  return 0;
}
