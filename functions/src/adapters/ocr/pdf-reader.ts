import * as mupdf from 'mupdf';
import type { PageItems, PixelBox, TextItem } from '../../core/documents/blocks-from-boxes.ts';

/** A PDF page: its text layer as items, or, when it has none, a rendering to read by OCR. */
export type PdfPage =
  | { kind: 'text'; items: PageItems }
  | { kind: 'image'; png: Buffer; width: number; height: number };

/** Scanned pages render at this resolution: enough for handwriting, cheap enough for 2 cores. */
const RENDER_DPI = 200;

/**
 * Opens a PDF with mupdf (WASM, no native code). A page with a text layer yields its lines with
 * exact word boxes in points; a page without one (a scan) is rendered to PNG for OCR.
 */
export function readPdfPages(bytes: Uint8Array, maxPages = 20): PdfPage[] {
  const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  try {
    const count = Math.min(doc.countPages(), maxPages);
    const pages: PdfPage[] = [];
    for (let i = 0; i < count; i++) {
      const page = doc.loadPage(i);
      const [x0, y0, x1, y1] = page.getBounds();
      const items = textLayer(page, x0, y0);
      if (items.length > 0) {
        pages.push({ kind: 'text', items: { width: x1 - x0, height: y1 - y0, items } });
        continue;
      }
      const scale = RENDER_DPI / 72;
      const pixmap = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, false);
      pages.push({
        kind: 'image',
        png: Buffer.from(pixmap.asPNG()),
        width: pixmap.getWidth(),
        height: pixmap.getHeight(),
      });
    }
    return pages;
  } finally {
    doc.destroy();
  }
}

function textLayer(page: mupdf.Page, ox: number, oy: number): TextItem[] {
  const items: TextItem[] = [];
  let words: { text: string; box: PixelBox }[] = [];
  let word: { chars: string[]; x0: number; y0: number; x1: number; y1: number } | null = null;
  const endWord = () => {
    if (word && word.chars.join('').trim())
      words.push({
        text: word.chars.join(''),
        box: { x: word.x0 - ox, y: word.y0 - oy, width: word.x1 - word.x0, height: word.y1 - word.y0 },
      });
    word = null;
  };
  const stext = page.toStructuredText('preserve-whitespace');
  stext.walk({
    beginLine() {
      words = [];
    },
    onChar(c, _origin, _font, _size, quad) {
      if (/\s/.test(c)) return endWord();
      const xs = [quad[0], quad[2], quad[4], quad[6]];
      const ys = [quad[1], quad[3], quad[5], quad[7]];
      const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
      if (!word) word = { chars: [], x0, y0, x1, y1 };
      word.chars.push(c);
      word.x0 = Math.min(word.x0, x0);
      word.y0 = Math.min(word.y0, y0);
      word.x1 = Math.max(word.x1, x1);
      word.y1 = Math.max(word.y1, y1);
    },
    endLine() {
      endWord();
      if (words.length === 0) return;
      const x = Math.min(...words.map((w) => w.box.x));
      const y = Math.min(...words.map((w) => w.box.y));
      const right = Math.max(...words.map((w) => w.box.x + w.box.width));
      const bottom = Math.max(...words.map((w) => w.box.y + w.box.height));
      items.push({
        text: words.map((w) => w.text).join(' '),
        box: { x, y, width: right - x, height: bottom - y },
        confidence: 1, // a text layer is the document's own text
        words,
      });
    },
  });
  stext.destroy();
  return items;
}
