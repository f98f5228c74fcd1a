import {
  productionMessages,
  rowMessages,
  shipmentMessages,
} from '@bp/shared/contracts/submissions/messages.ts';
import { quantity, type Thousandths } from '@bp/shared/quantity/quantity.ts';
import { convertQuantity } from '@bp/shared/quantity/units.ts';
import { describe, expect, it } from 'vitest';
import type { SubmitInput } from '../kind.ts';
import type { MaterialInfo, RowRecord } from '../records.ts';
import { goodsReceiptKind, productionKind, shipmentKind } from './index.ts';

const m = (
  id: number,
  materialType: MaterialInfo['materialType'],
  traceable = true,
  unit = 'kg',
): MaterialInfo => ({
  id,
  name: `m${id}`,
  traceable,
  materialType,
  unit,
});
const flour = m(1, 'ingredient');
const film = m(2, 'packaging', false, 'unit');
const bread = m(3, 'finished_goods');

const input = (header: SubmitInput['header'], rows: RowRecord['fields'][]): SubmitInput => ({
  submissionId: 9,
  header,
  rows: rows.map((fields, i) => ({ id: 100 + i, submissionId: 9, rowIndex: i + 1, fields })),
  materials: new Map([flour, film, bread].map((x) => [x.id, x])),
  toMaterialUnit: (value: Thousandths, unit: string | null, material: MaterialInfo) => {
    const c = convertQuantity(value, unit ?? material.unit, material.unit);
    if (!c.ok) throw new Error(c.message);
    return c.value;
  },
});

const q = (v: string) => quantity(v);

describe('goods receipt', () => {
  it('receives each row into its lot, in the material unit, with a receipt link', () => {
    const plan = goodsReceiptKind.plan(
      input({ receipt_date: '2026-01-02' }, [
        { supplier_id: 5, material_id: 1, lot_code: ' A ', quantity: q('500'), unit: 'g', po_number: 'PO' },
      ]),
    );
    expect(plan.movements).toEqual([
      {
        materialId: 1,
        lotCode: 'A',
        qtyDelta: q('0.5'),
        type: 'goods_receipt',
        note: null,
        rowId: 100,
        // The row as posted, copied onto its ledger entry for the date-range export.
        rowFields: {
          supplier_id: 5,
          material_id: 1,
          lot_code: ' A ',
          quantity: q('500'),
          unit: 'g',
          po_number: 'PO',
        },
        recordedAt: '2026-01-02T00:00:00.000Z',
      },
    ]);
    expect(plan.links).toEqual([
      expect.objectContaining({
        type: 'receipt',
        submissionKind: 'goods_receipt',
        lot: 0,
        supplierId: 5,
        poNumber: 'PO',
        supplierLotCode: null,
        date: '2026-01-02',
      }),
    ]);
  });

  it("keeps the supplier's own lot code apart from ours on the receipt link", () => {
    const plan = goodsReceiptKind.plan(
      input({ receipt_date: '2026-01-02' }, [
        { supplier_id: 5, material_id: 1, lot_code: 'OURS-1', quantity: q('1'), supplier_lot_code: ' M-77 ' },
      ]),
    );
    expect(plan.movements[0]?.lotCode).toBe('OURS-1');
    expect(plan.links[0]).toMatchObject({ type: 'receipt', supplierId: 5, supplierLotCode: 'M-77' });
    expect(plan.links[0]).toMatchObject({ supplierDates: undefined });
  });

  it("carries the supplier's own dates for their lot on the receipt link, where given", () => {
    const row = { supplier_id: 5, material_id: 1, lot_code: 'A', quantity: q('1') };
    const plan = goodsReceiptKind.plan(
      input({ receipt_date: '2026-01-02' }, [
        { ...row, supplier_best_before: '2026-09-30', supplier_production_date: '2025-12-20' },
      ]),
    );
    expect(plan.links[0]).toMatchObject({
      supplierDates: { useBy: null, bestBefore: '2026-09-30', productionDate: '2025-12-20' },
    });
  });

  it("records each row on its own receipt date, else the header's", () => {
    const row = { supplier_id: 5, material_id: 1, lot_code: 'A', quantity: q('1') };
    const plan = goodsReceiptKind.plan(
      input({ receipt_date: '2026-01-02' }, [row, { ...row, receipt_date: '2025-12-30' }]),
    );
    expect(plan.movements.map((x) => x.recordedAt)).toEqual([
      '2026-01-02T00:00:00.000Z',
      '2025-12-30T00:00:00.000Z',
    ]);
  });

  it('refuses with the screen messages', () => {
    const row = { supplier_id: 5, material_id: 1, lot_code: 'A', quantity: q('1') };
    const h = { receipt_date: '2026-01-02' };
    expect(() => goodsReceiptKind.plan(input(h, [{ ...row, quantity: q('0') }]))).toThrow(
      rowMessages.mustBePositive,
    );
    expect(() => goodsReceiptKind.plan(input(h, [{ ...row, quantity: null }]))).toThrow(
      rowMessages.quantityRequired,
    );
    expect(() => goodsReceiptKind.plan(input(h, [{ ...row, lot_code: null }]))).toThrow(
      rowMessages.lotRequired,
    );
    expect(() => goodsReceiptKind.plan(input({}, [row]))).toThrow(rowMessages.receiptDateRequired);
    expect(() => goodsReceiptKind.plan(input(h, []))).toThrow(rowMessages.rowsRequired);
  });
});

