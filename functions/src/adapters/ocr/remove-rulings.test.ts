import { describe, expect, it } from 'vitest';
import { removeRulings } from './remove-rulings.ts';

const PAPER = 230;
const INK = 40;

/** A page of paper with ink drawn into rectangles [x0, y0, x1, y1), tilted by `slope` pixels per pixel. */
function page(width: number, height: number, strokes: [number, number, number, number][], slope = 0) {
  const pixels = new Uint8Array(width * height).fill(PAPER);
  for (const [x0, y0, x1, y1] of strokes)
    for (let y = y0; y < y1; y++)
      for (let x = x0; x < x1; x++) {
        const yy = Math.round(y + slope * x);
        if (yy >= 0 && yy < height) pixels[yy * width + x] = INK;
      }
  return { pixels, width, height };
}

const inkLeft = (out: Uint8Array, width: number, [x0, y0, x1, y1]: [number, number, number, number]) => {
  let n = 0;
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (out[y * width + x]! < PAPER - 45) n++;
  return n;
};

describe('removeRulings', () => {
  it("fades a table's borders and keeps what is written in its cells", () => {
    const border: [number, number, number, number] = [20, 100, 380, 102];
    const column: [number, number, number, number] = [200, 20, 202, 280];
    const one: [number, number, number, number] = [100, 150, 103, 180]; // a handwritten 1
    const dash: [number, number, number, number] = [250, 200, 275, 202]; // the dash of a lot code
    const p = page(400, 300, [border, column, one, dash]);
    const out = removeRulings(p, new Uint8Array(p.pixels.length).fill(PAPER));
    expect(inkLeft(out, 400, border)).toBe(0);
    expect(inkLeft(out, 400, column)).toBe(0);
    expect(inkLeft(out, 400, one)).toBe(3 * 30);
    expect(inkLeft(out, 400, dash)).toBe(25 * 2);
  });

  it('follows a border across a photo tilted by a degree', () => {
    const p = page(400, 300, [[20, 100, 380, 102]], Math.tan(Math.PI / 180));
    const out = removeRulings(p, new Uint8Array(p.pixels.length).fill(PAPER));
    expect(inkLeft(out, 400, [0, 0, 400, 300])).toBe(0);
  });

  it('marks the same pixels as following each line through its neighbours, on noisy ruled pages', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (const [width, height] of [
      [400, 300],
      [333, 517],
    ] as const) {
      const strokes: [number, number, number, number][] = [];
      for (let i = 0; i < 40; i++) {
        const x = Math.floor(random() * width);
        const y = Math.floor(random() * height);
        const long = random() < 0.5;
        strokes.push(
          long
            ? [x, y, Math.min(width, x + 40 + Math.floor(random() * 300)), y + 1 + Math.floor(random() * 3)]
            : [x, y, x + 1 + Math.floor(random() * 3), Math.min(height, y + 40 + Math.floor(random() * 250))],
        );
      }
      const p = page(width, height, strokes, (random() - 0.5) / 20);
      for (let i = 0; i < p.pixels.length; i++) if (random() < 0.02) p.pixels[i] = INK; // specks
      const background = new Uint8Array(p.pixels.length).fill(PAPER);
      expect(removeRulings(p, background)).toEqual(referenceRemoveRulings(p, background));
    }
  });
});

/** The first implementation, line by line through three neighbours: what the faster scan must equal. */
function referenceRemoveRulings(
  page: { pixels: Uint8Array; width: number; height: number },
  background: Uint8Array,
) {
  const { pixels, width, height } = page;
  const ink = new Uint8Array(width * height);
  for (let i = 0; i < ink.length; i++) ink[i] = background[i]! - pixels[i]! > 45 ? 1 : 0;
  const ruled = new Uint8Array(width * height);
  const markRuns = (horizontal: boolean, minRun: number) => {
    const lines = horizontal ? height : width;
    const length = horizontal ? width : height;
    const at = (line: number, pos: number) => (horizontal ? line * width + pos : pos * width + line);
    const inkAt = (line: number, pos: number) => (line >= 0 && line < lines ? ink[at(line, pos)]! : 0);
    for (let line = 0; line < lines; line++) {
      let start = -1;
      for (let pos = 0; pos <= length; pos++) {
        const on = pos < length && (inkAt(line - 1, pos) || inkAt(line, pos) || inkAt(line + 1, pos));
        if (on && start < 0) start = pos;
        if (on || start < 0) continue;
        if (pos - start >= minRun)
          for (let p = start; p < pos; p++)
            for (let d = -1; d <= 1; d++) if (inkAt(line + d, p)) ruled[at(line + d, p)] = 1;
        start = -1;
      }
    }
  };
  markRuns(true, Math.max(80, Math.round(width / 12)));
  markRuns(false, Math.max(80, Math.round(height / 14)));
  const out = Uint8Array.from(pixels);
  for (let i = 0; i < out.length; i++) if (ruled[i]) out[i] = background[i]!;
  return out;
}
