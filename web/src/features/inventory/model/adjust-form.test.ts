import { describe, expect, it } from 'vitest';
import { validateAdjustForm } from './adjust-form.ts';

describe('adjust form', () => {
  it("shows the spec's messages", () => {
    expect(validateAdjustForm({ qty: '', lotCode: '', note: '' }, true)).toEqual({
      errors: { qty: 'Quantity change is required', lotCode: 'Lot code is required for traceable materials' },
    });
    expect(validateAdjustForm({ qty: 'x', lotCode: 'L', note: '' }, true)).toEqual({
      errors: { qty: 'Must be a valid number' },
    });
    expect(validateAdjustForm({ qty: '0.000', lotCode: '', note: '' }, false)).toEqual({
      errors: { qty: 'Quantity change cannot be zero' },
    });
  });

  it('sends empty lot code and note as null', () => {
    expect(validateAdjustForm({ qty: '-1.25', lotCode: ' ', note: '' }, false)).toEqual({
      payload: { qty_delta: -1.25, lot_code: null, note: null },
    });
  });

  it('refuses a usage that adds stock, as the server does', () => {
    expect(validateAdjustForm({ qty: '2', lotCode: 'L', note: '', usage: true }, true)).toEqual({
      errors: { qty: 'A usage takes stock out: qty_delta must be negative' },
    });
    expect(validateAdjustForm({ qty: '-2', lotCode: 'L', note: '', usage: true }, true)).toEqual({
      payload: { qty_delta: -2, lot_code: 'L', note: null },
    });
  });
});
