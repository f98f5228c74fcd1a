import type { LayoutPage } from '../layout.ts';
import { assignColumns, type AssignOptions } from './assign-columns.ts';
import type { KnownValues } from './column-content.ts';
import {
  headingRole,
  headingUnit,
  isFooter,
  isOtherHeading,
  isSubtotal,
  type ColumnRole,
} from './column-roles.ts';
import { headingByContent } from './heading-by-content.ts';
import { leastSquares } from './heading-skew.ts';
import { bestHeadingRow, type Candidate, wordLike } from './heading-row.ts';
import { columnStarts, type HeadingCell } from './column-edges.ts';
import { compact, groupRows, median, pageWords, type PageWord } from './page-words.ts';
import { joinPieces } from './overlapping-pieces.ts';
import { isNoteRow, withoutSentenceNotes } from './row-kinds.ts';
import { splitGluedHeadings } from './glued-headings.ts';
import { splitStraddling } from './split-straddling.ts';
import { QUALIFIER, sentenceLines, startsBox, twoHeadings } from './heading-splits.ts';
import { joinWrappedLines } from './wrapped-lines.ts';

export interface TableColumn {
  /** `other`: a heading this kind has no field for (Unit price, Taxes); it still bounds its neighbours. */
  role: ColumnRole | 'other';
  /** Deskewed left edge of its heading. */
  left: number;
  /** The unit its heading names (`Qty (kg)`, `Lbs`), for cells that hold a bare number. */
  unit?: string;
}

export interface TableCell {
  text: string;
  confidence: number;
}

export interface FoundTable {
  slope: number;
  /** Deskewed centre y of the heading row, and its height. */
  headingY: number;
  /** Deskewed centre y of the heading's first line (the heading row's own, unless headings run over two lines). */
  top: number;
  headingHeight: number;
  columns: TableColumn[];
  rows: Partial<Record<ColumnRole, TableCell>>[];
}

/** Below this, PaddleOCR's reads are mostly noise (its own docs: noise at 0.2-0.45, text at 0.65+). */
const NOISE_CONFIDENCE = 0.5;

/**
 * Finds the table a form's rows are written in: the row of column headings (the most distinct
 * headings lined up, which also gives the page skew), each column's x-range from its heading's
 * left edge to the next one's, and the rows below grouped by y until the footer or a long gap.
 */
