import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFrom } from './api-error.ts';
import { confirmRows, unknownLotsIn } from './unknown-lots.ts';

const lots = [{ material_id: 7, material_name: 'Flour', lot_code: 'PM-1171' }];
const body = { message: 'Lot PM-1171 of Flour is not in stock', unknown_lots: lots };
const roles = { material: 'material_id', lot: 'material_lot' };

describe('unknownLotsIn', () => {
  it('reads the lots out of a 409 naming them', () => {
    expect(unknownLotsIn(apiErrorFrom(409, JSON.stringify(body)))).toEqual(lots);
  });

  it('is null for other conflicts and other errors', () => {
    expect(unknownLotsIn(apiErrorFrom(409, '{"message":"Lot BR-1 of Bread is on hold"}'))).toBeNull();
    expect(unknownLotsIn(apiErrorFrom(409, JSON.stringify({ ...body, unknown_lots: [] })))).toBeNull();
    expect(unknownLotsIn(apiErrorFrom(400, JSON.stringify(body)))).toBeNull();
    expect(unknownLotsIn(new ApiError(409, 'x'))).toBeNull();
    expect(unknownLotsIn(new Error('offline'))).toBeNull();
  });
});

describe('confirmRows', () => {
  it('confirms only the rows naming a listed lot (same material, code in any case and spacing)', () => {
    const rows = [
      { material_id: 7, material_lot: ' pm-1171 ', amt_used: 1 },
      { material_id: 8, material_lot: 'PM-1171', amt_used: 2 },
      { material_id: 7, material_lot: 'FL-2', amt_used: 3 },
      { material_id: { id: 7, value: 'Flour', recognised: true }, material_lot: 'PM-1171' },
    ];
    expect(confirmRows(rows, roles, lots).map((r) => 'confirm_unknown_lot' in r)).toEqual([
      true,
      false,
      false,
      true,
    ]);
    expect(rows[0]).not.toHaveProperty('confirm_unknown_lot');
  });
});
