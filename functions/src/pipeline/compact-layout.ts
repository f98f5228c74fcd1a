import type { Layout, LayoutBox } from '../core/documents/layout.ts';

const round = (n: number) => Math.round(n * 10000) / 10000;
const box = (b: LayoutBox): LayoutBox => ({
  left: round(b.left),
  top: round(b.top),
  width: round(b.width),
  height: round(b.height),
});

/**
 * The layout with its numbers rounded to 4 places (a tenth of a pixel on a 1800 px page): state
 * data between Step Functions states is limited to 256 KB, and a dense page's layout is well
 * under it this way.
 */
export const compactLayout = (layout: Layout): Layout => ({
  ...layout,
  pages: layout.pages.map((page) => ({
    ...page,
    lines: page.lines.map((line) => ({
      ...line,
      box: box(line.box),
      confidence: round(line.confidence),
      words: line.words.map((w) => ({ ...w, box: box(w.box), confidence: round(w.confidence) })),
    })),
    ...(page.rereads ? { rereads: page.rereads.map((r) => ({ ...r, box: box(r.box) })) } : {}),
  })),
});
