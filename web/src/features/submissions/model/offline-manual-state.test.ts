import { describe, expect, it } from 'vitest';
import { lostManualNewKeyOf, offlineManualState } from './offline-manual-state.ts';

describe('lostManualNewKeyOf', () => {
  it('reads the key the landing page handed over', () => {
    expect(lostManualNewKeyOf(offlineManualState('abc123'))).toBe('abc123');
  });

  it('is null for any other history state', () => {
    for (const state of [null, undefined, {}, { lostManualNewKey: '' }, { lostManualNewKey: 7 }, 'x'])
      expect(lostManualNewKeyOf(state)).toBeNull();
  });
});
