import { describe, expect, it } from 'vitest';
import { typedKindSchemas } from './kind.ts';
import type { RowInputOf, RowOf, SubmissionOf } from './kind-types.ts';
import { goodsReceiptSpec, productionSpec } from './kinds.ts';

/**
 * kind-types.ts reads a kind's types off its declaration; kindSchemas builds the zod schemas
 * from the same declaration at run time. Values written to the types (every field present, or
 * the compiler refuses them) must be what the schemas accept and answer.
 */
const stamp = '2026-01-02T03:04:05.000Z';
const base = {
  id: 7,
  submission_type: 'manual_entry',
  submission_status: 'created',
  is_archived: false,
  created_at: stamp,
  updated_at: stamp,
  submitted_at: null,
  file_url: null,
  filename: null,
  failure_reason: null,
} as const;

describe('kind types and kind schemas', () => {
  it('a goods receipt row written to its type is what the row schema answers', () => {
    const row: RowOf<typeof goodsReceiptSpec> = {
      id: 3,
      row_id: 3,
      row_index: 1,
      submission_id: 7,
      supplier_id: 1,
      supplier_name: 'Acme',
      supplier_recognised: true,
      material_id: null,
      material_name: null,
      material_recognised: false,
      lot_code: 'L-1',
      supplier_lot_code: null,
      supplier_use_by: null,
      supplier_best_before: null,
      supplier_production_date: null,
      split_supplier_lot: null,
      po_number: null,
      quantity: 2.5,
      unit: 'kg',
      receipt_date: '2026-03-01',
    };
    expect(typedKindSchemas(goodsReceiptSpec).row.parse(row)).toEqual(row);
    const patch: RowInputOf<typeof goodsReceiptSpec> = {
      quantity: '2.5',
      supplier_name: 'Acme',
      row_index: 2,
    };
    expect(typedKindSchemas(goodsReceiptSpec).rowPatch.safeParse(patch).success).toBe(true);
  });

  it('a production submission written to its type, materials included, is what the schema answers', () => {
    const submission: SubmissionOf<typeof productionSpec> = {
      ...base,
      production_date: '2026-03-01',
      product_id: 4,
      product_name: 'Seeded loaf',
      outgoing_lot: 'LOAF-1',
      quantity_produced: 10,
      quantity_unit: 'pcs',
      summary: { parties: [], date: '2026-03-01', lots: ['LOAF-1', 'FLR-1'], lot_count: 2, row_count: 1 },
      materials: [
        {
          id: 1,
          row_id: 1,
          row_index: 1,
          submission_id: 7,
          material_id: 2,
          material_name: 'Flour',
          material_type: 'ingredient',
          material_lot: 'FLR-1',
          unit: 'kg',
          amt_used: 2,
          confirm_unknown_lot: null,
        },
      ],
    };
    // The answer also shows aliases (production_date as date, a row's material_type as type).
    const answer = {
      ...submission,
      date: submission.production_date,
      materials: submission.materials.map((m) => ({ ...m, type: m.material_type })),
    };
    expect(typedKindSchemas(productionSpec).submission.parse(answer)).toMatchObject(submission);
  });
});
