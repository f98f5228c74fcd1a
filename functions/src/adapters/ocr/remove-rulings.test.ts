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
});
