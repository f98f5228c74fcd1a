import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { PageContent } from './content.ts';
import { LABEL_FONT, registerFonts, type DocumentFont } from './fonts.ts';
import type { Random } from './random.ts';

/** A4 at 150 dpi: what a phone photo of a sheet is after the browser's downscale, roughly. */
export const PAGE_WIDTH = 1240;
export const PAGE_HEIGHT = 1754;
const MARGIN = 70;

/**
 * Draws the form as it sits on the desk: printed title, labels and ruled table, and the values
 * written in `font`. Handwriting wanders: each value gets its own small offset, tilt and size.
 */
export async function drawPage(rnd: Random, content: PageContent, font: DocumentFont): Promise<Buffer> {
  registerFonts();
  const canvas = createCanvas(PAGE_WIDTH, PAGE_HEIGHT);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fbfaf6';
  ctx.fillRect(0, 0, PAGE_WIDTH, PAGE_HEIGHT);
  const ink = font.style === 'handwriting' ? rnd.pick(['#1b2a6b', '#111111', '#0d3b8c']) : '#111111';
  const hand = font.style === 'handwriting';
  const valueSize = hand ? 30 : 24;

  ctx.fillStyle = '#111111';
  ctx.textBaseline = 'alphabetic';
  ctx.font = `bold 40px "${LABEL_FONT.name}"`;
  ctx.fillText(content.title, MARGIN, 120);
  ctx.font = `18px "${LABEL_FONT.name}"`;
  ctx.fillText(content.company ?? 'BatchPath Foods Ltd - 12 Mill Road', MARGIN, 155);

  // Header: "Label: ____value____", two per line when they fit.
  let y = 235;
  const halfWidth = (PAGE_WIDTH - 2 * MARGIN) / 2;
  // A value of several lines (a name with its address) writes the rest under its first line.
  const lineGap = valueSize + 10;
  const extraLines = (i: number) => (content.header[i]?.value.split('\n').length ?? 1) - 1;
  const more = (i: number) => Math.max(extraLines(i), extraLines(i + 1 - 2 * (i % 2))) * lineGap;
  content.header.forEach((field, i) => {
    const x = MARGIN + (i % 2) * halfWidth;
    if (i % 2 === 0 && i > 0) y += 70 + more(i - 2);
    ctx.fillStyle = '#111111';
    const [first = '', ...rest] = field.value.split('\n');
    const under = (at: number, base: number) =>
      rest.forEach((l, k) =>
        writeValue(ctx, rnd, l, at, base + (k + 1) * lineGap, font, valueSize, ink, hand),
      );
    if (content.headerPlacement === 'above') {
      // A boxed form: the label small at the top of its box, the value written under it.
      ctx.font = `16px "${LABEL_FONT.name}"`;
      ctx.fillText(field.label.toUpperCase(), x, y - 30);
      ctx.strokeStyle = '#777777';
      ctx.lineWidth = 1;
      ctx.strokeRect(x - 8, y - 52, halfWidth - 30, 68 + more(i));
      writeValue(ctx, rnd, first, x + 6, y + 6, font, valueSize, ink, hand);
      under(x + 6, y + 6);
      return;
    }
    ctx.font = `24px "${LABEL_FONT.name}"`;
    const label = content.headerPlacement === 'left' ? field.label : `${field.label}:`;
    ctx.fillText(label, x, y);
    const labelWidth = ctx.measureText(label).width;
    ctx.strokeStyle = '#777777';
    ctx.lineWidth = 1;
    line(ctx, x + labelWidth + 12, y + 6, x + halfWidth - 30, y + 6);
    writeValue(ctx, rnd, first, x + labelWidth + 22, y - 2, font, valueSize, ink, hand);
    under(x + labelWidth + 22, y - 2);
  });

  // Table.
  const lastRow = content.header.length - 1 - ((content.header.length - 1) % 2);
  const tableTop = y + 80 + (content.header.length ? more(lastRow) : 0);
  const tableWidth = PAGE_WIDTH - 2 * MARGIN;
  const headerHeight = 54;
  const rowHeight = hand ? 78 : 64;
  const remarks = content.remarks ?? [];
  const rows = content.cells.length + remarks.length + 2; // blank rows at the end, as on a real form
  const xs = [MARGIN];
  for (const c of content.columns) xs.push(xs[xs.length - 1]! + c.share * tableWidth);
  ctx.fillStyle = '#e9e9e9';
  ctx.fillRect(MARGIN, tableTop, tableWidth, headerHeight);
  ctx.strokeStyle = '#222222';
  ctx.lineWidth = 2;
  const bottom = tableTop + headerHeight + rows * rowHeight;
  for (let r = 0; r <= rows; r++)
    line(
      ctx,
      MARGIN,
      tableTop + headerHeight + r * rowHeight,
      MARGIN + tableWidth,
      tableTop + headerHeight + r * rowHeight,
    );
  line(ctx, MARGIN, tableTop, MARGIN + tableWidth, tableTop);
  for (const x of xs) line(ctx, x, tableTop, x, bottom);
  ctx.fillStyle = '#111111';
  ctx.font = `bold 21px "${LABEL_FONT.name}"`;
  content.columns.forEach((c, i) => {
    const lines = c.label.split('\n');
    if (lines.length === 1) return ctx.fillText(c.label, xs[i]! + 10, tableTop + 35);
    // A two-line heading, as on a narrow column.
    ctx.font = `bold 18px "${LABEL_FONT.name}"`;
    lines.forEach((l, k) => ctx.fillText(l, xs[i]! + 10, tableTop + 23 + k * 21));
    ctx.font = `bold 21px "${LABEL_FONT.name}"`;
  });

  content.cells.forEach((row, r) => {
    const baseline = tableTop + headerHeight + r * rowHeight + rowHeight * 0.65;
    row.forEach((text, c) => {
      const maxWidth = xs[c + 1]! - xs[c]! - 16;
      writeValue(ctx, rnd, text, xs[c]! + 10, baseline, font, valueSize, ink, hand, maxWidth);
    });
  });

  remarks.forEach((text, k) => {
    const baseline = tableTop + headerHeight + (content.cells.length + k) * rowHeight + rowHeight * 0.65;
    writeValue(ctx, rnd, text, xs[0]! + 10, baseline, font, valueSize, ink, hand);
  });

  ctx.fillStyle = '#111111';
  ctx.font = `22px "${LABEL_FONT.name}"`;
  if (!content.footer) ctx.fillText('Checked by: ______________________', MARGIN, bottom + 80);
  content.footer?.forEach((f, k) => {
    ctx.fillStyle = '#111111';
    ctx.font = `22px "${LABEL_FONT.name}"`;
    const label = `${f.label}: ______________________`;
    ctx.fillText(label, MARGIN, bottom + 80 + k * 60);
    const at = MARGIN + ctx.measureText(`${f.label}: `).width + 10;
    writeValue(ctx, rnd, f.value, at, bottom + 74 + k * 60, font, valueSize, ink, hand);
  });
  if (content.stamp)
    drawStamp(
      ctx,
      content.stamp,
      { x: PAGE_WIDTH - 430, y: 110, turn: -0.12, width: 380, height: 58 },
      `bold 28px "${LABEL_FONT.name}"`,
    );
  return canvas.encode('png');
}

