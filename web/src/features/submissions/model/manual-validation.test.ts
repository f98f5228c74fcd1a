import { goodsReceiptSpec, productionSpec } from '@bp/shared/contracts/submissions/kinds.ts';
import { describe, expect, it } from 'vitest';
import { draftFrom, emptyRow, submitBody, type Draft, type MaterialFacts } from './manual-draft.ts';
import { manualLayouts } from './manual-layout.ts';
import { hasErrors, quantityError, validateDraft } from './manual-validation.ts';

const flour: MaterialFacts = { traceable: true, material_type: 'ingredient', unit_of_measure: 'kg' };
const materials = (id: number) => (id === 1 ? flour : undefined);
const receipt = manualLayouts.goods_receipt;

const receiptDraft = (row: Record<string, unknown>, date = '2026-03-01'): Draft => ({
  header: { receipt_date: date },
  rows: [{ key: 'a', values: { ...emptyRow(receipt).values, ...row } as Draft['rows'][number]['values'] }],
});

describe('quantityError', () => {
  it('gives the spec’s messages in order', () => {
    expect(quantityError(' ', 'Quantity is required', 'pos')).toBe('Quantity is required');
    expect(quantityError('abc', 'q', 'pos')).toBe('Enter a valid number');
    expect(quantityError('1.2345', 'q', 'pos')).toBe('At most 3 decimals are allowed');
    expect(quantityError('0', 'q', 'Must be greater than 0 to verify')).toBe(
      'Must be greater than 0 to verify',
    );
    expect(quantityError('-2', 'q', 'pos')).toBe('pos');
    expect(quantityError('2.5', 'q', 'pos')).toBeNull();
  });
});

describe('validateDraft: manual goods receipt (spec 001 section 5)', () => {
  it('needs the date, a supplier, a material, a quantity above 0, and a lot for traceable materials', () => {
    const errors = validateDraft(receipt, receiptDraft({}, ''), materials);
    expect(errors.header).toEqual({ receipt_date: 'Receipt date is required' });
    expect(errors.rows[0]).toEqual({
      supplier_id: 'Supplier is required',
      material_id: 'Material is required',
      quantity: 'Quantity is required',
    });
    const traceable = validateDraft(
      receipt,
      receiptDraft({
        supplier_id: { id: 4, name: 'Mill' },
        material_id: { id: 1, name: 'Flour' },
        quantity: '5',
      }),
      materials,
    );
    expect(traceable.rows[0]).toEqual({ lot_code: 'Required for traceable materials' });
    const ok = receiptDraft({
      supplier_id: { id: 4, name: 'Mill' },
      material_id: { id: 1, name: 'Flour' },
      quantity: '5',
      lot_code: 'L1',
    });
    expect(hasErrors(validateDraft(receipt, ok, materials))).toBe(false);
  });

  it('refuses a form without rows', () => {
    const errors = validateDraft(receipt, { header: { receipt_date: '2026-03-01' }, rows: [] }, materials);
    expect(errors.form).toBe('Add at least one row');
  });
});

describe('validateDraft: manual production', () => {
  it('checks the header and the rows with the production words', () => {
    const layout = manualLayouts.production;
    const draft: Draft = {
      header: {
        production_date: '',
        product_id: null,
        quantity_unit: '',
        outgoing_lot: ' ',
        quantity_produced: '0',
      },
      rows: [
        {
          key: 'a',
          values: { material_id: { id: 1, name: 'Flour' }, material_lot: '', amt_used: '', unit: '' },
        },
      ],
    };
    const errors = validateDraft(layout, draft, materials);
    expect(errors.header).toEqual({
      production_date: 'Production date is required',
      product_id: 'Product is required',
      quantity_unit: 'Quantity unit is required',
      outgoing_lot: 'Outgoing lot is required',
      quantity_produced: 'Quantity produced must be greater than 0',
    });
    expect(errors.rows[0]).toEqual({
      amt_used: 'Amount is required',
      unit: 'Unit is required',
      material_lot: 'Lot code is required for traceable materials',
    });
  });
});

describe('draftFrom and submitBody', () => {
  it('reads a stored submission and sends header, rows, the receipt date per row and numbers', () => {
    const draft = draftFrom(goodsReceiptSpec, receipt, { receipt_date: '2026-03-01' }, [
      {
        id: 9,
        supplier_id: 4,
        supplier_name: 'Mill',
        material_id: 1,
        material_name: 'Flour',
        quantity: 2.5,
        lot_code: null,
      },
    ]);
    expect(draft.rows[0]?.values.supplier_id).toEqual({ id: 4, name: 'Mill' });
    expect(draft.rows[0]?.values.quantity).toBe('2.5');
    expect(submitBody(goodsReceiptSpec, receipt, draft, 7, materials)).toEqual({
      submission_id: 7,
      receipt_date: '2026-03-01',
      rows: [
        {
          supplier_id: 4,
          material_id: 1,
          lot_code: null,
          po_number: null,
          supplier_lot_code: null,
          quantity: 2.5,
          unit: null,
          supplier_use_by: null,
          supplier_best_before: null,
          supplier_production_date: null,
          receipt_date: '2026-03-01',
        },
      ],
    });
    // A row kept as a new lot of ours (its supplier lot arrived before): the split goes with it.
    const key = draft.rows[0]?.key ?? '';
    const split = submitBody(
      goodsReceiptSpec,
      receipt,
      draft,
      7,
      materials,
      [],
      new Set([key]),
    ) as unknown as {
      rows: Record<string, unknown>[];
    };
    expect(split.rows[0]).toMatchObject({ split_supplier_lot: true });
  });

  it('gives a production row its material’s type and starts an empty form with one row', () => {
    const layout = manualLayouts.production;
    const draft = draftFrom(productionSpec, layout, {}, []);
    expect(draft.rows).toHaveLength(1);
    draft.rows[0]!.values.material_id = { id: 1, name: 'Flour' };
    const body = submitBody(productionSpec, layout, draft, 3, materials) as unknown as {
      materials: unknown[];
    };
    expect(body.materials[0]).toMatchObject({ material_id: 1, material_type: 'ingredient' });
  });

  it('marks the rows of lots the user said to use anyway, and no others', () => {
    const layout = manualLayouts.production;
    const draft = draftFrom(productionSpec, layout, {}, []);
    draft.rows[0]!.values.material_id = { id: 1, name: 'Flour' };
    draft.rows[0]!.values.material_lot = 'PM-1171';
    const rowsOf = (lots: { material_id: number; material_name: string; lot_code: string }[]) =>
      (submitBody(productionSpec, layout, draft, 3, materials, lots) as unknown as { materials: object[] })
        .materials;
    expect(rowsOf([])[0]).not.toHaveProperty('confirm_unknown_lot');
    expect(rowsOf([{ material_id: 1, material_name: 'Flour', lot_code: 'pm-1171' }])[0]).toMatchObject({
      material_lot: 'PM-1171',
      confirm_unknown_lot: true,
    });
    expect(rowsOf([{ material_id: 2, material_name: 'Sugar', lot_code: 'PM-1171' }])[0]).not.toHaveProperty(
      'confirm_unknown_lot',
    );
  });
});