export function findTable(
  page: LayoutPage,
  roles: readonly ColumnRole[],
  known: KnownValues = {},
  options: AssignOptions = {},
  /** Rows of line items taken at their loosest (headingByContent): for a page that gave nothing. */
  looseRows = false,
): FoundTable | null {
  const raw = pageWords(page);
  const sentences = sentenceLines(raw);
  // A heading is a word (`Qty`) or two (`Ship to`, `Order no.`) of one line.
  const candidates: Candidate[] = raw
    // `(lbs)` under `Weight` is its heading's note, no heading of its own.
    .filter((w) => !w.labelLine && !/^\(.*\)$/.test(w.text) && !sentences.has(w.line))
    .flatMap((word, i) => {
      const next = raw[i + 1];
      const pair = next && next.line === word.line ? headingRole(`${word.text} ${next.text}`) : null;
      return [{ role: headingRole(word.text) ?? pair, word }];
    })
    .filter((c): c is Candidate => c.role !== null && roles.includes(c.role));
  // No two familiar headings in a row: the table is found by its rows of line items.
  const heading =
    bestHeadingRow(candidates, raw)?.map((c) => c.word) ?? headingByContent(page, raw, known, looseRows);
  if (!heading) return null;

  const slope = leastSquares(heading);
  const words = pageWords(page, slope);
  const seedY = median(heading.map((w) => words[raw.indexOf(w)]!.y));
  const seedHeight = median(heading.map((w) => w.height));
  const headingWords = words.filter((w) => !w.labelLine && Math.abs(w.y - seedY) <= seedHeight * 0.6);
  const headingLines = new Set(headingWords.map((w) => w.line));
  const headingY = median(headingWords.map((w) => w.y));
  const headingHeight = median(headingWords.map((w) => w.height));
  // A heading's second line (`Qty` over `received`, `Supplier` over `lot`, `Weight` over
  // `(lbs)`) sits just under it:
  // a band of words only, each under a heading. A first row pitched as tight (a PDF's text
  // layer) holds a number or a code somewhere, so it is not taken.
  const band = words.filter(
    (w) =>
      !w.labelLine &&
      !headingLines.has(w.line) &&
      !headingWords.includes(w) &&
      // From where the heading row's band ends (its words' own height may be less than the row's).
      w.y > headingY &&
      w.y - headingY <= headingHeight * 1.6,
  );
  const underHeading = (w: PageWord) =>
    headingWords.some((h) => Math.abs(h.left - w.left) <= headingHeight * 1.5);
  // Most of it under a heading; the rest one-line headings the tilt put a little lower
  // (`Ordered` beside `Batch` over `Code`), which start columns of their own. Or all of it
  // under a heading or a heading itself: a form that sets its one-line headings level with the
  // two-line ones' second line (`N° lot` over `fournisseur` beside `Fournisseur`, `Libellé
  // article`, `N° BL`, `Visa`), as many as it has of either.
  const isHeading = (w: PageWord) => headingRole(w.text) !== null || isOtherHeading(w.text);
  const secondLine =
    band.every(wordLike) &&
    (band.filter(underHeading).length * 2 >= band.length ||
      band.every((w) => underHeading(w) || isHeading(w)))
      ? band
      : [];
  const above = firstLine(words, headingWords, headingHeight);
  const headingRow = headingCells([...above, ...headingWords, ...secondLine], headingHeight, [
    ...above,
    ...secondLine,
  ]);
  // A two-line heading's first line is the table's top: none of it is a header label.
  const top = above.length ? Math.min(...above.map((w) => w.y)) : headingY;

  const below = words.filter(
    (w) => !headingLines.has(w.line) && !secondLine.includes(w) && w.y > headingY + headingHeight * 0.6,
  );
  const rowHeight = median(below.map((w) => w.height)) || headingHeight;
  let lines: PageWord[][] = [];
  let lastY = headingY;
  const pitches: number[] = [];
  for (const rowWords of groupRows(below, rowHeight * 0.6)) {
    rowWords.sort((a, b) => a.x - b.x);
    const y = median(rowWords.map((w) => w.y));
    const rowText = rowWords.map((w) => w.text).join(' ');
    if (isFooter(rowText)) break;
    if (isSubtotal(rowText) || isNoteRow(rowText)) continue;
    const pitch = median(pitches) || rowHeight * 2.5;
    if (lines.length > 0 && y - lastY > Math.max(pitch * 3.5, rowHeight * 5)) break;
    pitches.push(y - lastY);
    lastY = y;
    lines.push(rowWords);
  }
  lines = withoutSentenceNotes(lines);
  const spans = lines.flatMap((rowWords, row) =>
    rowWords.map((w) => ({ left: w.left, right: w.right, height: w.height, row })),
  );
  // Centred headings start their columns where the cells below begin; a heading read across two
  // columns is parted where the second column's cells begin.
  const headings = columnStarts(splitGluedHeadings(headingRow, spans, headingHeight), spans, headingHeight);
  // A long name wrapped in its cell is one row, not two or three.
  const cellRows = joinWrappedLines(lines, (w) => columnOf(w, headings))
    .map((rowWords) => cellsOf(rowWords, headings))
    .filter((row) => row.some(Boolean));
  // Each role its most likely column, by heading and by what the cells hold.
  const assigned = assignColumns(
    headings.map((h, i) => ({ heading: h.text, cells: cellRows.map((r) => r[i]?.text ?? '') })),
    roles,
    known,
    options,
  );
  const columns = headings.map((h, i) => {
    const unit = assigned[i] === 'quantity' ? headingUnit(h.text) : null;
    return { role: assigned[i] ?? ('other' as const), left: h.left, ...(unit ? { unit } : {}) };
  });
  const rows = cellRows.map((cells) => {
    const row: Partial<Record<ColumnRole, TableCell>> = {};
    cells.forEach((cell, i) => {
      const role = assigned[i];
      if (cell && role) row[role] = cell;
    });
    return row;
  });
  return {
    slope,
    headingY,
    top,
    headingHeight,
    columns,
    rows: rows.filter((r) => Object.keys(r).length > 0),
  };
}

/**
 * The first line of two-line headings when the row found is their second (`Product` over
 * `Description`, `Quantity` over `Received`, `Delivery` over `Date`: the second line can name
 * more roles): a band of words only, just above, most of them over a heading of the row. A
 * heading that is only on that line (`Supplier` beside them) starts a column of its own.
 */
