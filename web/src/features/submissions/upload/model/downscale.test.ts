import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_SIDE, scaledSize } from './downscale.ts';

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
