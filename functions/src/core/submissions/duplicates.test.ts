import { goodsReceiptSpec } from '@bp/shared/contracts/submissions/kinds.ts';
import { describe, expect, it } from 'vitest';
import { Conflict } from '../errors.ts';
import type { SubmissionContext } from './drafts.ts';
import { contentFingerprint, refuseSameContent } from './duplicates.ts';
import type { RowRecord, SameContent } from './records.ts';

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

describe('refuseSameContent', () => {
  const earlier = (id: number, more: Partial<SameContent> = {}): SameContent => ({
    id,
    submissionType: 'manual_entry',
    status: 'verified',
    archived: false,
    createdAt: '2026-03-01T08:00:00.000Z',
    submittedAt: '2026-03-01T09:00:00.000Z',
    filename: null,
    ...more,
  });
  /** The engine's context over a content index answering `found`; records what it was asked. */
  const ctxOver = (found: SameContent[]) => {
    const asked: unknown[][] = [];
    const ctx = {
      companyId: 7,
      kind: { spec: goodsReceiptSpec },
      ports: {
        sameContent: async (...args: unknown[]) => {
          asked.push(args);
          return found;
        },
      },
    } as unknown as SubmissionContext;
    return { ctx, asked };
  };
  const refusal = async (found: SameContent[], self = 50, confirm = false) => {
    const { ctx, asked } = ctxOver(found);
    try {
      await refuseSameContent(ctx, self, 'f1', confirm);
      return { asked, error: null };
    } catch (error) {
      return { asked, error: error as Conflict };
    }
  };

  it("asks the index for the company's kind and fingerprint, and names the newest earlier verified one", async () => {
    const { asked, error } = await refusal([earlier(3), earlier(12), earlier(8)]);
    expect(asked).toEqual([[7, 'goods_receipt', 'f1']]);
    expect(error).toBeInstanceOf(Conflict);
    expect(error?.details).toMatchObject({ reason: 'same_content', duplicate_of: { id: 12 } });
  });

  it('counts only verified, not archived, not itself', async () => {
    const others = [
      earlier(60, { status: 'submitting' }),
      earlier(61, { status: 'created' }),
      earlier(62, { archived: true }),
      earlier(50),
    ];
    expect((await refusal(others)).error).toBeNull();
    expect((await refusal([...others, earlier(4)])).error?.details).toMatchObject({
      duplicate_of: { id: 4 },
    });
  });

  it('asks nothing when the request confirms', async () => {
    const { asked, error } = await refusal([earlier(3)], 50, true);
    expect(error).toBeNull();
    expect(asked).toEqual([]);
  });
});