function firstLine(
  words: readonly PageWord[],
  headingWords: readonly PageWord[],
  height: number,
): PageWord[] {
  const lines = new Set(headingWords.map((w) => w.line));
  const y = median(headingWords.map((w) => w.y));
  const band = words.filter(
    (w) => !w.labelLine && !lines.has(w.line) && w.y < y - height * 0.6 && y - w.y <= height * 1.6,
  );
  const overHeading = (w: PageWord) => headingWords.some((h) => h.left < w.right && w.left < h.right);
  return band.length >= 2 && band.every(wordLike) && band.filter(overHeading).length * 3 >= band.length * 2
    ? band
    : [];
}

/** A heading cell: its text and left edge (a column's left edge). */
/**
 * The heading row's words into cells (a gap wider than a letter height starts a new one), each
 * a column from its left edge; a cell's role comes from its whole text (`Unit price` is not `Unit`).
 */
function headingCells(words: PageWord[], height: number, otherLine: readonly PageWord[] = []): HeadingCell[] {
  const cells: PageWord[][] = [];
  const sorted = [...words].sort((a, b) => a.left - b.left);
  for (const [i, w] of sorted.entries()) {
    const cell = cells[cells.length - 1];
    // The word before it on its own line: a tilted photo can set a two-line heading's other line
    // between them by left edge (`Used` over `Qty (lb)`, sorted `Qty`, `Used`, `(lb)`).
    const level = cell?.filter((c) => Math.abs(c.y - w.y) <= height * 0.5) ?? [];
    const prev = level[level.length - 1] ?? cell?.[cell.length - 1];
    // `#` of `Lot #` set apart is no heading of its own.
    const gap = w.left - (prev?.right ?? 0);
    // A word of the other line of two-line headings joins the heading it sits over or under,
    // never one beside it that ends just short of it (`Description` then `Measure`).
    const stacked =
      prev !== undefined &&
      (Math.abs(w.y - prev.y) > height * 0.5 || otherLine.includes(w) !== otherLine.includes(prev));
    const across = (o: PageWord) => o.left < w.right && w.left < o.right;
    // A word over or under a heading further on that it overlaps, and over none of this cell, is
    // that heading's other line (`lot` under `Vendor`, level with a centred `Unit` before it).
    const underNext = sorted.slice(i + 1).some((o) => Math.abs(o.y - w.y) > height * 0.5 && across(o));
    if (cell && (stacked || underNext) && !cell.some(across)) cells.push([w]);
    else if (
      cell &&
      prev &&
      !startsHeading(cell, w) &&
      !startsBox(cell, w, words) &&
      !namesPerson(w, sorted[i + 1]) &&
      (gap <= height * 0.7 || sameBox(cell, w, gap) || (!/[a-z0-9]/i.test(w.text) && gap <= height * 2.5))
    )
      cell.push(w);
    else cells.push([w]);
  }
  // Words stacked in one cell read top line first.
  const reading = (a: PageWord, b: PageWord) =>
    Math.abs(a.y - b.y) > height * 0.5 ? a.y - b.y : a.left - b.left;
  return cells.map((cell) => ({
    text: [...cell]
      .sort(reading)
      .map((w) => w.text)
      .join(' '),
    left: Math.min(...cell.map((w) => w.left)),
    right: Math.max(...cell.map((w) => w.right)),
  }));
}

/**
 * `Rec'd by`, `Received by`: the person who took the goods in, a column of its own (initials),
 * however close it sits after the heading before it; its first word alone would be a qualifier
 * of that heading (`Best before` `Rec'd` read as one).
 */
const namesPerson = (w: PageWord, next: PageWord | undefined): boolean =>
  next !== undefined &&
  next.line === w.line &&
  compact(next.text) === 'by' &&
  QUALIFIER.test(compact(w.text));

/**
 * A qualifier a space after the word before it on the same read line: one heading (`Amount
 * received`), however large the letters. A reader that gives a line's box alone has its words
 * cut at spaces in proportion to their letters, so that space is as wide as a letter. Only a
 * qualifier: the same reader also runs narrow columns' headings into one box (`Batch no. Count
 * UOM`), a letter apart too.
 */
function sameBox(cell: readonly PageWord[], b: PageWord, gap: number): boolean {
  const a = cell[cell.length - 1]!;
  const letter = (a.right - a.left + b.right - b.left) / (a.text.length + b.text.length);
  if (a.line !== b.line || gap > letter * 1.3) return false;
  // Or a word naming the same role as the heading so far (`Lot` `Batch`: `Lot/Batch` without its slash).
  const kind = headingKind(b.text);
  return (
    QUALIFIER.test(compact(b.text)) ||
    (kind !== null && kind === headingKind(cell.map((c) => c.text).join(' ')))
  );
}

