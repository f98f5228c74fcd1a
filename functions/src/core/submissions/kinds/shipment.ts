import { shipmentSpec } from '@bp/shared/contracts/submissions/kinds.ts';
import { rowMessages, shipmentMessages } from '@bp/shared/contracts/submissions/messages.ts';
import { negate } from '@bp/shared/quantity/quantity.ts';
import { invalid } from '../../errors.ts';
import type { PlannedMovement, SubmissionKind } from '../kind.ts';
import { documentDay } from '../../inventory/posting.ts';
import type { TraceLink } from '../../inventory/trace-link.ts';
import { atLeastOne, dateOf, lotCodeOf, materialOf, positive, required } from '../rules.ts';

/** A shipment: finished goods leave their lots (shipment, -quantity), linked to the customer. */
export const shipmentKind: SubmissionKind = {
  spec: shipmentSpec,
  rowMaterials: { types: shipmentSpec.rowMaterialTypes, message: shipmentMessages.finishedGoodsOnly },
  plan(input) {
    const h = input.header;
    const customerId = required(
      typeof h.customer_id === 'number' ? h.customer_id : null,
      shipmentMessages.customerRequired,
    );
    const date = dateOf(h, 'shipment_date', shipmentMessages.dateRequired);
    const movements: PlannedMovement[] = [];
    const links: TraceLink[] = [];
    for (const row of atLeastOne(input.rows, rowMessages.rowsRequired)) {
      const f = row.fields;
      const material = materialOf(input, row);
      if (material.materialType !== 'finished_goods') throw invalid(shipmentMessages.finishedGoodsOnly);
      const quantity = positive(f, 'material_quantity', rowMessages.quantityRequired);
      const lotCode = lotCodeOf(f, 'material_lot_code', material);
      const movement = movements.length;
      movements.push({
        materialId: material.id,
        lotCode,
        qtyDelta: negate(quantity),
        type: 'shipment',
        note: null,
        rowId: row.id,
        rowFields: f,
        recordedAt: documentDay(date),
        expiryOverride: typeof f.expiry_override_reason === 'string' ? f.expiry_override_reason : null,
      });
      if (lotCode !== null) {
        links.push({
          type: 'shipment',
          submissionKind: shipmentSpec.kind,
          lot: movement,
          customerId,
          quantity,
          date,
          submissionId: input.submissionId,
          rowId: row.id,
        });
      }
    }
    return { movements, links };
  },
};
