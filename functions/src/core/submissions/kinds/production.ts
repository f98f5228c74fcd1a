import { productionSpec } from '@bp/shared/contracts/submissions/kinds.ts';
import { productionMessages, rowMessages } from '@bp/shared/contracts/submissions/messages.ts';
import { negate } from '@bp/shared/quantity/quantity.ts';
import { invalid } from '../../errors.ts';
import type { PlannedMovement, SubmissionKind } from '../kind.ts';
import { documentDay } from '../../inventory/posting.ts';
import type { TraceLink } from '../../inventory/trace-link.ts';
import { atLeastOne, dateOf, lotCodeOf, materialOf, positive, required, text } from '../rules.ts';

/**
 * A production run: every material row is used (production_usage, -amt_used) from its lot, the
 * product's outgoing lot receives the output (production_output, +quantity_produced), and each
 * input lot is linked to the output lot for tracing.
 */
export const productionKind: SubmissionKind = {
  spec: productionSpec,
  rowMaterials: { types: productionSpec.rowMaterialTypes, message: productionMessages.noFinishedGoodsInputs },
  plan(input) {
    const h = input.header;
    const date = dateOf(h, 'production_date', productionMessages.dateRequired);
    const productId = typeof h.product_id === 'number' ? h.product_id : null;
    const product = required(
      productId === null ? null : input.materials.get(productId),
      productionMessages.productRequired,
    );
    const outgoingLot = required(text(h, 'outgoing_lot'), productionMessages.outgoingLotRequired);
    const produced = positive(
      h,
      'quantity_produced',
      productionMessages.quantityProducedRequired,
      productionMessages.quantityProducedPositive,
    );
    const unit = required(text(h, 'quantity_unit'), productionMessages.quantityUnitRequired);
    const output = input.toMaterialUnit(produced, unit, product);

    const movements: PlannedMovement[] = [];
    const links: TraceLink[] = [];
    const rows = atLeastOne(input.rows, rowMessages.materialsRequired);
    // One usage per row, then the output: the output lot is the movement after the rows.
    const outputMovement = rows.length;
    for (const row of rows) {
      const f = row.fields;
      const material = materialOf(input, row);
      if (material.materialType === 'finished_goods') throw invalid(productionMessages.noFinishedGoodsInputs);
      const amount = positive(f, 'amt_used', rowMessages.amountRequired);
      const rowUnit = required(text(f, 'unit'), rowMessages.unitRequired);
      const lotCode = lotCodeOf(f, 'material_lot', material, rowMessages.lotRequiredLong);
      const used = input.toMaterialUnit(amount, rowUnit, material);
      const inputMovement = movements.length;
      movements.push({
        materialId: material.id,
        lotCode,
        qtyDelta: negate(used),
        type: 'production_usage',
        note: null,
        rowId: row.id,
        rowFields: f,
        recordedAt: documentDay(date),
      });
      if (lotCode !== null) {
        links.push({
          type: 'production',
          submissionKind: productionSpec.kind,
          input: inputMovement,
          output: outputMovement,
          quantityUsed: used,
          quantityProduced: output,
          date,
          submissionId: input.submissionId,
          rowId: row.id,
        });
      }
    }
    movements.push({
      materialId: product.id,
      lotCode: outgoingLot,
      qtyDelta: output,
      type: 'production_output',
      note: null,
      rowId: null,
      recordedAt: documentDay(date),
    });
    return { movements, links };
  },
};