/** What a heading's text names: a role, a column of none (`Condition`), or nothing known. */
const headingKind = (text: string) => headingRole(text) ?? (isOtherHeading(text) ? 'other' : null);

/**
 * A word of the same read box, or of the next box close beside it, that is a heading of its own
 * and adds nothing to the heading before it (`Condition` after `Lot code`, `Count` after `Batch
 * no.`: narrow columns' headings the recogniser ran together or set close) starts the next
 * column, as does one a no-role heading before it only borrows its role from (`COA` `Qty`). One that makes a heading of another
 * kind with it (`Supplier` `lot`, `Unit` `price`, `Qty` `ordered`) or a qualifier stays, and so
 * does one naming the same thing as the heading before it (`Lot/Batch` read without its slash,
 * `No. of` `cases`): two neighbouring columns of one role is no form's layout.
 */
function startsHeading(cell: readonly PageWord[], w: PageWord): boolean {
  // A word of a heading's other line (`Material` over `received`) joins it; a parenthesised unit
  // (`Total weight (kg)`) is its heading's note.
  if (!cell.some((c) => Math.abs(w.y - c.y) <= Math.max(w.height, c.height) * 0.5)) return false;
  if (/^\(/.test(w.text) || QUALIFIER.test(compact(w.text)) || !headingKind(w.text)) return false;
  // The heading so far as it reads, top line first (`Temp` over `F`, though `F` starts further left).
  const before = [...cell]
    .sort((a, b) => (Math.abs(a.y - b.y) > Math.max(a.height, b.height) * 0.5 ? a.y - b.y : a.left - b.left))
    .map((c) => c.text)
    .join(' ');
  const kind = headingKind(before);
  const own = headingKind(w.text);
  const joined = headingKind(`${before} ${w.text}`);
  if (kind !== null && own !== kind && joined === kind) return true;
  if (twoHeadings(kind, own, joined, before, w.text)) return true;
  // Two headings of different roles whose join names nothing (`Cases` `PO#`, `Unit` `Vendor`).
  if (kind !== null && own !== null && own !== kind && joined === null) return true;
  // A column of no role (`COA`, `Temp`) before a heading that is the whole join's role: the
  // join only borrowed the second word's (`COA Qty` read as a quantity).
  return kind === 'other' && own !== 'other' && joined === own;
}

/** A word belongs to the last column whose heading starts left of it (with a little slack for handwriting). */
function columnOf(w: PageWord, columns: readonly HeadingCell[]): number {
  const slack = 0.012;
  let col = 0;
  columns.forEach((c, i) => {
    if (w.left + Math.min(slack, (w.x - w.left) / 2) >= c.left - slack) col = i;
  });
  return col;
}

/** Two words of a cell one under the other: it holds more than one line. */
const hasStackedWords = (ws: readonly PageWord[]): boolean =>
  ws.some((a, i) =>
    ws
      .slice(i + 1)
      .some(
        (b) =>
          a.left < b.right && b.left < a.right && Math.abs(a.y - b.y) > Math.max(a.height, b.height) * 0.5,
      ),
  );

/** The row's words as cells, one per column. */
function cellsOf(rowWords: PageWord[], columns: readonly HeadingCell[]): (TableCell | undefined)[] {
  const parts: PageWord[][] = columns.map(() => []);
  const edges = columns.slice(1).map((c) => c.left);
  for (const w of splitStraddling(rowWords, edges)) parts[columnOf(w, columns)]!.push(w);
  return parts.map((all) => {
    if (!all.length) return undefined;
    // A faint read (noise, a smudge) beside a clear one is dropped; alone it stays, for review.
    const clear = all.filter((w) => w.confidence >= NOISE_CONFIDENCE);
    const ws = clear.length ? clear : all;
    // A cell's lines read top first (a long name wrapped in its cell), each left to right; words
    // side by side stay in their order however their baselines wander (handwriting).
    if (hasStackedWords(ws))
      ws.sort((a, b) => (Math.abs(a.y - b.y) > Math.max(a.height, b.height) * 0.5 ? a.y - b.y : a.x - b.x));
    const text = joinPieces(ws);
    return text ? { text, confidence: Math.min(...ws.map((w) => w.confidence)) } : undefined;
  });
}
