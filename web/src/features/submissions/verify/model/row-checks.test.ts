import { goodsReceiptSpec, productionSpec, shipmentSpec } from '@bp/shared/contracts/submissions/kinds.ts';
import { describe, expect, it } from 'vitest';
import {
  canSubmit,
  headerReady,
  isLowConfidence,
  anyLowConfidence,
  nextRowIndex,
  rowProblems,
  rowsWithSameRawText,
} from './row-checks.ts';
import { verifyLayouts } from './verify-layout.ts';

const gr = verifyLayouts.goods_receipt;
const goodRow = {
  id: 1,
  row_index: 1,
  material_id: 5,
  material_name: 'Flour',
  material_recognised: true,
  supplier_id: 3,
  supplier_name: 'Mill',
  supplier_recognised: true,
  quantity: 2,
  lot_code: 'L1',
};

describe('rowProblems', () => {
  it('passes a complete goods receipt row', () => {
    expect(rowProblems(goodsReceiptSpec, gr, goodRow, { traceable: true })).toEqual([]);
  });

  it('refuses an unrecognised material or supplier even with an id', () => {
    const row = { ...goodRow, supplier_recognised: false };
    expect(rowProblems(goodsReceiptSpec, gr, row, { traceable: false })).toEqual(['Supplier is required']);
    const noMaterial = { ...goodRow, material_id: null, material_recognised: false };
    expect(rowProblems(goodsReceiptSpec, gr, noMaterial, undefined)).toEqual(['Material is required']);
  });

  it('wants a quantity above zero', () => {
    expect(rowProblems(goodsReceiptSpec, gr, { ...goodRow, quantity: 0 }, { traceable: false })).toEqual([
      'Must be greater than 0 to verify',
    ]);
    expect(rowProblems(goodsReceiptSpec, gr, { ...goodRow, quantity: null }, { traceable: false })).toEqual([
      'Quantity is required',
    ]);
  });

  it('wants a lot code only for traceable materials', () => {
    const row = { ...goodRow, lot_code: '  ' };
    expect(rowProblems(goodsReceiptSpec, gr, row, { traceable: true })).toEqual([
      'Required for traceable materials',
    ]);
    expect(rowProblems(goodsReceiptSpec, gr, row, { traceable: false })).toEqual([]);
  });

  it('waits for the material facts before allowing verification', () => {
    expect(rowProblems(goodsReceiptSpec, gr, goodRow, undefined)).toEqual(['Loading material']);
  });

  it('uses each kind its own fields', () => {
    const row = { id: 1, material_id: 2, material_name: 'Oil', amt_used: 1.5, material_lot: '' };
    expect(rowProblems(productionSpec, verifyLayouts.production, row, { traceable: true })).toEqual([
      'Required for traceable materials',
    ]);
    const ship = { id: 1, material_id: 2, material_quantity: 3, material_lot_code: 'X' };
    expect(rowProblems(shipmentSpec, verifyLayouts.shipment, ship, { traceable: true })).toEqual([]);
  });
});

describe('headerReady', () => {
  it('needs every production header field with a positive quantity', () => {
    const h = {
      production_date: '2026-01-02',
      product_id: 4,
      outgoing_lot: 'OUT',
      quantity_produced: 10,
      quantity_unit: 'kg',
    };
    expect(headerReady('production', h)).toBe(true);
    expect(headerReady('production', { ...h, outgoing_lot: ' ' })).toBe(false);
    expect(headerReady('production', { ...h, quantity_produced: 0 })).toBe(false);
  });

  it('needs a customer and a date for shipments; goods receipts have no header card', () => {
    expect(headerReady('shipment', { customer_id: 1, shipment_date: '2026-01-02' })).toBe(true);
    expect(headerReady('shipment', { customer_id: null, shipment_date: '2026-01-02' })).toBe(false);
    expect(headerReady('goods_receipt', {})).toBe(true);
  });
});

describe('canSubmit', () => {
  const base = { rowCount: 2, verifiedCount: 2, pendingRows: 0, headerVerified: true, archived: false };
  it('only when everything is verified and saved', () => {
    expect(canSubmit(base)).toBe(true);
    expect(canSubmit({ ...base, verifiedCount: 1 })).toBe(false);
    expect(canSubmit({ ...base, rowCount: 0, verifiedCount: 0 })).toBe(false);
    expect(canSubmit({ ...base, pendingRows: 1 })).toBe(false);
    expect(canSubmit({ ...base, headerVerified: false })).toBe(false);
    expect(canSubmit({ ...base, archived: true })).toBe(false);
  });
});

describe('rowsWithSameRawText', () => {
  const rows = [
    { id: 1, supplier_id: null, supplier_name: 'Acme Mills', supplier_recognised: false },
    { id: 2, supplier_id: null, supplier_name: ' acme mills ', supplier_recognised: false },
    { id: 3, supplier_id: 9, supplier_name: 'Acme Mills', supplier_recognised: true },
    { id: 4, supplier_id: null, supplier_name: 'Other', supplier_recognised: false },
  ];
  it('finds the other unrecognised rows with the same text, case and spaces aside', () => {
    expect(rowsWithSameRawText(goodsReceiptSpec, rows, rows[0]!, 'supplier_id').map((r) => r.id)).toEqual([
      2,
    ]);
  });
  it('finds nothing for a non-ref field or an empty text', () => {
    expect(rowsWithSameRawText(goodsReceiptSpec, rows, rows[0]!, 'lot_code')).toEqual([]);
    const blank = { id: 5, supplier_id: null, supplier_name: '', supplier_recognised: false };
    expect(rowsWithSameRawText(goodsReceiptSpec, [...rows, blank], blank, 'supplier_id')).toEqual([]);
  });
});

describe('nextRowIndex and confidence', () => {
  it('is the largest row_index plus one, 1 for the first', () => {
    expect(nextRowIndex([])).toBe(1);
    expect(nextRowIndex([{ row_index: 3 }, { row_index: 7 }, { row_index: 2 }])).toBe(8);
  });
  it('marks a field only when a value was read with a low confidence', () => {
    expect(isLowConfidence({ quantity: 20, confidence: { quantity: 0.4 } }, 'quantity')).toBe(true);
    expect(isLowConfidence({ quantity: 20, confidence: { quantity: 0.95 } }, 'quantity')).toBe(false);
    expect(isLowConfidence({ quantity: 20 }, 'quantity')).toBe(false);
  });

  it('does not mark an empty field, however low its confidence', () => {
    // An optional PO number or lot left blank on paper: nothing to check.
    expect(isLowConfidence({ po_number: null, confidence: { po_number: 0 } }, 'po_number')).toBe(false);
    expect(isLowConfidence({ lot_code: '', confidence: { lot_code: 0 } }, 'lot_code')).toBe(false);
  });

  it('tells whether any field is marked, for the legend', () => {
    const rows = [
      { quantity: 20, confidence: { quantity: 0.95 } },
      { receipt_date: '2026-01-12', confidence: { receipt_date: 0.57 } },
    ];
    expect(anyLowConfidence(rows, ['quantity', 'receipt_date'])).toBe(true);
    expect(anyLowConfidence(rows, ['quantity'])).toBe(false);
  });
});
