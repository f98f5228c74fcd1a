import type { LayoutPage } from '../layout.ts';

/**
 * Words of a page in deskewed coordinates. `x`, `y` are the centre turned back by the page
 * skew; `left` is the turned-back left edge (columns are left-aligned, so left edges place a
 * word in its column). `labelLine` marks words of a line holding a colon: form labels, not a
 * table's column headings.
 */
export interface PageWord {
  text: string;
  left: number;
  right: number;
  x: number;
  y: number;
  height: number;
  confidence: number;
  line: number;
  labelLine: boolean;
}

/** Height over width of the page, when the reader does not say: A4 or Letter held upright. */
export const DEFAULT_ASPECT = Math.SQRT2;

/**
 * `slope` is the page's skew in page fractions (dy/dx of a printed row). A row tilted by t
 * (pixel slope t = slope * aspect) is undone with y' = y - slope * x and x' = x + t * aspect * y.
 */
export function pageWords(page: LayoutPage, slope = 0, aspect = DEFAULT_ASPECT): PageWord[] {
  const words: PageWord[] = [];
  page.lines.forEach((line, index) => {
    const labelLine = line.text.includes(':');
    const parts = line.words.length
      ? line.words
      : [{ text: line.text, box: line.box, confidence: line.confidence }];
    for (const w of parts) {
      const cx = w.box.left + w.box.width / 2;
      const cy = w.box.top + w.box.height / 2;
      const shiftX = slope * aspect * aspect * cy;
      words.push({
        text: w.text,
        left: w.box.left + shiftX,
        right: w.box.left + w.box.width + shiftX,
        x: cx + shiftX,
        y: cy - slope * cx,
        height: w.box.height,
        confidence: w.confidence,
        line: index,
        labelLine,
      });
    }
  });
  return words;
}

export const median = (values: readonly number[]): number => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Groups items into rows by their centre y: a new row starts past `tolerance` from the current one. */
export function groupRows<T extends { y: number }>(items: readonly T[], tolerance: number): T[][] {
  const rows: { y: number; items: T[] }[] = [];
  for (const item of [...items].sort((a, b) => a.y - b.y)) {
    const row = rows[rows.length - 1];
    if (row && Math.abs(item.y - row.y) <= tolerance) {
      row.items.push(item);
      row.y = row.items.reduce((s, i) => s + i.y, 0) / row.items.length;
    } else rows.push({ y: item.y, items: [item] });
  }
  return rows.map((r) => r.items);
}

/** Lowercase letters and digits only. */
export const compact = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** How printed labels and headings are compared: compact, with OCR's 0-for-o and 1-for-l undone (no label has digits). */
export const labelKey = (text: string): string =>
  // Accents folded, not dropped: `Qté` is `qte`, `Unité` is `unite`.
  compact(text.normalize('NFD').replace(/[\u0300-\u036f]/g, ''))
    .replace(/0/g, 'o')
    .replace(/1/g, 'l');
