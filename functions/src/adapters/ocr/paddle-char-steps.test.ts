import { createCanvas } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import { ctcLogLikelihood } from '../../core/documents/match/ctc-score.ts';
import { blocksFromPages } from '../../core/documents/blocks-from-boxes.ts';
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
  return paddleReadImage({ data: await canvas.encode('png'), width: 420, height: 90 });
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

  it("are cut into a box's words at its spaces", { timeout: 60_000 }, async () => {
    const page = await readCode('PO 4471');
    const item = page.items.find((i) => /\s/.test(i.text.trim()))!;
    expect(item.steps).toBeDefined();
    const words = blocksFromPages([{ ...page, items: [item] }]).filter((b) => b.BlockType === 'WORD');
    expect(words.map((w) => w.Text)).toEqual(['PO', '4471']);
    for (const w of words) expect(w.Steps?.length).toBeGreaterThan(0);
    // Each word's steps are its own: they read as the word, and not as the whole box.
    const digits = words.find((w) => /4471/.test(w.Text!))!;
    const steps = digits.Steps!;
    expect(ctcLogLikelihood(steps, digits.Text!)).toBeGreaterThan(ctcLogLikelihood(steps, item.text));
    expect(ctcLogLikelihood(steps, digits.Text!)).toBeGreaterThan(
      ctcLogLikelihood(steps, digits.Text!.replace('4471', '4411')),
    );
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
