import { describe, expect, it } from 'vitest';
import { fieldCandidates } from './candidates.ts';

describe('fieldCandidates', () => {
  it('offers the other lots in stock, not the one the field holds', () => {
    const row = { material_lot: 'FG-560A', candidates: { material_lot: ['FG-560A', 'FG-561A'] } };
    expect(fieldCandidates(row, 'material_lot')).toEqual(['FG-561A']);
  });

  it('offers every candidate when the code read matched none for sure', () => {
    const row = { material_lot: 'LOT-223?', candidates: { material_lot: ['LOT-2231', 'LOT-2237'] } };
    expect(fieldCandidates(row, 'material_lot')).toEqual(['LOT-2231', 'LOT-2237']);
  });

  it('offers nothing for rows without candidates or malformed ones', () => {
    expect(fieldCandidates({ material_lot: 'X' }, 'material_lot')).toEqual([]);
    expect(fieldCandidates({ candidates: { material_lot: 'X' } }, 'material_lot')).toEqual([]);
    expect(fieldCandidates({ candidates: { other: ['A'] } }, 'material_lot')).toEqual([]);
  });
});
