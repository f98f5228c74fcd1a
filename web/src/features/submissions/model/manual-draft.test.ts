import { describe, expect, it } from 'vitest';
import { fieldChange } from './manual-draft.ts';
import type { UiField } from './manual-layout.ts';

const quantity: UiField = { name: 'quantity', label: 'Quantity', input: 'quantity' };
const lot: UiField = { name: 'lot_code', label: 'Lot Code', input: 'text' };
const material: UiField = { name: 'material_id', label: 'Material', input: 'material' };

describe('fieldChange (what a field save sends)', () => {
  it('sends nothing when the value is the saved one, however it is written', () => {
    expect(fieldChange(quantity, '2.50', '2.5')).toBeNull();
    expect(fieldChange(lot, ' A-1 ', 'A-1')).toBeNull();
    expect(fieldChange(material, { id: 3, name: 'Flour' }, { id: 3, name: '' })).toBeNull();
  });

  it('sends numbers for quantities, trimmed text, ids, and null for an emptied field', () => {
    expect(fieldChange(quantity, '12.5', '0')).toEqual({ value: 12.5 });
    expect(fieldChange(lot, ' B-2 ', 'A-1')).toEqual({ value: 'B-2' });
    expect(fieldChange(material, { id: 4, name: 'Rye' }, null)).toEqual({ value: 4 });
    expect(fieldChange(lot, '', 'A-1')).toEqual({ value: null });
  });

  it('holds back a quantity that is not a number yet', () => {
    expect(fieldChange(quantity, '12,x', '0')).toBeNull();
  });
});
