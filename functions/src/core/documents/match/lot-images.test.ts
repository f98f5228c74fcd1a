import { describe, expect, it } from 'vitest';
import type { Layout, LayoutWord } from '../layout.ts';
import { lotImages } from './lot-images.ts';
import { matchLot } from './match-lot.ts';
import { stepsOf } from './char-steps.test-support.ts';

const box = { left: 0, top: 0, width: 0.1, height: 0.02 };
const word = (text: string, spec?: string): LayoutWord => ({
  text,
  box,
  confidence: 0.9,
  ...(spec ? { steps: stepsOf(spec) } : {}),
});
const layoutOf = (words: LayoutWord[]): Layout => ({
  pages: [{ page: 1, lines: words.map((w) => ({ text: w.text, box, confidence: 0.9, words: [w] })) }],
});

describe('a used lot scored against the image it was read from', () => {
  // The recogniser chose O at the fourth character, but gave 8 almost as much.
  const image = 'F_G_-_5_[O.5 8.45 0.002]_A';
  const stock = ['FG-50A', 'FG-58A', 'FG-1203'];

  it('takes the lot the image supports over the nearest by edit distance', () => {
    const images = lotImages(layoutOf([word('FG-5OA', image), word('kg')]))('FG-5OA');
    expect(images).toHaveLength(1);
    expect(matchLot(stock, 'FG-5OA')).toMatchObject({ code: null, candidates: ['FG-50A', 'FG-58A'] });
    const byImage = matchLot(stock, 'FG-5OA', images)!;
    expect(byImage.code).toBe('FG-58A');
    expect(byImage.candidates[0]).toBe('FG-58A');
    expect(byImage.score).toBeGreaterThan(0.9);
  });

  it('finds the word by the code extraction makes of it, and multiplies two readings', () => {
    const layout = layoutOf([word('FG-5O6', 'F_G_5_O_6'), word('fg506', 'F_G_5_0_6'), word('FG-506')]);
    expect(lotImages(layout)('FG-506')).toHaveLength(2);
    expect(lotImages(layout)('FG-999')).toEqual([]);
  });

  it('finds a code read as two words on one line, and matches it by both words\u2019 steps', () => {
    const twoWords: Layout = {
      pages: [
        {
          page: 1,
          lines: [
            {
              text: 'RB 261-12',
              box,
              confidence: 0.9,
              words: [word('RB', 'R_B'), word('261-12', '2_6_[1.6 _.4]_1_-_1_2')],
            },
          ],
        },
      ],
    };
    const images = lotImages(twoWords)('RB261-12');
    expect(images).toHaveLength(1);
    // By distance alone RB2611-07 is within a slip of RB2611-12 (2 and 7 look alike): no call.
    expect(matchLot(['RB2611-07', 'RB2611-12'], 'RB261-12')?.code).toBeNull();
    expect(matchLot(['RB2611-07', 'RB2611-12'], 'RB261-12', images)!.code).toBe('RB2611-12');
  });

  it('chooses neither of two lots the image supports alike, but offers both', () => {
    const even = [stepsOf('L_1_[7.5 1.5]')];
    const m = matchLot(['L17', 'L11'], 'L1?', even)!;
    expect(m).toMatchObject({ code: null, score: 0 });
    expect([...m.candidates].sort()).toEqual(['L11', 'L17']);
  });

  it('keeps a lot only the edit distance reaches, at a score review marks', () => {
    const sure = [stepsOf('F_G_5_6_1_A')];
    const m = matchLot(['FG-560A'], 'FG561A', sure)!;
    expect(m.code).toBe('FG-560A');
    expect(m.score).toBeLessThanOrEqual(0.45);
  });

  it('leaves a code near no lot by either measure', () => {
    expect(matchLot(['QQ-9999'], 'FG561A', [stepsOf('F_G_5_6_1_A')])).toBeNull();
  });
});
