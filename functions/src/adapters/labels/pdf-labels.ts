import type { LabelSheet } from '@bp/shared/contracts/labels.ts';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { LabelContent } from '../../core/labels/label-content.ts';
import {
  type BarcodePaths,
  LINEAR_QUIET_MODULES,
  linearAtModule,
  linearModules,
  linearPaths,
  qrPaths,
} from './barcode-paths.ts';

/**
 * Lays lot labels out on a vector PDF with pdf-lib: each label page is exactly the label (or an
 * A4 sheet of them), text in Helvetica, barcodes as paths. pdf-lib embeds the 14 standard fonts'
 * metrics in JavaScript, so the Lambda bundle needs no font files.
 */

const black = rgb(0, 0, 0);

interface Box {
  x: number;
  /** Top edge, in PDF coordinates (y grows upwards). */
  top: number;
  width: number;
  height: number;
}

/** Helvetica (WinAnsi) draws Latin text; any other character prints as '?'. */
const printable = (font: PDFFont, text: string): string => {
  const supported = new Set(font.getCharacterSet());
  return Array.from(text, (c) => (supported.has(c.codePointAt(0)!) ? c : '?')).join('');
};

/** The text cut with an ellipsis to fit `width` at `size`. */
const fitted = (font: PDFFont, text: string, size: number, width: number): string => {
  let value = printable(font, text);
  if (font.widthOfTextAtSize(value, size) <= width) return value;
  while (value.length > 1 && font.widthOfTextAtSize(`${value}...`, size) > width) value = value.slice(0, -1);
  return `${value}...`;
};

const drawBarcode = (page: PDFPage, code: BarcodePaths, box: Box) => {
  const scale = Math.min(
    box.width / (code.width + 2 * code.quiet.x),
    box.height / (code.height + 2 * code.quiet.y),
  );
  const x = box.x + (box.width - code.width * scale) / 2;
  const y = box.top - (box.height - code.height * scale) / 2;
  for (const d of code.fills) page.drawSvgPath(d, { x, y, scale, color: black });
  for (const stroke of code.strokes) {
    // pdf-lib scales the whole path's graphics state, line width included: the width stays in SVG units.
    page.drawSvgPath(stroke.d, { x, y, scale, borderColor: black, borderWidth: stroke.width });
  }
};

/** One dot of a 203 dpi label printer, in points: bars a whole number of dots wide print evenly. */
const DOT = 72 / 203;
/** Two dots, 0.25 mm: the narrowest module a GS1-128 may be printed with and still scan. */
const MIN_MODULE_DOTS = 2;

/**
 * The case barcode across the label's foot, at the widest whole-dot module that fits the label
 * with its quiet zones: all its data, else the GS1 item and lot without dates, else none (the QR
 * still carries everything). Bars narrower than two dots do not scan reliably. Answers the text
 * drawn, for the caption beneath (a GS1 caption says exactly what the bars say).
 */
const drawLinear = (
  page: PDFPage,
  linear: LabelContent['linear'],
  area: { x: number; width: number; bottom: number; height: number },
): string | null => {
  const texts = linear.kind === 'gs1-128' ? [linear.text, linear.short] : [linear.text];
  for (const text of texts) {
    const modules = linearModules(linearPaths(linear.kind, text, 10));
    const dots = Math.floor(area.width / DOT / (modules + 2 * LINEAR_QUIET_MODULES));
    if (dots < MIN_MODULE_DOTS) continue;
    const { paths, scale } = linearAtModule(linear.kind, text, dots * DOT, area.height);
    // Bars on the printer's dot grid, so every bar is a whole number of dots.
    const x = Math.round((area.x + (area.width - paths.width * scale) / 2) / DOT) * DOT;
    const top = area.bottom + area.height;
    for (const stroke of paths.strokes) {
      page.drawSvgPath(stroke.d, { x, y: top, scale, borderColor: black, borderWidth: stroke.width });
    }
    return text;
  }
  return null;
};

