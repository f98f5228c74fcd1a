import { describe, expect, it } from 'vitest';
import { knownLotCodes } from './known-lots.ts';

describe('knownLotCodes', () => {
  it("takes each material's newest codes in turn, so every material's shape is in the sample", () => {
    const flour = Array.from({ length: 50 }, (_, i) => `RM-24${String(99 - i).padStart(2, '0')}`);
    const cookies = ['FG-439A', 'FG-438C'];
    const got = knownLotCodes(
      new Map([
        [1, flour],
        [2, cookies],
      ]),
      4,
    );
    expect(got).toEqual(['RM-2499', 'FG-439A', 'RM-2498', 'FG-438C']);
  });

  it('counts a code once whatever its case, and skips blanks', () => {
    const got = knownLotCodes(
      new Map([
        [1, ['fg-101a', ' ']],
        [2, ['FG-101A', 'FG-102B']],
      ]),
    );
    expect(got).toEqual(['fg-101a', 'FG-102B']);
  });

  it('is empty for a company with no lots', () => {
    expect(knownLotCodes(new Map())).toEqual([]);
    expect(knownLotCodes(new Map([[1, []]]))).toEqual([]);
  });
});
