import { lotCodeKey } from '../../../core/inventory/lot-code.ts';
import type { CodedLot, CodeSource } from '../../../core/trace/lots-named-by.ts';
import type { LinkKind, StoredLink } from '../../../core/trace/ports.ts';
import { queryPartition } from '../kit/index.ts';
import { lotCodeIndexPartition } from '../inventory/records/lot-alias.ts';
import {
  linkSortRange,
  lotTracePartition,
  supplierTracePartition,
  toStoredLink,
} from '../inventory/records/trace-link.ts';

/** Queries at once per trace step: enough to overlap round trips, few enough not to throttle. */
const PARALLEL = 24;

const SOURCE_OF_KIND: Record<string, CodeSource> = {
  'lot-code': 'own',
  'lot-former-code': 'former',
  'trace-link': 'supplier',
};

/**
 * The lots carrying a code, from one query of its gsi1 partition: our codes' claims, former
 * codes (records/lot-alias.ts) and supplier lot codes of receipt links (records/trace-link.ts).
 */
export const lotsByCode = async (companyId: number, code: string): Promise<CodedLot[]> =>
  (
    await queryPartition({
      index: 'gsi1',
      partition: lotCodeIndexPartition(companyId, lotCodeKey(code)),
      attributes: ['material_id', 'lot_id', 'kind'],
    })
  ).flatMap((item) => {
    const source = SOURCE_OF_KIND[String(item.kind)];
    return source ? [{ materialId: Number(item.material_id), lotId: Number(item.lot_id), source }] : [];
  });

/**
 * The links in each lot's partition: one query per lot (following pages), PARALLEL at a time; of
 * `kinds`, the one sort key range that holds them.
 */
export const linksOfLots = async (
  companyId: number,
  lotIds: readonly number[],
  kinds?: readonly LinkKind[],
  consistent = true,
): Promise<Map<number, StoredLink[]>> => {
  const found = new Map<number, StoredLink[]>();
  const sortRange = kinds ? linkSortRange(kinds) : undefined;
  let next = 0;
  const worker = async () => {
    while (next < lotIds.length) {
      const lotId = lotIds[next++] as number;
      const items = await queryPartition({
        partition: lotTracePartition(companyId, lotId),
        sortRange,
        consistent,
      });
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
