import { describe, expect, it } from 'vitest';
import { stepsOf } from './char-steps.test-support.ts';
import { dateByImage } from './date-by-image.ts';
import { candidateDates, decodeDate, renderings } from './decode-date.ts';

const UPLOADED = '2026-11-30';

describe('dates read against the character probabilities', () => {
  it('writes a date every way its order allows, and as ISO', () => {
    const forms = renderings('2026-09-03', 'MDY').map((l) => l.join(''));
    expect(forms).toEqual(
      expect.arrayContaining([
        '2026/09/03',
        '09/03/2026',
        '9/3/2026',
        '09/03/26',
        '9/3/26',
        '09032026',
        '090326',
      ]),
    );
    expect(forms).not.toContain('03/09/2026');
    expect(candidateDates(UPLOADED)[0]).toBe(UPLOADED);
    expect(candidateDates(UPLOADED).at(-1)! < '2025-11-01').toBe(true);
  });

  it('finds the date a parser refuses when the digit meant was the second choice', () => {
    // `09/33/2026`, day 33: the 2 of the 23rd was the recogniser's second choice.
    const steps = stepsOf('_0_9_/_[3.6 2.35]_3_/_2_0_2_6_');
    const decoded = decodeDate([steps], 'MDY', UPLOADED);
    expect(decoded.best).toBe('2026-09-23');
    expect(decoded.margin).toBeGreaterThan(Math.log(4));
  });

  it('reads look-alike letters as digits and any separator as one', () => {
    const steps = stepsOf('_1_5_-_O_7_.__2_6_');
    expect(decodeDate([steps], 'DMY', UPLOADED).best).toBe('2026-07-15');
    expect(decodeDate([steps], 'MDY', UPLOADED).best).not.toBe('2026-07-15');
  });

  it('gives nothing for steps that hold no date, and no date after the upload', () => {
    expect(decodeDate([stepsOf('_C_h_e_c_k_e_d_')], 'DMY', UPLOADED).best).toBeNull();
    expect(decodeDate([], 'DMY', UPLOADED).best).toBeNull();
    // 12/12/26 is after an upload on 30 November 2026: the window holds 12/12/25 instead.
    expect(decodeDate([stepsOf('_1_2_/_1_2_/_2_6_')], 'DMY', UPLOADED).best).not.toBe('2026-12-12');
  });
});

describe('a date field checked against the image', () => {
  const read = { value: null, raw: '09/33/2026', confidence: 0 };

  it('takes the date the image makes clearly likeliest, with its share as confidence', () => {
    const steps = stepsOf('_0_9_/_[3.6 2.35]_3_/_2_0_2_6_');
    const got = dateByImage(read, [steps], 'MDY', UPLOADED, 0.9);
    expect(got.value).toBe('2026-09-23');
    expect(got.confidence).toBeGreaterThan(0.4);
    expect(got.confidence).toBeLessThanOrEqual(0.9 * 0.95 * 0.7);
  });

  it('keeps the reading, marked doubtful, when two dates are about as likely', () => {
    // 1 or 7 in the day: 15 or 75... only 15 is a day, but 1 and 7 for the month are both fair.
    const steps = stepsOf('_1_5_/_[1.5 7.5]_/_2_6_');
    const parsed = { value: '2026-01-15', raw: '15/1/26', confidence: 0.9 };
    const got = dateByImage(parsed, [steps], 'DMY', UPLOADED, 0.9);
    expect(got.value).toBe('2026-01-15');
    expect(got.confidence).toBeCloseTo(0.9 * 0.6);
  });

  it('takes the likeliest for a reading no date can be, unless two are tied', () => {
    // `07/39/36`: the day's 3 was a 2 half the time, the year's 3 a 2 (only 2026 is near).
    const steps = stepsOf('_0_7_/_[3.6 2.4]_9_/_[3.7 2.3]_6_');
    const got = dateByImage({ value: null, raw: '07/39/36', confidence: 0 }, [steps], 'MDY', UPLOADED, 0.9);
    expect(got.value).toBe('2026-07-29');
    // Month 1 or 7, day 15: as likely as each other.
    const tied = stepsOf('_[1.5 7.5]_/_1_5_/_[3.5 2.5]_6_');
    const guess = dateByImage({ value: null, raw: '?', confidence: 0 }, [tied], 'MDY', UPLOADED, 0.9);
    expect(guess.value).toBeNull();
  });

  it('leaves as read a date with no steps, one written with its month name, one from an older log', () => {
    expect(dateByImage(read, [], 'MDY', UPLOADED, 0.9)).toBe(read);
    const named = { value: '2026-09-27', raw: '27Sep2026', confidence: 0.9 };
    expect(dateByImage(named, [stepsOf('_2_7_S_e_p_2_0_2_6_')], 'DMY', UPLOADED, 0.9)).toBe(named);
    const older = { value: '2024-03-05', raw: '05/03/2024', confidence: 0.9 };
    expect(dateByImage(older, [stepsOf('_0_5_/_0_3_/_2_0_2_4_')], 'DMY', UPLOADED, 0.9)).toBe(older);
  });
});
