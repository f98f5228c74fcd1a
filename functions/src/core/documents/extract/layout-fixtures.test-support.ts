import type { Layout, LayoutLine } from '../layout.ts';

/** A text box on a page, in page fractions; one word per space-separated part, sized by characters. */
export function box(
  text: string,
  left: number,
  top: number,
  opts: { width?: number; height?: number; confidence?: number } = {},
): LayoutLine {
  const height = opts.height ?? 0.015;
  const width = opts.width ?? text.length * 0.009;
  const confidence = opts.confidence ?? 0.95;
  const step = width / text.length;
  const words: LayoutLine['words'] = [];
  let start = 0;
  for (const part of text.split(' ')) {
    if (part)
      words.push({
        text: part,
        box: { left: left + start * step, top, width: part.length * step, height },
        confidence,
      });
    start += part.length + 1;
  }
  return { text, box: { left, top, width, height }, confidence, words };
}

/** A table: headings at `top`, then one row per `rowHeight`, each cell at its column's left edge. */
export function table(
  columns: [string, number][],
  rows: string[][],
  top: number,
  rowHeight = 0.04,
): LayoutLine[] {
  const lines = columns.map(([heading, left]) => box(heading, left, top));
  rows.forEach((cells, r) =>
    cells.forEach((text, c) => {
      if (text) lines.push(box(text, columns[c]![1] + 0.005, top + (r + 1) * rowHeight));
    }),
  );
  return lines;
}

/** Turns a page as a tilted photo would: rows fall by `slope` across the page, columns lean with them. */
export function tilt(lines: LayoutLine[], slope: number, aspect = Math.SQRT2): LayoutLine[] {
  const move = <T extends { box: LayoutLine['box'] }>(item: T): T => {
    const cx = item.box.left + item.box.width / 2;
    const cy = item.box.top + item.box.height / 2;
    const dx = -slope * aspect * aspect * cy;
    const dy = slope * cx;
    return { ...item, box: { ...item.box, left: item.box.left + dx, top: item.box.top + dy } };
  };
  return lines.map((l) => ({ ...move(l), words: l.words.map(move) }));
}

export const page = (lines: LayoutLine[]): Layout => ({ pages: [{ page: 1, lines }] });
