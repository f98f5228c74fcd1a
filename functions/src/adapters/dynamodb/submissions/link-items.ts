import { traceKeys } from '@bp/shared/table/schema.ts';
import type { TraceLink } from '../../../core/submissions/trace-link.ts';
import { put, type Write } from '../kit/index.ts';

/** A lot named by the submit, resolved to its id once the posting created or found it. */
export type LotIdOf = (materialId: number, lotCode: string) => number;

/**
 * The items of one trace link, both directions (docs/submissions.md, "Trace links"). Plain puts
 * on keys derived from the submission and row: writing them again (a retried submit) changes nothing.
 */
export const linkWrites = (
  companyId: number,
  kindName: string,
  link: TraceLink,
  lotIdOf: LotIdOf,
): Write[] => {
  const source = traceKeys.source(kindName, link.submissionId, link.rowId);
  const common = {
    kind: 'trace-link',
    link: link.type,
    submission_kind: kindName,
    submission_id: link.submissionId,
    row_id: link.rowId,
    date: link.date,
  };
  switch (link.type) {
    case 'production': {
      const inputLot = lotIdOf(link.input.materialId, link.input.lotCode);
      const outputLot = lotIdOf(link.output.materialId, link.output.lotCode);
      const attrs = {
        ...common,
        input_material_id: link.input.materialId,
        input_lot_id: inputLot,
        output_material_id: link.output.materialId,
        output_lot_id: outputLot,
        quantity_used: link.quantityUsed,
        quantity_produced: link.quantityProduced,
      };
      return [
        put({ pk: traceKeys.lot(companyId, inputLot), sk: `OUT#${source}`, ...attrs }),
        put({ pk: traceKeys.lot(companyId, outputLot), sk: `IN#${source}`, ...attrs }),
      ];
    }
    case 'shipment': {
      const lotId = lotIdOf(link.lot.materialId, link.lot.lotCode);
      const attrs = {
        ...common,
        material_id: link.lot.materialId,
        lot_id: lotId,
        customer_id: link.customerId,
        quantity: link.quantity,
      };
      return [
        put({ pk: traceKeys.lot(companyId, lotId), sk: `SHIP#${source}`, ...attrs }),
        put({ pk: traceKeys.customer(companyId, link.customerId), sk: `SHIP#${source}`, ...attrs }),
      ];
    }
    case 'receipt': {
      const lotId = lotIdOf(link.lot.materialId, link.lot.lotCode);
      const attrs = {
        ...common,
        material_id: link.lot.materialId,
        lot_id: lotId,
        supplier_id: link.supplierId,
        po_number: link.poNumber,
        quantity: link.quantity,
      };
      return [
        put({ pk: traceKeys.lot(companyId, lotId), sk: `RCV#${source}`, ...attrs }),
        put({ pk: traceKeys.supplier(companyId, link.supplierId), sk: `RCV#${source}`, ...attrs }),
      ];
    }
  }
};
