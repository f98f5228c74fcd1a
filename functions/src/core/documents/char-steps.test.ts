import { describe, expect, it } from 'vitest';
import { splitStepsAtSpaces } from './char-steps.ts';
import { stepsOf } from './match/char-steps.test-support.ts';

describe('splitStepsAtSpaces', () => {
  it('gives each word of a box the steps between the spaces around it', () => {
    const steps = stepsOf('_Da_te:_ _ _0[9.6 8.4]/_23/2026_');
    const words = splitStepsAtSpaces(steps, 'Date: 09/23/2026');
    expect(words).toHaveLength(2);
    expect(words![0]).toEqual(stepsOf('_Da_te:_'));
    // The blanks after the space go with the next word; the doubtful 9 keeps its second class.
    expect(words![1]).toEqual(stepsOf('__0[9.6 8.4]/_23/2026_'));
  });

  it('keeps a one-word box whole and refuses steps that do not read as the text', () => {
    const steps = stepsOf('_AB_');
    expect(splitStepsAtSpaces(steps, 'AB')).toEqual([steps]);
    expect(splitStepsAtSpaces(stepsOf('AB CD'), 'AB CE')).toBeNull();
    expect(splitStepsAtSpaces(stepsOf('AB'), '  ')).toBeNull();
  });
});
