import { describe, expect, it } from 'vitest';
import { isPdf, nextRotation, zoomStep } from './viewer.ts';

describe('original viewer', () => {
  it('zooms in quarter steps within its bounds', () => {
    expect(zoomStep(1, 1)).toBe(1.25);
    expect(zoomStep(0.5, -1)).toBe(0.5);
    expect(zoomStep(3, 1)).toBe(3);
  });
  it('rotates by quarter turns and back to upright', () => {
    expect(nextRotation(0)).toBe(90);
    expect(nextRotation(270)).toBe(0);
  });
  it('knows a PDF by type or name', () => {
    expect(isPdf('application/pdf', 'x')).toBe(true);
    expect(isPdf('application/octet-stream', 'scan.PDF')).toBe(true);
    expect(isPdf('image/jpeg', 'photo.jpg')).toBe(false);
  });
});
