import { describe, expect, it } from 'vitest';
import type { CharSteps } from '../char-steps.ts';
import { stepsOf } from './char-steps.test-support.ts';
import { dateFromCrop } from './date-from-crop.ts';

const UPLOADED = '2026-11-30';

describe('a date decoded from a region the detector found none in', () => {
  it('is found beside its label (the filler takes the label), as a repair review tints', () => {
    const got = dateFromCrop(stepsOf('S_h_i_p_ _d_a_t_e_:_ _ _0_9_/_2_3_/_2_0_2_6_ _ _'), 'MDY', UPLOADED);
    expect(got?.value).toBe('2026-09-23');
    expect(got!.confidence).toBeGreaterThan(0);
    expect(got!.confidence).toBeLessThan(0.85);
  });

  it('reads a doubtful digit the way the only possible date does (month 39 cannot be)', () => {
    // The 0 read as a 3 at its best: `39/23` is no date; the 0 the second choice.
    const got = dateFromCrop(stepsOf('_[3.6 0.35]_9_/_2_3_/_2_6_'), 'MDY', UPLOADED);
    expect(got?.value).toBe('2026-09-23');
  });

  it('takes nothing from a blank region, a label alone, or a ruling read as dashes', () => {
    expect(dateFromCrop(stepsOf('______________________'), 'DMY', UPLOADED)).toBeNull();
    expect(dateFromCrop(stepsOf('B_A_T_C_H_ _D_A_T_E___________'), 'DMY', UPLOADED)).toBeNull();
    expect(dateFromCrop(stepsOf('_-_-_-_-_-_-_-_-_-_-_'), 'DMY', UPLOADED)).toBeNull();
    expect(dateFromCrop([], 'DMY', UPLOADED)).toBeNull();
  });

  it('takes nothing when two dates are about as likely', () => {
    // `01` or `07`: the image does not say which.
    expect(dateFromCrop(stepsOf('_0_[1.5 7.5]_/_0_7_/_2_6_'), 'DMY', UPLOADED)).toBeNull();
  });

  it('takes nothing from a handwritten date the recogniser read as letters (a real crop)', () => {
    // `01/07/26` in a loose hand read `Ov07726`: the 1 is a `v`, a slash a 7.
    const steps: CharSteps = [
      [
        ['O', 0.73],
        ['o', 0.243],
        ['0', 0.012],
      ],
      [
        ['v', 0.534],
        ['V', 0.429],
        ['', 0.005],
      ],
      [
        ['0', 0.422],
        ['o', 0.33],
        ['O', 0.216],
      ],
      [
        ['7', 0.9],
        ['T', 0.031],
        ['Z', 0.024],
      ],
      [
        ['', 0.584],
        ['/', 0.209],
        ['7', 0.173],
      ],
      [
        ['7', 0.338],
        ['', 0.138],
        ['n', 0.133],
      ],
      [
        ['2', 0.877],
        ['', 0.065],
        ['Z', 0.022],
      ],
      [
        ['6', 0.915],
        ['', 0.018],
      ],
      [['', 0.895]],
    ];
    expect(dateFromCrop(steps, 'DMY', UPLOADED)).toBeNull();
  });

  it('only dates the document can hold: none after the upload', () => {
    expect(dateFromCrop(stepsOf('_1_2_/_2_4_/_2_0_2_6_'), 'MDY', UPLOADED)).toBeNull();
  });
});
