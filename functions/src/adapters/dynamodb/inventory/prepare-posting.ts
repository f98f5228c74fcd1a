import type {
  ClaimedLot,
  LotClaims,
  PostingPrepared,
  PostingReads,
} from '../../../core/inventory/commit-posting-port.ts';
import { lotCodeKey } from '../../../core/inventory/lot-code.ts';
import { type LotNeed, type LotRef, lotRefKey } from '../../../core/inventory/plan-posting.ts';
import type { ResolvedLot } from '../../../core/inventory/posting.ts';
import type { ItemKey } from '@bp/shared/table/schema.ts';
import { batchGetItems, keyId } from '../kit/index.ts';
import { createLot, findOrCreateLot } from './lot-items.ts';
import { lotAliasKey } from './records/lot-alias.ts';
import { lotKey, type StoredLot, toLot } from './records/lot.ts';
import { postingHeaderKey, toHeader } from './records/posting.ts';
import { reserveSequences } from './sequence-reservations.ts';

const resolved = (lot: StoredLot): ResolvedLot => ({ lotId: lot.id, lotCode: lot.lotCode, lot });

/** Reads the keys consistently, answering the items by key. */
const readKeys = async (keys: readonly ItemKey[]) => {
  const items = keys.length ? await batchGetItems(keys, true) : [];
  return new Map(items.map((item) => [keyId({ pk: String(item.pk), sk: String(item.sk) }), item]));
};

/**
 * A posting's reads before its first transaction, in two waits (core/inventory/commit-posting.ts):
 * first the header (unless the caller knows of no run) with every lot's code claim; then, unless
 * a header was found, the claimed lots in one read, beside the creation of the lots no code
 * claims and the reservation of the posting's ledger numbers (sequence-reservations.ts). A header
 * found: nothing is resolved, created or reserved (a replay or a resumed run resolves its lots
 * with the header's dates).
 */
export const preparePosting = async (companyId: number, reads: PostingReads): Promise<PostingPrepared> => {
  const claimKey = (n: LotNeed) => lotAliasKey(companyId, n.materialId, lotCodeKey(n.lotCode));
  const known = (n: LotNeed) => reads.claimed?.has(lotRefKey(n.materialId, n.lotCode)) === true;
  const claimOf = (n: LotNeed) => reads.claimed?.get(lotRefKey(n.materialId, n.lotCode)) ?? undefined;
  const claimKeys = reads.needs.filter((n) => !known(n)).map(claimKey);
  const headerKey = reads.postingId === null ? null : postingHeaderKey(companyId, reads.postingId);
  const firstKeys = headerKey ? [headerKey, ...claimKeys] : claimKeys;
  const first = await readKeys(firstKeys);
  const header = headerKey ? first.get(keyId(headerKey)) : undefined;
  if (header) return { header: toHeader(header), lots: null, counts: null };

  const lotIds = reads.needs.map((n) =>
    known(n) ? claimOf(n)?.lotId : (first.get(keyId(claimKey(n)))?.lot_id as number | undefined),
  );
  // Lots the caller read with their claims are not read again.
  const lotKeys = reads.needs.flatMap((n, i) =>
    lotIds[i] === undefined || claimOf(n)?.lot ? [] : [lotKey(companyId, n.materialId, Number(lotIds[i]))],
  );
  const [second, created, counts] = await Promise.all([
    readKeys(lotKeys),
    Promise.all(
      reads.needs.map(async (n, i) =>
        lotIds[i] === undefined
          ? ((await createLot(companyId, n.materialId, n.lotCode, n.origin, reads.recordedAt)) ??
            (await findOrCreateLot(companyId, n.materialId, n.lotCode, n.origin, reads.recordedAt)))
          : null,
      ),
    ),
    reads.sequences ? reserveSequences(companyId, reads.sequences) : new Map<number, number>(),
  ]);
  const lots = new Map<string, ResolvedLot>();
  await Promise.all(
    reads.needs.map(async (n, i) => {
      const stored =
        lotIds[i] === undefined
          ? null
          : second.get(keyId(lotKey(companyId, n.materialId, Number(lotIds[i]))));
      // A claim whose lot was not found (never, as both land in one transaction): resolved the long way.
      const lot =
        created[i] ??
        claimOf(n)?.lot ??
        (stored
          ? toLot(stored)
          : await findOrCreateLot(companyId, n.materialId, n.lotCode, n.origin, reads.recordedAt));
      lots.set(lotRefKey(n.materialId, n.lotCode), resolved(lot));
    }),
  );
  return { header: null, lots, counts };
};

/**
 * The lots' code claims in one consistent read (`LotClaims`), for a posting to come; `withLots`:
 * then the lots they lead to in one more (a code's lot, as `findLotByCode` reads it, for all the
 * codes in two calls instead of two each).
 */
export const readLotClaims = async (
  companyId: number,
  refs: readonly LotRef[],
  withLots = false,
): Promise<LotClaims> => {
  const keys = refs.map((n) => lotAliasKey(companyId, n.materialId, lotCodeKey(n.lotCode)));
  const found = await readKeys(keys);
  const lotIdOf = (i: number) => {
    const lotId = found.get(keyId(keys[i] as ItemKey))?.lot_id;
    return lotId === undefined ? undefined : Number(lotId);
  };
  const lotKeyOf = (i: number) => lotKey(companyId, (refs[i] as LotRef).materialId, lotIdOf(i) as number);
  const claimed = refs.flatMap((_, i) => (lotIdOf(i) === undefined ? [] : [lotKeyOf(i)]));
  const lots = withLots ? await readKeys(claimed) : null;
  return new Map(
    refs.map((n, i) => {
      const lotId = lotIdOf(i);
      const item = lotId === undefined ? undefined : lots?.get(keyId(lotKeyOf(i)));
      const claim: ClaimedLot | null =
        lotId === undefined ? null : { lotId, ...(item ? { lot: toLot(item) } : {}) };
      return [lotRefKey(n.materialId, n.lotCode), claim];
    }),
  );
};
