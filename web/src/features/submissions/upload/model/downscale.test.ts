import { describe, expect, it } from 'vitest';
import { fitSizes, MAX_UPLOAD_SIDE, scaledSize } from './downscale.ts';

describe('scaledSize', () => {
  it('brings the longest side down to 3000 px, keeping the proportions', () => {
    expect(scaledSize(4032, 3024)).toEqual({ width: MAX_UPLOAD_SIDE, height: 2250, scaled: true });
    expect(scaledSize(3024, 4032)).toEqual({ width: 2250, height: MAX_UPLOAD_SIDE, scaled: true });
  });

  it('leaves smaller photos alone', () => {
    expect(scaledSize(1600, 1200)).toEqual({ width: 1600, height: 1200, scaled: false });
    expect(scaledSize(3000, 10)).toEqual({ width: 3000, height: 10, scaled: false });
  });
});

describe('fitSizes', () => {
  it('tries smaller sides, largest first, keeping the proportions', () => {
    expect(fitSizes(4000, 3000).map((s) => [s.width, s.height])).toEqual([
      [3000, 2250],
      [2400, 1800],
      [2000, 1500],
      [1600, 1200],
      [1200, 900],
    ]);
  });

  it('starts at the photo own size when it is smaller, and never enlarges', () => {
    expect(fitSizes(2200, 1000).map((s) => [s.width, s.height])).toEqual([
      [2200, 1000],
      [2000, 909],
      [1600, 727],
      [1200, 545],
    ]);
    expect(fitSizes(800, 600).map((s) => [s.width, s.height])).toEqual([[800, 600]]);
  });
});