/** Lines of text from the top of the box down; answers the height used. */
const drawLines = (
  page: PDFPage,
  fonts: { regular: PDFFont; bold: PDFFont },
  lines: { text: string; bold?: boolean; size: number }[],
  box: Box,
): number => {
  let y = box.top;
  for (const line of lines) {
    const font = line.bold ? fonts.bold : fonts.regular;
    y -= line.size;
    if (y < box.top - box.height) break;
    page.drawText(fitted(font, line.text, line.size, box.width), {
      x: box.x,
      y,
      size: line.size,
      font,
      color: black,
    });
    y -= line.size * 0.25;
  }
  return box.top - y;
};

const textLines = (content: LabelContent, base: number) => [
  { text: content.material, bold: true, size: base * 1.25 },
  { text: `Lot ${content.lotCode}`, bold: true, size: base * 1.25 },
  { text: content.quantity, size: base },
  ...content.dates.map((text) => ({ text, size: base })),
  { text: content.company, size: base * 0.85 },
];

/**
 * Portrait case labels (4x6 in, A6): text on top, the QR in the middle, the GS1-128 at the foot.
 * Landscape labels (4x2 in, 2x1 in, the A4 sheet's): the QR on the left, the text beside it.
 */
const drawLabel = (
  page: PDFPage,
  fonts: { regular: PDFFont; bold: PDFFont },
  content: LabelContent,
  box: Box,
) => {
  const margin = Math.min(box.width, box.height) * 0.06;
  const inner: Box = {
    x: box.x + margin,
    top: box.top - margin,
    width: box.width - 2 * margin,
    height: box.height - 2 * margin,
  };
  if (box.height > box.width) {
    const base = inner.width / 22;
    const bottom = inner.top - inner.height;
    const gap = base * 0.6;
    const used = drawLines(page, fonts, textLines(content, base), inner);
    // From the foot up: the barcode's human-readable caption, the barcode, then the QR above it.
    const linearHeight = inner.height * 0.14;
    const linearTop = bottom + base * 0.8 + gap + linearHeight;
    // The whole label's width: the quiet zones may lie in the margin, which is blank anyway.
    const drawn = drawLinear(page, content.linear, {
      x: box.x,
      width: box.width,
      bottom: linearTop - linearHeight,
      height: linearHeight,
    });
    if (drawn) {
      const caption = fitted(fonts.regular, drawn, base * 0.8, inner.width);
      const captionWidth = fonts.regular.widthOfTextAtSize(caption, base * 0.8);
      page.drawText(caption, {
        x: inner.x + (inner.width - captionWidth) / 2,
        y: bottom,
        size: base * 0.8,
        font: fonts.regular,
        color: black,
      });
    }
    const qrTop = inner.top - used - gap;
    drawBarcode(page, qrPaths(content.qr), {
      x: inner.x,
      top: qrTop,
      width: inner.width,
      height: qrTop - linearTop - gap,
    });
    return;
  }
  const qrSide = inner.height;
  drawBarcode(page, qrPaths(content.qr), { x: inner.x, top: inner.top, width: qrSide, height: qrSide });
  const textBox: Box = {
    x: inner.x + qrSide + margin,
    top: inner.top,
    width: inner.width - qrSide - margin,
    height: inner.height,
  };
  const lines = textLines(content, 1);
  // The largest type at which every line fits the height (each line takes 1.25 of its size).
  const units = lines.reduce((sum, line) => sum + line.size * 1.25, 0);
  const base = Math.min(textBox.height / units, textBox.width / 9);
  drawLines(page, fonts, textLines(content, base), textBox);
};

export const renderLabelsPdf = async (
  labels: readonly LabelContent[],
  sheet: LabelSheet,
  meta: { title: string; now: Date },
): Promise<Uint8Array> => {
  const pdf = await PDFDocument.create();
  pdf.setTitle(meta.title);
  pdf.setProducer('BatchPath');
  pdf.setCreationDate(meta.now);
  pdf.setModificationDate(meta.now);
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const perPage = sheet.columns * sheet.rows;
  let page: PDFPage | null = null;
  labels.forEach((content, index) => {
    const slot = index % perPage;
    if (slot === 0) page = pdf.addPage([sheet.width, sheet.height]);
    const column = slot % sheet.columns;
    const row = Math.floor(slot / sheet.columns);
    drawLabel(page!, fonts, content, {
      x: sheet.left + column * sheet.pitchX,
      top: sheet.height - sheet.top - row * sheet.pitchY,
      width: sheet.label.width,
      height: sheet.label.height,
    });
  });
  return pdf.save();
};