describe('production', () => {
  const header = {
    production_date: '2026-01-03',
    product_id: 3,
    outgoing_lot: 'OUT',
    quantity_produced: q('2'),
    quantity_unit: 'kg',
  };

  it('uses inputs, outputs the product and links each input lot to the output lot', () => {
    const plan = productionKind.plan(
      input(header, [
        { material_id: 1, material_lot: 'F1', unit: 'g', amt_used: q('250') },
        { material_id: 2, material_lot: null, unit: 'unit', amt_used: q('4') },
      ]),
    );
    expect(plan.movements.map((x) => [x.type, x.materialId, x.lotCode, x.qtyDelta])).toEqual([
      ['production_usage', 1, 'F1', -250],
      ['production_usage', 2, null, -4000],
      ['production_output', 3, 'OUT', 2000],
    ]);
    expect(new Set(plan.movements.map((x) => x.recordedAt))).toEqual(new Set(['2026-01-03T00:00:00.000Z']));
    expect(plan.links).toEqual([
      expect.objectContaining({
        type: 'production',
        submissionKind: 'production',
        // Lots by movement index: the first usage into the output (the movement after the rows).
        input: 0,
        output: 2,
      }),
    ]);
  });

  it('refuses finished goods as inputs and an incomplete header', () => {
    const row = { material_id: 1, material_lot: 'F1', unit: 'kg', amt_used: q('1') };
    expect(() => productionKind.plan(input(header, [{ ...row, material_id: 3 }]))).toThrow(
      productionMessages.noFinishedGoodsInputs,
    );
    expect(() => productionKind.plan(input({ ...header, outgoing_lot: null }, [row]))).toThrow(
      productionMessages.outgoingLotRequired,
    );
    expect(() => productionKind.plan(input(header, [{ ...row, amt_used: null }]))).toThrow(
      rowMessages.amountRequired,
    );
    expect(() => productionKind.plan(input(header, [{ ...row, unit: 'L' }]))).toThrow(
      'Cannot convert L to kg',
    );
  });
});

describe('shipment', () => {
  it('ships finished goods only, linked to the customer', () => {
    const h = { customer_id: 7, shipment_date: '2026-01-04' };
    const plan = shipmentKind.plan(
      input(h, [{ material_id: 3, material_lot_code: 'OUT', material_quantity: q('1') }]),
    );
    expect(plan.movements[0]).toMatchObject({
      type: 'shipment',
      qtyDelta: -1000,
      recordedAt: '2026-01-04T00:00:00.000Z',
    });
    expect(plan.links[0]).toMatchObject({ type: 'shipment', lot: 0, customerId: 7, date: '2026-01-04' });
    expect(() =>
      shipmentKind.plan(input(h, [{ material_id: 1, material_lot_code: 'F', material_quantity: q('1') }])),
    ).toThrow(shipmentMessages.finishedGoodsOnly);
    expect(() => shipmentKind.plan(input({ shipment_date: '2026-01-04' }, []))).toThrow(
      shipmentMessages.customerRequired,
    );
  });
});
