import type { LayoutPage } from '../layout.ts';
import {
  isCodeCell,
  isDateCell,
  isKnownName,
  isQuantityCell,
  isUnitCell,
  type KnownValues,
} from './column-content.ts';
import { splitNameRunOn } from './name-run-on.ts';
import { groupRows, median, pageWords, type PageWord } from './page-words.ts';

/** Skews tried (dy/dx in page fractions): a phone photo's few degrees either way. */
const SLOPES = Array.from({ length: 17 }, (_, i) => (i - 8) * 0.008);

type CellKind = 'name' | 'quantity' | 'unit' | 'date' | 'code';

/** What one cell (a box the reader read as one) holds, by its look or the company's names. */
function cellKind(text: string, known: KnownValues): CellKind | null {
  const t = text.trim();
  const names = [...(known.materials ?? []), ...(known.suppliers ?? []), ...(known.customers ?? [])];
  if (names.length && isKnownName(t, names)) return 'name';
  if (isDateCell(t)) return 'date';
  if (isQuantityCell(t)) return 'quantity';
  if (isUnitCell(t)) return 'unit';
  if (isCodeCell(t)) return 'code';
  return null;
}

/**
 * A line item looks like one whatever the table's headings say: three cells or more, two kinds
 * of typed value among them (a known name, a quantity, a unit, a date, a code). `loose`: two
 * cells, one typed value (a hand's cells run together, half of them unread), for a page that
 * gave nothing otherwise.
 */
function isItemRow(row: PageWord[], known: KnownValues, loose: boolean): boolean {
  const cells = new Map<number, string[]>();
  for (const w of row) cells.set(w.line, [...(cells.get(w.line) ?? []), w.text]);
  if (cells.size < (loose ? 2 : 3) || row.some((w) => w.labelLine)) return false;
  const kinds = new Set(
    [...cells.values()].flatMap((c) => {
      const text = c.join(' ');
      // A name run on into its lot (`FreeRangeEsgsRV-F3 2l`, read as one box) is both.
      if (splitNameRunOn(text, known.materials ?? [])) return ['name', 'code'];
      return [cellKind(text, known)].filter(Boolean);
    }),
  );
  return kinds.size >= (loose ? 1 : 2);
}

/** A heading row: words mostly (a number at most), two cells or more, no `Label: value`. */
function isHeadingRow(row: PageWord[]): boolean {
  const lines = new Set(row.map((w) => w.line));
  return (
    lines.size >= 2 &&
    !row.some((w) => w.labelLine) &&
    row.filter((w) => /\d/.test(w.text)).length <= 1 &&
    row.filter((w) => /[a-z]{2}/i.test(w.text)).length >= row.length / 2
  );
}

/**
 * The heading row of a table none of whose headings is familiar (`Article`, `Charge`, `Wt`
 * read as nothing known): found by its rows instead. Rows of line items (known names, numbers,
 * units, dates, codes) run down the page under a row of words; the longest such run, at the
 * skew that lines its rows up best, gives that row. Answers its words among `raw` (the page's
 * unskewed words, `pageWords(page)`) or null when the page shows no such table.
 */
export function headingByContent(
  page: LayoutPage,
  raw: readonly PageWord[],
  known: KnownValues = {},
  loose = false,
): PageWord[] | null {
  if (raw.length < 6) return null;
  let best: { run: number; heading: number[] } | null = null;
  for (const slope of SLOPES) {
    const words = pageWords(page, slope);
    const index = new Map(words.map((w, i) => [w, i]));
    const height = median(words.map((w) => w.height)) || 0.01;
    const rows = groupRows(words, height * 0.6);
    for (let r = 1; r < rows.length; r++) {
      if (!isHeadingRow(rows[r - 1]!)) continue;
      let run = 0;
      for (let k = r; k < rows.length && isItemRow(rows[k]!, known, loose); k++) run++;
      // The heading sits just above its first row, not a title far up the page.
      const gap = median(rows[r]!.map((w) => w.y)) - median(rows[r - 1]!.map((w) => w.y));
      if (run >= 2 && gap <= height * 5 && (!best || run > best.run))
        best = { run, heading: rows[r - 1]!.map((w) => index.get(w)!) };
    }
  }
  return best ? best.heading.map((i) => raw[i]!) : null;
}
