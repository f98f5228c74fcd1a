import { goodsReceiptSpec } from '@bp/shared/contracts/submissions/kinds.ts';
import { describe, expect, it } from 'vitest';
import { contentFingerprint } from './duplicates.ts';
import type { RowRecord } from './records.ts';

const row = (fields: RowRecord['fields']): RowRecord => ({ id: 1, submissionId: 1, rowIndex: 1, fields });
const base = { supplier_id: 4, material_id: 1, lot_code: 'L-1', quantity: 2000, receipt_date: '2026-03-01' };
const moved = [{ materialId: 1, lotCode: 'L-1', qtyDelta: 2000 }];
const print = (fields: RowRecord['fields']) =>
  contentFingerprint(goodsReceiptSpec, { receipt_date: '2026-03-01' }, [row(fields)], moved);

describe('contentFingerprint', () => {
  it("is the document's: the supplier's own dates for their lot do not make it another", () => {
    expect(print({ ...base, supplier_best_before: '2027-01-31', supplier_use_by: '2026-12-31' })).toBe(
      print(base),
    );
    // The receipt's own date does.
    expect(print({ ...base, receipt_date: '2026-03-02' })).not.toBe(print(base));
  });
});
