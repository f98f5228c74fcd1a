import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { drawStamp, line, writeValue } from '../draw-page.ts';
import type { DocumentFont } from '../fonts.ts';
import type { Random } from '../random.ts';
import { registerOutsideFonts } from './outside-fonts.ts';
import type { OutsidePage } from './page-model.ts';

const W = 1240;
const H = 1754;
const M = 70;

/**
 * Draws an outside page: printed title, letterhead, header in one of four layouts, a table
 * ruled, gridded, open (no lines) or on a notebook's ruled lines, notes, signatures and a stamp.
 * Values are typed in a print face or written in the page's hand (each value its own small
 * offset, tilt and size).
 */
export function drawOutsidePage(rnd: Random, page: OutsidePage, printFace: string): Buffer {
  registerOutsideFonts();
  const canvas = createCanvas(W, H);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = page.faint ? '#f4f2ea' : '#fbfaf6';
  ctx.fillRect(0, 0, W, H);
  const print = page.faint ? '#5b6a8a' : '#111111';
  const ink = page.hand ? rnd.pick(['#1b2a6b', '#111111', '#0d3b8c']) : print;
  const font: DocumentFont = {
    name: page.hand ?? printFace,
    style: page.hand ? 'handwriting' : 'printed',
    file: '',
    debian: '',
  };
  const size = page.hand ? 30 : 23;
  const write = (text: string, x: number, y: number, maxWidth?: number) =>
    writeValue(ctx, rnd, text, x, y, font, size, ink, !!page.hand, maxWidth);
  const label = (text: string, x: number, y: number, px = 22, bold = false) => {
    ctx.fillStyle = print;
    ctx.font = `${px}px "Outside Print ${bold ? 'Bold' : 'Sans'}"`;
    ctx.fillText(text, x, y);
    return ctx.measureText(text).width;
  };
  if (page.table === 'notebook') drawNotebookLines(ctx);

  label(page.title, M, 110, 38, true);
  let y = 150;
  for (const l of page.letterhead ?? []) {
    label(l, M, y, 18);
    y += 24;
  }
  y += 50;

  // Header.
  const half = (W - 2 * M) / 2;
  page.header.forEach((f, i) => {
    if (page.headerStyle === 'right') {
      const x = W / 2 + 40;
      const w = label(`${f.label}`, x, y);
      label('.'.repeat(Math.max(2, Math.round((230 - w) / 6))), x + w + 4, y);
      write(f.value, x + 250, y);
      y += 44;
      return;
    }
    const x = M + (i % 2) * half;
    if (i % 2 === 0 && i > 0) y += page.headerStyle === 'above' ? 86 : 56;
    if (page.headerStyle === 'above') {
      label(f.label.toUpperCase(), x, y, 15);
      ctx.strokeStyle = '#777777';
      ctx.lineWidth = 1;
      ctx.strokeRect(x - 8, y - 20, half - 30, 70);
      write(f.value, x + 6, y + 36);
    } else if (page.headerStyle === 'beside') {
      ctx.strokeStyle = '#555555';
      ctx.lineWidth = 1;
      ctx.strokeRect(x - 8, y - 32, 200, 46);
      ctx.strokeRect(x + 192, y - 32, half - 230, 46);
      label(f.label, x, y, 20);
      write(f.value, x + 204, y);
    } else {
      const w = label(`${f.label}:`, x, y);
      ctx.strokeStyle = '#777777';
      line(ctx, x + w + 10, y + 6, x + half - 30, y + 6);
      write(f.value, x + w + 20, y - 2);
    }
  });
  if (page.headerStyle !== 'right' && page.header.length) y += page.headerStyle === 'above' ? 70 : 40;

  // Table.
  const top = y + 50;
  const width = W - 2 * M;
  const twoLine = page.columns.some((c) => c.label.includes('\n'));
  const headH = twoLine ? 62 : 50;
  const rowH = page.hand ? 76 : 60;
  const rows = page.cells.length + 1;
  const xs = [M];
  for (const c of page.columns) xs.push(xs[xs.length - 1]! + c.share * width);
  const bottom = top + headH + rows * rowH;
  ctx.strokeStyle = page.faint ? '#8090b0' : '#222222';
  ctx.lineWidth = page.table === 'grid' ? 1 : 2;
  if (page.table === 'ruled' || page.table === 'grid') {
    if (page.table === 'ruled') {
      ctx.fillStyle = '#e6e6e6';
      ctx.fillRect(M, top, width, headH);
    }
    for (let r = 0; r <= rows; r++) line(ctx, M, top + headH + r * rowH, M + width, top + headH + r * rowH);
    line(ctx, M, top, M + width, top);
    for (const x of xs) line(ctx, x, top, x, bottom);
  } else if (page.table === 'open') {
    line(ctx, M, top + headH, M + width, top + headH);
  }
  page.columns.forEach((c, i) => {
    const parts = c.label.split('\n');
    parts.forEach((p, k) =>
      label(
        p,
        xs[i]! + 8,
        top + (parts.length === 1 ? headH - 16 : 24 + k * 22),
        parts.length > 1 ? 18 : 20,
        true,
      ),
    );
  });
  page.cells.forEach((row, r) => {
    const base = top + headH + r * rowH + rowH * 0.66;
    row.forEach((text, c) => write(text, xs[c]! + 8, base, xs[c + 1]! - xs[c]! - 14));
  });

  let ny = bottom + 56;
  for (const n of page.notes ?? []) {
    write(n, M, ny);
    ny += 48;
  }
  ny += 20;
  for (const s of page.signatures ?? []) {
    const w = label(`${s.label}:`, M, ny);
    line(ctx, M + w + 10, ny + 6, M + w + 360, ny + 6);
    write(s.value, M + w + 24, ny - 4);
    ny += 56;
  }
  if (page.stamp)
    drawStamp(
      ctx,
      page.stamp,
      { x: W - 470, y: 250, turn: -0.1, width: 400, height: 60 },
      'bold 26px "Outside Print Bold"',
    );
  return canvas.toBuffer('image/png');
}

function drawNotebookLines(ctx: SKRSContext2D): void {
  ctx.strokeStyle = '#a9c4e0';
  ctx.lineWidth = 1;
  for (let y = 200; y < H - 60; y += 38) line(ctx, 0, y, W, y);
  ctx.strokeStyle = '#e0a0a0';
  line(ctx, 58, 0, 58, H);
}
