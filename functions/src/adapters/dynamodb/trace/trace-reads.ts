import { lotCodeKey } from '../../../core/inventory/lot-code.ts';
import type { LotRef, StoredLink } from '../../../core/trace/ports.ts';
import { queryPartition } from '../kit/index.ts';
import { lotCodeIndexPartition } from '../inventory/records/lot-alias.ts';
import { lotTracePartition, supplierTracePartition, toStoredLink } from '../inventory/records/trace-link.ts';

/** Queries at once per trace step: enough to overlap round trips, few enough not to throttle. */
const PARALLEL = 24;

/**
 * The lots a code names, from one query of its gsi1 partition: every material's lot claiming it
 * now; for a material where none does, the lots that had it before a rename (former codes); and
 * when no lot of ours has or had it, the lots received under it as a supplier's own lot code.
 */
export const lotsByCode = async (companyId: number, code: string): Promise<LotRef[]> => {
  const items = await queryPartition({
    index: 'gsi1',
    partition: lotCodeIndexPartition(companyId, lotCodeKey(code)),
    attributes: ['material_id', 'lot_id', 'kind'],
  });
  const refsOf = (kind: string) =>
    items
      .filter((i) => i.kind === kind)
      .map((i) => ({ materialId: Number(i.material_id), lotId: Number(i.lot_id) }));
  const claims = refsOf('lot-code');
  const claimed = new Set(claims.map((r) => r.materialId));
  const ours = [...claims, ...refsOf('lot-former-code').filter((r) => !claimed.has(r.materialId))];
  if (ours.length) return ours;
  return [...new Map(refsOf('trace-link').map((r) => [r.lotId, r])).values()];
};

/** The links in each lot's partition: one query per lot (following pages), PARALLEL at a time. */
export const linksOfLots = async (
  companyId: number,
  lotIds: readonly number[],
): Promise<Map<number, StoredLink[]>> => {
  const found = new Map<number, StoredLink[]>();
  let next = 0;
  const worker = async () => {
    while (next < lotIds.length) {
      const lotId = lotIds[next++] as number;
      const items = await queryPartition({ partition: lotTracePartition(companyId, lotId) });
      found.set(
        lotId,
        items.map(toStoredLink).filter((l): l is StoredLink => l !== null),
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, lotIds.length) }, worker));
  return found;
};

type ReceiptLink = Extract<StoredLink, { type: 'receipt' }>;

/** A supplier's receipt links (its partition lists every lot it delivered): one query. */
export const supplierReceipts = async (companyId: number, supplierId: number): Promise<ReceiptLink[]> =>
  (await queryPartition({ partition: supplierTracePartition(companyId, supplierId) }))
    .map(toStoredLink)
    .filter((l): l is ReceiptLink => l?.type === 'receipt');
