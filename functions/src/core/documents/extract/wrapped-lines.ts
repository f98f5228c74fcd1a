import { isCodeCell, isDateCell, isQuantityCell } from './column-content.ts';
import { median, type PageWord } from './page-words.ts';

/**
 * How far (in letter heights) a wrapped cell's other line sits from its row's line. Lines of
 * one cell are set a line-height apart (about 1.2-1.5 letter heights); a cell centred in its
 * box puts the single-line cells halfway between them. Table rows are spaced wider, though
 * handwritten rows on a tight log come near 1.8: further than this is another row.
 */
const WRAP_DISTANCE = 1.5;

interface Line {
  words: PageWord[];
  y: number;
  cells: Map<number, string>;
}

/** Words, a little more than a bare number or a date: what a long name wraps onto (`Cooperative`, `12x10`). */
const continuesText = (text: string) => /[A-Za-z]/.test(text) && !isQuantityCell(text) && !isDateCell(text);
/** A cell that holds words (a name, a supplier; or nothing), which another line may continue. */
const holdsWords = (text: string | undefined) => text === undefined || continuesText(text);

/**
 * A code continues only a name (`Kraft Carton` over `12x10`): alone, or under another code (a
 * second lot written close under the first), it is a row of its own.
 */
const codeUnderCode = (row: string | undefined, part: string) =>
  isCodeCell(part) && (row === undefined || isCodeCell(row));

/** A month and day (`Nov 18,`, `18 Nov`) whose year wrapped onto the next line (`2026`). */
const endsDate = (row: string | undefined, part: string) =>
  row !== undefined &&
  /^(19|20)\d\d$/.test(part.trim()) &&
  /^([A-Za-z]{3,9}\.? \d{1,2},?|\d{1,2} [A-Za-z]{3,9}\.?,?)$/.test(row.trim());

/**
 * A long name wraps inside its cell (`Bluestem Dairy` over `Cooperative`, `Kraft Carton` over
 * `12x10`): its other line is read as a line of its own, above or below the row's other cells.
 * Such a line, holding only words in cells where the row holds words or nothing, fewer cells than
 * the row, and closer to it than a row is spaced, is joined to that row, its words in reading
 * order (top line first), and so is a date's year wrapped under its month and day. A line with
 * a number or a date in it, or that fills cells the row has figures in, is a row of its own.
 */
export function joinWrappedLines(
  rows: readonly PageWord[][],
  columnOf: (w: PageWord) => number,
): PageWord[][] {
  const height = median(rows.flat().map((w) => w.height));
  if (!height) return rows.map((r) => [...r]);
  const lines: Line[] = rows.map((words) => {
    const sorted = [...words].sort((a, b) => a.x - b.x);
    const cells = new Map<number, string>();
    for (const w of sorted) cells.set(columnOf(w), `${cells.get(columnOf(w)) ?? ''} ${w.text}`.trim());
    return { words: sorted, y: median(words.map((w) => w.y)), cells };
  });
  const continues = (part: Line, row: Line) =>
    part.cells.size < row.cells.size &&
    Math.abs(part.y - row.y) <= height * WRAP_DISTANCE &&
    [...part.cells].every(
      ([col, text]) =>
        (continuesText(text) && holdsWords(row.cells.get(col)) && !codeUnderCode(row.cells.get(col), text)) ||
        endsDate(row.cells.get(col), text),
    );
  let i = 0;
  while (i < lines.length) {
    const part = lines[i]!;
    const before = lines[i - 1];
    const after = lines[i + 1];
    // The nearer neighbour is the row it belongs to; only that one is tried.
    const nearer = before && (!after || part.y - before.y <= after.y - part.y) ? before : (after ?? before);
    if (nearer && continues(part, nearer)) {
      const top = part.y < nearer.y;
      nearer.words = top ? [...part.words, ...nearer.words] : [...nearer.words, ...part.words];
      for (const [col, text] of part.cells) {
        const own = nearer.cells.get(col);
        nearer.cells.set(col, own === undefined ? text : top ? `${text} ${own}` : `${own} ${text}`);
      }
      lines.splice(i, 1);
      // The row grew: a line before it may now be its wrapped part too.
      i = Math.max(0, i - 1);
    } else i++;
  }
  return lines.map((l) => l.words);
}