/** A red rubber stamp, turned a little, its text fitted inside its frame. */
export function drawStamp(
  ctx: SKRSContext2D,
  text: string,
  at: { x: number; y: number; turn: number; width: number; height: number },
  font: string,
): void {
  ctx.save();
  ctx.translate(at.x, at.y);
  ctx.rotate(at.turn);
  ctx.strokeStyle = '#b0302a';
  ctx.fillStyle = '#b0302a';
  ctx.lineWidth = 3;
  ctx.strokeRect(-12, -40, at.width, at.height);
  ctx.font = font;
  ctx.fillText(text, 0, 0, at.width - 24);
  ctx.restore();
}

/** A straight stroke. */
export function line(ctx: SKRSContext2D, x1: number, y1: number, x2: number, y2: number): void {
  ctx.beginPath();
  ctx.moveTo(x1, y1);
  ctx.lineTo(x2, y2);
  ctx.stroke();
}

/** Writes one value; handwriting wanders (its own offset, tilt and size), and a long value shrinks to fit. */
export function writeValue(
  ctx: SKRSContext2D,
  rnd: Random,
  text: string,
  x: number,
  y: number,
  font: DocumentFont,
  size: number,
  ink: string,
  hand: boolean,
  maxWidth?: number,
): void {
  ctx.save();
  const s = hand ? size * rnd.range(0.9, 1.1) : size;
  ctx.font = `${s.toFixed(1)}px "${font.name}"`;
  // Shrink to fit the cell, as a writer squeezes a long name in.
  if (maxWidth) {
    const w = ctx.measureText(text).width;
    if (w > maxWidth) ctx.font = `${((s * maxWidth) / w).toFixed(1)}px "${font.name}"`;
  }
  ctx.fillStyle = ink;
  ctx.translate(x + (hand ? rnd.range(-3, 6) : 0), y + (hand ? rnd.range(-4, 4) : 0));
  if (hand) ctx.rotate(rnd.range(-0.025, 0.025));
  ctx.fillText(text, 0, 0);
  ctx.restore();
}
