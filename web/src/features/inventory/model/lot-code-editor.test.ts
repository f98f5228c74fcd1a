import { describe, expect, it } from 'vitest';
import { afterSave, canSave } from './lot-code-editor.ts';

const lot = {
  id: 1,
  material_id: 1,
  lot_code: 'A',
  quantity: 1,
  origin: 'goods_receipt' as const,
  production_date: 'x',
  notes: null,
  merged_codes: [],
  merged_into_lot_id: null,
  hold: null,
  expiry: null,
  receipts: [],
  received_date: null,
  unverified_origin: false,
  former_codes: [],
  code_history: [],
};

describe('lot code editor', () => {
  it('saves only a different, non-empty code', () => {
    expect(canSave('A', ' A ')).toBe(false);
    expect(canSave('A', '   ')).toBe(false);
    expect(canSave('A', 'B')).toBe(true);
  });

  it('goes to conflict only when the result names a conflicting lot', () => {
    const conflicting = {
      id: 2,
      lot_code: 'B',
      origin: 'inconsistent' as const,
      quantity: 3,
      production_date: 'y',
    };
    expect(
      afterSave('B', {
        updated_lot: lot,
        conflict_discovered: true,
        conflicting_lot: conflicting,
        merged_into_lot: null,
      }),
    ).toEqual({
      mode: 'conflict',
      draft: 'B',
      conflicting,
    });
    expect(
      afterSave('B', {
        updated_lot: lot,
        conflict_discovered: false,
        conflicting_lot: null,
        merged_into_lot: null,
      }),
    ).toEqual({ mode: 'view' });
  });
});
