import { describe, expect, it } from 'vitest';
import { joinPieces } from './overlapping-pieces.ts';
import type { PageWord } from './page-words.ts';

/** A read box as the recogniser gave it on a photographed receiving log (page fractions). */
let line = 0;
const word = (text: string, left: number, right: number): PageWord => ({
  text,
  left,
  right,
  x: (left + right) / 2,
  y: 0.3,
  height: 0.012,
  confidence: 0.97,
  line: line++,
  labelLine: false,
});

describe('codes read as overlapping pieces', () => {
  it.each([
    [[word('26103', 0.251, 0.303), word('030-59', 0.293, 0.351)], '261030-59'],
    [[word('IN71', 0.305, 0.353), word('1148', 0.345, 0.39)], 'IN71148'],
    [[word('00922', 0.472, 0.525), word('2203', 0.514, 0.557)], '0092203'],
    [
      [
        word('RL-', 0.252, 0.288),
        word('-5', 0.278, 0.298),
        word('1', 0.296, 0.306),
        word('42', 0.303, 0.333),
      ],
      'RL-5142',
    ],
    [[word('L0774', 0.472, 0.524), word('4', 0.516, 0.531), word('-853', 0.528, 0.575)], 'L0774-853'],
    [[word('R261', 0.25, 0.303), word('030-5', 0.296, 0.352)], 'R261030-5'],
  ])('reads the letters under the overlap once: %#', (pieces, expected) => {
    // A code's spaces are dropped when it is read (field-values), so only its letters count here.
    expect(joinPieces(pieces).replace(/ /g, '')).toBe(expected);
  });

  it('keeps words that do not overlap apart, and the same letter twice where boxes only touch', () => {
    expect(joinPieces([word('Golden', 0.7, 0.76), word('Grain', 0.77, 0.82)])).toBe('Golden Grain');
    expect(joinPieces([word('11', 0.3, 0.32), word('1', 0.321, 0.331)])).toBe('11 1');
  });

  it('never joins the words of one read box, which cannot overlap a second reading', () => {
    const box = { ...word('Cane', 0.1, 0.15), line: 99 };
    expect(joinPieces([box, { ...word('eSugar', 0.14, 0.2), line: 99 }])).toBe('Cane eSugar');
  });
});
