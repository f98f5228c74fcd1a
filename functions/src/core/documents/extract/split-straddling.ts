import type { PageWord } from './page-words.ts';

/** Characters a table's vertical ruling is read as, when OCR takes two cells for one word. */
const RULING = /[/|[\]()\\]/;

/**
 * A word read across a column's edge (`2.6.2026/Northen`: a date, the ruling read as `/`, and the
 * next cell's supplier), split at the ruling's character nearest that edge. Only a ruling
 * character within two letters of the edge splits, and only when both sides keep at least two
 * letters past it, so a date's own slashes inside its cell never do.
 */
export function splitStraddling(words: readonly PageWord[], edges: readonly number[]): PageWord[] {
  return words.flatMap((w) => splitWord(w, edges));
}

const isDigit = (c: string | undefined) => c !== undefined && /\d/.test(c);
const isLetter = (c: string | undefined) => c !== undefined && /\p{L}/u.test(c);

/** A code starting: capitals then a dash or a digit (`LAV-BG-2609`, `SBR26`). */
const CODE_START = /^[A-Z]{2,}[-\d]/;

/**
 * Where a word may be cut between two cells: at a ruling character (dropped), before a code
 * that starts right after a name's last small letter (`Essential OilLAV-BG-2609`, a name run
 * into the lot beside it), or between a digit and a letter (`13AcmeFoods`, a date run into a
 * supplier). Other letters run into letters are left whole: matching splits glued names by the
 * names it knows. `rank` orders the kinds by how surely they mark a cell's edge; `reach` is how
 * far from the edge (in letters) each may sit, the reader's letters being of unequal widths.
 */
function cutsOf(text: string): { at: number; skip: number; rank: number; reach: number }[] {
  const cuts: { at: number; skip: number; rank: number; reach: number }[] = [];
  for (let i = 1; i < text.length; i++) {
    if (RULING.test(text[i]!)) cuts.push({ at: i, skip: 1, rank: 2, reach: 2 });
    else if (/[a-z]/.test(text[i - 1]!) && CODE_START.test(text.slice(i)))
      cuts.push({ at: i, skip: 0, rank: 1, reach: 2.5 });
    else if ((isDigit(text[i - 1]) && isLetter(text[i])) || (isLetter(text[i - 1]) && isDigit(text[i])))
      cuts.push({ at: i, skip: 0, rank: 0, reach: 1.5 });
  }
  return cuts;
}

function splitWord(w: PageWord, edges: readonly number[]): PageWord[] {
  const n = w.text.length;
  if (n < 4) return [w];
  const charWidth = (w.right - w.left) / n;
  const edge = edges.find((e) => e > w.left + 2 * charWidth && e < w.right - 2 * charWidth);
  if (edge === undefined) return [w];
  // A ruling is the cell's edge itself; a code's start or a change from digits to letters may
  // sit a letter or two off it.
  const near = cutsOf(w.text)
    .map((c) => ({ ...c, off: Math.abs(w.left + c.at * charWidth - edge) / charWidth }))
    .filter((c) => c.off <= c.reach && c.at >= 2 && n - c.at - c.skip >= 2)
    .sort((a, b) => b.rank - a.rank || a.off - b.off);
  const cut = near[0];
  if (!cut) return [w];
  const part = (from: number, to: number): PageWord => {
    const left = w.left + from * charWidth;
    const right = w.left + to * charWidth;
    return { ...w, text: w.text.slice(from, to), left, right, x: (left + right) / 2 };
  };
  return [part(0, cut.at), ...splitWord(part(cut.at + cut.skip, n), edges)];
}
