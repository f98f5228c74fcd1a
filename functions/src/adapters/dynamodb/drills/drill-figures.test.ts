import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { DrillFigures } from '../../../core/drills/ports.ts';
import { figureWrites, MAX_FIGURE_PARTS } from './drill-figures.ts';

/** Figures whose JSON compresses little (random hex: about half), of about `bytes` characters. */
const figuresOf = (bytes: number) =>
  ({ trace: { noise: randomBytes(bytes / 2).toString('hex') }, massBalance: {} }) as unknown as DrillFigures;

describe('figureWrites', () => {
  it('keeps small figures in one part of the drill’s own partition', () => {
    const writes = figureWrites(7, 12, figuresOf(1000));
    expect(writes).toHaveLength(1);
    expect(writes?.[0]).toMatchObject({
      kind: 'put',
      item: { pk: 'C#7#DRILLFIGURES#0000000012', part: 0, parts: 1 },
    });
  });

  it('splits large figures into parts under an item’s 400 KB', () => {
    const writes = figureWrites(7, 12, figuresOf(1_400_000)) ?? [];
    expect(writes.length).toBeGreaterThanOrEqual(2);
    writes.forEach((w, i) => {
      const item = (w as unknown as { item: { data: Uint8Array; part: number; parts: number } }).item;
      expect(item.data.length).toBeLessThanOrEqual(300_000);
      expect(item).toMatchObject({ part: i, parts: writes.length });
    });
  });

  it('answers null for figures over what one close can write (a transaction’s 4 MB)', () => {
    expect(figureWrites(7, 12, figuresOf(2 * (MAX_FIGURE_PARTS * 300_000 + 100_000)))).toBeNull();
  });
});
