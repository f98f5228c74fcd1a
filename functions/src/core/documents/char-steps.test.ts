import { describe, expect, it } from 'vitest';
import { splitStepsAtSpaces } from './char-steps.ts';
import { stepsOf } from './match/char-steps.test-support.ts';

describe('splitStepsAtSpaces', () => {
  it('gives each word of a box the steps between the spaces around it', () => {
    const steps = stepsOf('_Da_te:_ _ _0[9.6 8.4]/_23/2026_');
    const words = splitStepsAtSpaces(steps, 'Date: 09/23/2026');
    expect(words).toHaveLength(2);
    // The blanks between are shared at the middle, the spaces dropped; the doubtful 9 keeps its second class.
    expect(words![0]).toEqual(stepsOf('_Da_te:__'));
    expect(words![1]).toEqual(stepsOf('_0[9.6 8.4]/_23/2026_'));
  });

  it('finds words the engine parted at a long gap, with no space read', () => {
    const words = splitStepsAtSpaces(stepsOf('_2_5____k_g_'), '25 kg');
    expect(words).toEqual([stepsOf('_2_5__'), stepsOf('__k_g_')]);
  });

  it('keeps a one-word box whole and refuses steps that do not read as the text', () => {
    const steps = stepsOf('_AB_');
    expect(splitStepsAtSpaces(steps, 'AB')).toEqual([steps]);
    expect(splitStepsAtSpaces(stepsOf('AB CD'), 'AB CE')).toBeNull();
    expect(splitStepsAtSpaces(stepsOf('AB'), '  ')).toBeNull();
  });
});
