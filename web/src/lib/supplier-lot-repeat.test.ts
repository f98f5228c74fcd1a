import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFrom } from './api-error.ts';
import { rowIsRepeat, supplierLotRepeatsIn } from './supplier-lot-repeat.ts';

const repeat = {
  material_id: 7,
  material_name: 'Flour',
  supplier_id: 3,
  supplier_name: 'Mill',
  supplier_lot_code: 'MILL-7',
  lot_id: 40,
  lot_code: 'FL-1',
  received_date: '2026-03-01',
  row_lot_code: 'FL-2',
};
const body = {
  message: 'Their lot MILL-7 from Mill arrived before as our lot FL-1',
  supplier_lots: [repeat],
};

describe('supplierLotRepeatsIn', () => {
  it('reads the refused rows out of a 409 naming them', () => {
    expect(supplierLotRepeatsIn(apiErrorFrom(409, JSON.stringify(body)))).toEqual([repeat]);
  });

  it('is null for other conflicts and other errors', () => {
    expect(supplierLotRepeatsIn(apiErrorFrom(409, '{"message":"Lot BR-1 of Bread is on hold"}'))).toBeNull();
    expect(supplierLotRepeatsIn(apiErrorFrom(400, JSON.stringify(body)))).toBeNull();
    expect(supplierLotRepeatsIn(new ApiError(409, 'x'))).toBeNull();
  });
});

describe('rowIsRepeat', () => {
  it('matches material, supplier, their code and ours, codes trimmed and in any case; refs as the forms keep them', () => {
    const row = {
      material_id: { id: 7, name: 'Flour' },
      supplier_id: 3,
      supplier_lot_code: ' mill-7',
      lot_code: 'fl-2 ',
    };
    expect(rowIsRepeat(row, [repeat])).toBe(true);
    expect(rowIsRepeat({ ...row, supplier_id: 4 }, [repeat])).toBe(false);
    expect(rowIsRepeat({ ...row, lot_code: 'FL-1' }, [repeat])).toBe(false);
    expect(rowIsRepeat({ ...row, material_id: 8 }, [repeat])).toBe(false);
  });
});
