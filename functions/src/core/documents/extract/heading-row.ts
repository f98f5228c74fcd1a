import type { ColumnRole } from './column-roles.ts';
import { fitError, leastSquares, MAX_SLOPE } from './heading-skew.ts';
import type { PageWord } from './page-words.ts';

/** A word that names a role as a column heading. */
export interface Candidate {
  role: ColumnRole;
  word: PageWord;
}

/** How far apart (page fractions) two headings of one row may sit before skew: about 3 degrees across. */
const MAX_ROW_DRIFT = 0.04;

/**
 * A word of a heading's other line: letters (`received`, `P.O.`, `(lbs)`, a bilingual heading's
 * `/ Lot` under `Lote`, `& UOM` under `Quantity`, `Rec'd` under `Qty`), or the sign a heading ends with (`Lot` over `#`, `Temp` over `°F`, `Fat`
 * over `%`); no number or code.
 */
export const wordLike = (w: PageWord) =>
  /^[/&]?[a-z(][a-z#./()'’°º-]*$/i.test(w.text) || /^(#|no\.?|°[cf]?|%|\/|&)$/i.test(w.text);

/** A row as good lines up clearly better (a quarter less squared error) to be taken over one found before. */
const TIE_MARGIN = 0.75;

/**
 * The heading row: the most distinct headings on one line. Each candidate seeds lines through
 * itself, level and through each other candidate near it (within drift); on each line, each
 * role's word nearest it, when near enough. The row naming the most roles wins; of rows as good,
 * the one whose headings line up best. A line through two headings, not a fit through the
 * nearest word of each role: a unit word in the first row (`cases`) or a two-line heading's
 * first line that names a role by itself (`Actual` over `Wt (kg)`, beside one-line headings
 * level with `Wt`) would mix the two lines into a tilt the page does not have.
 */
export function bestHeadingRow(candidates: Candidate[], words: readonly PageWord[]): Candidate[] | null {
  let best: Candidate[] | null = null;
  let bestScore = 0;
  let bestError = Infinity;
  const tops = new Set(candidates.filter((c) => words.some((w) => stacked(c.word, w))));
  for (const seed of candidates) {
    const near = candidates.filter((c) => Math.abs(c.word.y - seed.word.y) <= MAX_ROW_DRIFT);
    // A tilt only through headings that end their column's heading: the first line of a
    // two-line heading (`Qty` over `Expected`) sits a line above the one-line headings beside it.
    const slopes = [0];
    for (const c of tops.has(seed) ? [] : near) {
      const dx = c.word.x - seed.word.x;
      const slope = (c.word.y - seed.word.y) / dx;
      if (!tops.has(c) && Math.abs(dx) > MIN_RUN && Math.abs(slope) <= MAX_SLOPE) slopes.push(slope);
    }
    for (const slope of slopes) {
      const onLine = alongLine(near, seed, slope);
      if (mixesLines(onLine, words) || (slope !== 0 && crossesNumbers(onLine, words, seed, slope))) continue;
      const roles = new Set(onLine.map((c) => c.role));
      // Every line-item table names its goods and counts them: among rows of as many headings, one
      // with those beats a row of header boxes (`Order`, `Invoice date` above an invoice's table).
      const score = roles.size + (roles.has('name') ? 0.5 : 0) + (roles.has('quantity') ? 0.5 : 0);
      const lined = onLine.map((c) => c.word);
      const error = fitError(lined, leastSquares(lined));
      if (roles.size >= 2 && (score > bestScore || (score === bestScore && error < bestError * TIE_MARGIN))) {
        bestScore = score;
        bestError = error;
        best = onLine;
      }
    }
  }
  return best;
}

/**
 * A line that takes the first line of some two-line headings and the second of others: it
 * crosses between the heading row's two lines, a tilt no page has (`Traceability`, `Product`,
 * `Quantity` of the first line, then `Previous source`, `Received` of the second).
 */
function mixesLines(onLine: readonly Candidate[], words: readonly PageWord[]): boolean {
  const tops = onLine.filter((c) => words.some((w) => stacked(c.word, w)));
  const bottoms = onLine.filter((c) => words.some((w) => stacked(w, c.word)));
  return tops.some((t) => !bottoms.includes(t)) && bottoms.some((b) => !tops.includes(b));
}

/**
 * A tilted line that passes over a number between its headings runs from the heading row down
 * into the items' rows: a unit read in a row (`250 kg`: `kg` heads a quantity column on other
 * forms) lined up with headings above it by a tilt the page does not have. Headings hold no
 * numbers; a level line is never judged so (a heading may: `Temp 0-4 °C`).
 */
function crossesNumbers(
  onLine: readonly Candidate[],
  words: readonly PageWord[],
  seed: Candidate,
  slope: number,
): boolean {
  const xs = onLine.map((c) => c.word.x);
  const [from, to] = [Math.min(...xs), Math.max(...xs)];
  return words.some(
    (w) =>
      /\d/.test(w.text) &&
      w.x > from &&
      w.x < to &&
      Math.abs(w.y - (seed.word.y + slope * (w.x - seed.word.x))) <=
        Math.max(w.height, seed.word.height) * 0.6,
  );
}

/** `b` is the next line of a heading whose line `a` is: a word just under it, overlapping it across. */
const stacked = (a: PageWord, b: PageWord) =>
  a !== b &&
  wordLike(b) &&
  a.left < b.right &&
  b.left < a.right &&
  b.y - a.y > Math.max(a.height, b.height) * 0.6 &&
  b.y - a.y <= Math.max(a.height, b.height) * 1.6;

/** Two headings closer across than this (page fractions) give no slope. */
const MIN_RUN = 0.05;

/** The seed, and of each other role the candidate nearest the line through the seed, when near enough. */
function alongLine(near: readonly Candidate[], seed: Candidate, slope: number): Candidate[] {
  const off = (c: Candidate) => Math.abs(c.word.y - (seed.word.y + slope * (c.word.x - seed.word.x)));
  const byRole = new Map<ColumnRole, Candidate>([[seed.role, seed]]);
  for (const c of near) {
    if (c.role === seed.role || off(c) > Math.max(c.word.height, seed.word.height) * 0.6) continue;
    const kept = byRole.get(c.role);
    if (!kept || off(c) < off(kept)) byRole.set(c.role, c);
  }
  return [...byRole.values()];
}
