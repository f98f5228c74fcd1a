import type { SubmitResult } from '@bp/shared/contracts/submissions/common.ts';
import { tenantPrefix, type ItemKey } from '@bp/shared/table/schema.ts';
import type { SubmitKeyMarker } from '../../../../core/submissions/submit-key.ts';

/**
 * A submit's Idempotency-Key (docs/offline.md): one item per company, kind and key naming the
 * submission it froze and the request's hash, written in the freezing write's transaction.
 */
export const submitKeyKey = (companyId: number, kind: string, key: string): ItemKey => ({
  pk: `${tenantPrefix(companyId)}SUBMITKEY#${kind}`,
  sk: `KEY#${key}`,
});

export const markerItem = (companyId: number, kind: string, m: SubmitKeyMarker) => ({
  ...submitKeyKey(companyId, kind, m.key),
  kind: 'submit_key',
  submission_id: m.submissionId,
  request_sha256: m.request,
  transactions: m.transactions,
  lots: m.lots.map((l) => [l.materialId, l.lotCode]),
});

export const toMarker = (key: string, item: Record<string, unknown>): SubmitKeyMarker => ({
  key,
  submissionId: Number(item.submission_id),
  request: String(item.request_sha256),
  transactions: Number(item.transactions),
  lots:
    (item.lots as [number, string][] | undefined)?.map(([materialId, lotCode]) => ({
      materialId: Number(materialId),
      lotCode: String(lotCode),
    })) ?? [],
  answer: (item.first_answer as SubmitResult | undefined) ?? null,
});
