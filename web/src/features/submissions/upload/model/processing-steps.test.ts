import { describe, expect, it } from 'vitest';
import { nextStep, PROCESSING_STEPS, stepDelayMs } from './processing-steps.ts';

describe('processing animation', () => {
  it('waits 3 to 8 seconds per step', () => {
    expect(stepDelayMs(() => 0)).toBe(3000);
    expect(stepDelayMs(() => 0.9999)).toBe(7999);
  });

  it('stops at the last step', () => {
    const last = PROCESSING_STEPS.length - 1;
    expect(nextStep(0)).toBe(1);
    expect(nextStep(last)).toBe(last);
    expect(PROCESSING_STEPS[last]).toBe('Processing Complete');
  });
});
