import { describe, expect, it } from 'vitest';
import { stepsOf } from './char-steps.test-support.ts';
import {
  ctcLogLikelihood,
  foldSteps,
  labelLogLikelihood,
  labelsLogLikelihood,
  UNLISTED,
} from './ctc-score.ts';

describe('the probability of a code under the CTC output', () => {
  it('is certain for the one path the steps spell, blanks and repeats collapsed', () => {
    const steps = stepsOf('_AA_A_B');
    expect(ctcLogLikelihood(steps, 'AAB')).toBeCloseTo(0);
    // A single A must explain the blank between the two, or a blank the second A: one unlisted
    // class on either of two paths.
    expect(ctcLogLikelihood(steps, 'AB')).toBeCloseTo(Math.log(2 * UNLISTED), 2);
  });

  it('sums every alignment', () => {
    // `A` at either of two steps, blank at the other: 0.5*0.5 + 0.5*0.5 + both A 0.5*0.5.
    expect(Math.exp(ctcLogLikelihood(stepsOf('[A.5 _.5][A.5 _.5]'), 'A'))).toBeCloseTo(0.75);
  });

  it('is -Infinity for a code too long for the steps (a repeat needs a blank between)', () => {
    expect(ctcLogLikelihood(stepsOf('ABC'), 'ABCD')).toBe(-Infinity);
    expect(ctcLogLikelihood(stepsOf('AA'), 'AA')).toBe(-Infinity);
    expect(ctcLogLikelihood(stepsOf('A_A'), 'AA')).toBeCloseTo(0);
  });

  it('ignores case and separators, as codes are compared', () => {
    const steps = stepsOf('F_g_-_5_[o.6 0.4]');
    expect(ctcLogLikelihood(steps, 'fg50')).toBeCloseTo(Math.log(0.4));
    expect(ctcLogLikelihood(steps, 'FG-5O')).toBeCloseTo(Math.log(0.6));
    expect(ctcLogLikelihood(steps, 'FG 5 O')).toBeCloseTo(ctcLogLikelihood(steps, 'FG5O'));
  });

  it('prefers the character the image gave a fair chance over one it did not', () => {
    const steps = stepsOf('F_G_5_[O.5 8.45 0.002]_A');
    expect(ctcLogLikelihood(steps, 'FG58A')).toBeGreaterThan(ctcLogLikelihood(steps, 'FG50A') + 5);
  });
});

describe('many labels scored at once', () => {
  it('gives each label what labelLogLikelihood gives it alone', () => {
    const steps = foldSteps(stepsOf('_F_[G.6 6.3]_-_5_[O.5 0.4 8.05]_[0.7 _.3]A__'), (c) => c.toUpperCase());
    const labels = ['FG50A', 'F650A', 'FG500A', 'FG58A', 'FG5', '', 'FGG50A', 'X'].map((s) => [...s]);
    const together = labelsLogLikelihood(steps, labels);
    labels.forEach((label, i) => expect(together[i]).toBeCloseTo(labelLogLikelihood(steps, label), 9));
  });
});
