import { createCanvas } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import { ctcLogLikelihood } from '../../core/documents/match/ctc-score.ts';
import { topClasses } from './paddle-char-steps.ts';
import { closePaddle, paddleReadImage } from './paddle-engine.ts';

afterAll(() => closePaddle());

/** One code written on a white strip, as a lot cell of a form is. */
async function readCode(code: string) {
  const canvas = createCanvas(420, 90);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, 420, 90);
  ctx.fillStyle = '#000000';
  ctx.font = '40px "DejaVu Sans"';
  ctx.fillText(code, 30, 60);
  return paddleReadImage(await canvas.encode('png'), 420, 90);
}

describe("the recogniser's character probabilities", () => {
  it(
    'are kept for a one-word box, and the code written outranks its look-alikes',
    { timeout: 60_000 },
    async () => {
      const page = await readCode('FG-560A');
      const item = page.items.find((i) => i.steps)!;
      expect(item.text.replace(/\s/g, '')).toBe('FG-560A');
      const steps = item.steps!;
      expect(steps.length).toBeGreaterThan(7);
      for (const step of steps) {
        expect(step.length).toBeGreaterThan(0);
        expect(step.reduce((s, [, p]) => s + p, 0)).toBeLessThanOrEqual(1.01);
      }
      const written = ctcLogLikelihood(steps, 'FG-560A');
      for (const other of ['FG-5OA', 'FG-56OA', 'F6-560A', 'FG-561A', 'FG-5600A'])
        expect(written).toBeGreaterThan(ctcLogLikelihood(steps, other));
    },
  );

  it('are not kept for a box of several words (they cover all of it)', { timeout: 60_000 }, async () => {
    const page = await readCode('Lot 4471 B');
    expect(page.items.length).toBeGreaterThan(0);
    for (const item of page.items) if (/\s/.test(item.text.trim())) expect(item.steps).toBeUndefined();
  });
});

describe('topClasses', () => {
  it("keeps each step's likeliest classes, blank first in the output and one short in the dictionary", () => {
    // Three classes: blank, `a`, `b`; two steps.
    const output = { dims: [1, 2, 3], data: new Float32Array([0.7, 0.2, 0.1, 0.0001, 0.9999, 0]) };
    expect(topClasses(output, ['a', 'b'])).toEqual([
      [
        ['', 0.7],
        ['a', 0.2],
        ['b', 0.1],
      ],
      [['a', 1]],
    ]);
  });
});
