import { describe, expect, it } from 'vitest';
import { manualLayouts } from './manual-layout.ts';
import { manualSummary } from './manual-summary.ts';

describe('manualSummary', () => {
  it("names a receipt by its date, the first row's supplier, material, quantity and unit, and the row count", () => {
    const summary = manualSummary(manualLayouts.goods_receipt, {
      header: { receipt_date: '2026-03-01' },
      rows: [
        {
          key: 'a',
          values: {
            supplier_id: { id: 1, name: 'Valley Mill' },
            material_id: { id: 2, name: 'Rye flour' },
            lot_code: 'RYE-1',
            quantity: '10',
            unit: 'kg',
          },
        },
        { key: 'b', values: {} },
      ],
    });
    expect(summary).toBe('2026-03-01 · Valley Mill Rye flour 10 kg · 2 rows');
  });

  it('leaves out what is empty', () => {
    expect(manualSummary(manualLayouts.goods_receipt, { header: { receipt_date: '' }, rows: [] })).toBe(
      '0 rows',
    );
  });
});
