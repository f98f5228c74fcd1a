import type { FieldValues } from '@bp/shared/contracts/submissions/fields.ts';
import { goodsReceiptSpec } from '@bp/shared/contracts/submissions/kinds.ts';
import { rowMessages } from '@bp/shared/contracts/submissions/messages.ts';
import { documentDay } from '../../inventory/posting.ts';
import type { SupplierDates } from '../../inventory/lot.ts';
import type { TraceLink } from '../../inventory/trace-link.ts';
import type { PlannedMovement, SubmissionKind } from '../kind.ts';
import { atLeastOne, lotCodeOf, materialOf, positive, required, text } from '../rules.ts';

/** The supplier's own dates for their lot, where the row gives any (issue 21). */
export const supplierDatesOf = (f: FieldValues): SupplierDates | undefined => {
  const dates = {
    useBy: text(f, 'supplier_use_by'),
    bestBefore: text(f, 'supplier_best_before'),
    productionDate: text(f, 'supplier_production_date'),
  };
  return dates.useBy || dates.bestBefore || dates.productionDate ? dates : undefined;
};

/**
 * A delivery: each row receives a quantity of a material into a lot (found or created with
 * origin goods_receipt) from a supplier; the receipt link keeps supplier, PO number and date.
 */
export const goodsReceiptKind: SubmissionKind = {
  spec: goodsReceiptSpec,
  rowMaterials: { types: goodsReceiptSpec.rowMaterialTypes, message: '' },
  receivesSupplierLots: true,
  plan(input) {
    const headerDate = text(input.header, 'receipt_date');
    const rows = atLeastOne(input.rows, rowMessages.rowsRequired);
    const movements: PlannedMovement[] = [];
    const links: TraceLink[] = [];
    for (const row of rows) {
      const f = row.fields;
      const material = materialOf(input, row);
      const supplierId = required(
        typeof f.supplier_id === 'number' ? f.supplier_id : null,
        rowMessages.supplierRequired,
      );
      const quantity = positive(f, 'quantity', rowMessages.quantityRequired);
      const lotCode = lotCodeOf(f, 'lot_code', material);
      const date = required(text(f, 'receipt_date') ?? headerDate, rowMessages.receiptDateRequired);
      const qty = input.toMaterialUnit(quantity, text(f, 'unit'), material);
      const movement = movements.length;
      movements.push({
        materialId: material.id,
        lotCode,
        qtyDelta: qty,
        type: 'goods_receipt',
        note: null,
        rowId: row.id,
        rowFields: f,
        recordedAt: documentDay(date),
      });
      if (lotCode !== null) {
        links.push({
          type: 'receipt',
          submissionKind: goodsReceiptSpec.kind,
          lot: movement,
          supplierId,
          poNumber: text(f, 'po_number'),
          supplierLotCode: text(f, 'supplier_lot_code'),
          supplierDates: supplierDatesOf(f),
          quantity: qty,
          date,
          submissionId: input.submissionId,
          rowId: row.id,
        });
      }
    }
    return { movements, links };
  },
};
