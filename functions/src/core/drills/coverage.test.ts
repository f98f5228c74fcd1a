import { describe, expect, it } from 'vitest';
import { groupedEntry } from '../master-data/grouped-entry.test-support.ts';
import { coverageSince, drillCoverageOf } from './coverage.ts';
import type { DrillRecord } from './ports.ts';

const entry = groupedEntry;

const drill = (id: number, materialId: number, startedAt: string, pickedFromGroup: string | null = null) =>
  ({ id, materialId, startedAt, pickedFromGroup }) as DrillRecord;

const NOW = '2026-11-27T04:00:00.000Z';

describe('drillCoverageOf', () => {
  const entries = [entry(1, 'Breads'), entry(2, 'Sauces'), entry(3, 'Soups'), entry(4, 'Dairy')];

  it('gives each group its latest drill and flags those not drilled in 12 months', () => {
    const drills = [
      drill(1, 1, '2025-10-01T00:00:00.000Z'),
      drill(2, 1, '2026-03-01T00:00:00.000Z'),
      drill(3, 2, '2025-11-26T00:00:00.000Z'),
      // Picked from Soups, although its material has left the group since.
      drill(4, 9, '2026-06-01T00:00:00.000Z', ' SOUPS'),
    ];
    expect(drillCoverageOf(entries, drills, NOW)).toEqual({
      items: [
        {
          product_group: 'Breads',
          material_count: 1,
          last_drilled_at: '2026-03-01T00:00:00.000Z',
          last_drill_id: 2,
          due: false,
        },
        { product_group: 'Dairy', material_count: 1, last_drilled_at: null, last_drill_id: null, due: true },
        {
          product_group: 'Sauces',
          material_count: 1,
          last_drilled_at: '2025-11-26T00:00:00.000Z',
          last_drill_id: 3,
          due: true,
        },
        {
          product_group: 'Soups',
          material_count: 1,
          last_drilled_at: '2026-06-01T00:00:00.000Z',
          last_drill_id: 4,
          due: false,
        },
      ],
      due_count: 2,
    });
  });

  it('counts 12 calendar months back', () => {
    expect(coverageSince(NOW)).toBe('2025-11-27T04:00:00.000Z');
  });
});
