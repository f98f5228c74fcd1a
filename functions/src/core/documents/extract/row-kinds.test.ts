import { describe, expect, it } from 'vitest';
import { isLineItem, isNoteRow } from './row-kinds.ts';
import { rejoinSpilledDigits } from './spilled-digits.ts';

const field = (raw: string, value: string | number | null = raw || null) => ({ raw, value, confidence: 0.9 });

describe('isNoteRow', () => {
  it.each([
    'OK - all sealed',
    'ok, temps fine',
    'Total',
    'TOTAL 2,450 lb',
    'Received by: ______',
    'Signature ..........',
    'Driver signature',
    'Notes: pallet 3 damaged',
    'N.B. two cases short',
    'Initials JS',
  ])('%j is a note, a total or a signature line', (text) => {
    expect(isNoteRow(text)).toBe(true);
  });

  it.each([
    '11/25/26 Okanagan Orchards Apples 40 case',
    'Summit Foods Oats 10 kg',
    'Totally Nuts Almonds 5 kg',
    'Signal Hill Farms',
  ])('%j is a line item', (text) => {
    expect(isNoteRow(text)).toBe(false);
  });
});

describe('isLineItem', () => {
  const row = (cells: Record<string, ReturnType<typeof field>>) => ({
    material_name: field(''),
    quantity: field('', null),
    lot_code: field(''),
    supplier_name: field(''),
    ...cells,
  });

  it('keeps a row with a material, a quantity or a lot code', () => {
    expect(
      isLineItem(row({ material_name: field('Rolled Oats') }), 'quantity', 'material_name', 'lot_code'),
    ).toBe(true);
    expect(isLineItem(row({ quantity: field('40', 40) }), 'quantity', 'material_name', 'lot_code')).toBe(
      true,
    );
    expect(isLineItem(row({ lot_code: field('L2403-117') }), 'quantity', 'material_name', 'lot_code')).toBe(
      true,
    );
  });

  it('drops a remark spread over other columns', () => {
    // "OK - all sealed" read as a supplier "ll seled" beside a stray mark in the quantity column.
    const remark = row({ supplier_name: field('ll seled'), quantity: field('-', null) });
    expect(isLineItem(remark, 'quantity', 'material_name', 'lot_code')).toBe(false);
  });
});

describe('rejoinSpilledDigits', () => {
  it('gives a quantity back the zeros read into the unit cell', () => {
    expect(rejoinSpilledDigits('20', 'oo|cnit')).toEqual({ quantity: '2000', unit: 'cnit' });
    expect(rejoinSpilledDigits('1', '50 lb')).toEqual({ quantity: '150', unit: 'lb' });
    expect(rejoinSpilledDigits('2', '00/cases')).toEqual({ quantity: '200', unit: 'cases' });
  });

  it('leaves units that are only letters, and quantities that are not whole numbers', () => {
    expect(rejoinSpilledDigits('20', 'oz')).toBeNull();
    expect(rejoinSpilledDigits('20', 'kg')).toBeNull();
    expect(rejoinSpilledDigits('20', 'Do case')).toBeNull();
    expect(rejoinSpilledDigits('1.5', '00 kg')).toBeNull();
    expect(rejoinSpilledDigits('', '00 kg')).toBeNull();
  });
});
