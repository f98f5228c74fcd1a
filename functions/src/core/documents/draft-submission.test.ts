import { goodsReceiptSpec, shipmentSpec } from '@bp/shared/contracts/submissions/kinds.ts';
import { describe, expect, it } from 'vitest';
import { draftFromExtraction, draftValues, isEmptyDraft } from './draft-submission.ts';
import type { Extraction } from './extract/types.ts';

const f = <T>(value: T | null, confidence = 0.9, raw = String(value ?? '')) => ({ value, raw, confidence });

describe('draftFromExtraction', () => {
  it("names a goods receipt's fields as the kind declares them, refs unmatched", () => {
    const extraction = {
      kind: 'goods_receipt',
      header: { receipt_date: f('2026-03-02'), supplier_name: f('Acme'), po_number: f('PO-1') },
      rows: [
        {
          supplier_name: f('Acme', 0.8),
          material_name: f('Flour', 0.95),
          lot_code: f('L-1'),
          po_number: f('PO-1'),
          quantity: f(1.5, 0.6),
          unit: f('kg'),
          receipt_date: f(null, 0, '31/02'),
        },
      ],
    } as unknown as Extraction;
    const draft = draftFromExtraction(goodsReceiptSpec, extraction);
    expect(draft.header).toEqual({ receipt_date: '2026-03-02', confidence: { receipt_date: 0.9 } });
    expect(draftValues(draft.rows[0]!)).toEqual({
      supplier_id: null,
      supplier_name: 'Acme',
      material_id: null,
      material_name: 'Flour',
      lot_code: 'L-1',
      supplier_lot_code: null,
      supplier_use_by: null,
      supplier_best_before: null,
      supplier_production_date: null,
      split_supplier_lot: null,
      po_number: 'PO-1',
      quantity: 1.5,
      unit: 'kg',
      receipt_date: null,
    });
    expect(draft.rows[0]!.confidence).toMatchObject({ quantity: 0.6, material_name: 0.95, receipt_date: 0 });
    expect(isEmptyDraft(draft)).toBe(false);
  });

  it('drops fields the kind has no place for (a shipment row has no unit)', () => {
    const extraction = {
      kind: 'shipment',
      header: { customer_name: f(null, 0, ''), shipment_date: f(null, 0, '') },
      rows: [],
    } as unknown as Extraction;
    const draft = draftFromExtraction(shipmentSpec, extraction);
    expect(draftValues(draft.header)).toEqual({
      customer_id: null,
      customer_name: null,
      shipment_date: null,
    });
    expect(isEmptyDraft(draft)).toBe(true);
  });
});
