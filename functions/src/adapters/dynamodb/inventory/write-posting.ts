import type {
  ChunkCommit,
  ChunkResult,
  PostingCommitPort,
} from '../../../core/inventory/commit-posting-port.ts';
import { conflict } from '../../../core/errors.ts';
import { postingMessages } from '../../../core/inventory/commit-posting.ts';
import { ZERO } from '@bp/shared/quantity/quantity.ts';
import { backoff, MAX_TRANSACTION_ITEMS, put, transactOnce, update, type Write } from '../kit/index.ts';
import { claimSupplierLot } from './records/supplier-lot-claim.ts';
import { postingEntries, putEntry } from './ledger-items.ts';
import { preparePosting } from './prepare-posting.ts';
import { getHeader, landedChunks, markDone, putChunkMarker, putHeader } from './posting-items.ts';
import { postToStock } from './stock-items.ts';
import { pendingAttribute, reserveSequences } from './sequence-reservations.ts';
import { fixUnits } from './unit-checks.ts';
import { lotKey, lotReceiptsOf, unmergedLot } from './records/lot.ts';
import { traceLinkItems } from './records/trace-link.ts';
import { holdEpochUnchanged } from '../holds/records/hold-epoch.ts';

/**
 * The chunk's writes: its proof (the header, or its marker) first, then the entries, the
 * material balances (ADD, with the count, taking off the chunk's reservation), the lots (ADD,
 * on condition they were not merged away meanwhile; a lot whose delta cancels out is still
 * checked), the trace links anchored to the chunk's movements, and in the last transaction the
 * header set done with the caller's last writes.
 */
const chunkWrites = (companyId: number, c: ChunkCommit, last: readonly Write[]) => {
  const deltaOf = new Map(c.chunk.deltas.map((d) => [`${d.materialId}|${d.lotId ?? ''}`, d.delta]));
  const proof =
    c.proof.kind === 'header'
      ? putHeader(companyId, c.postingId, c.proof.header)
      : putChunkMarker(companyId, c.postingId, c.proof.index);
  const lotWrites = new Set(
    [...c.lotEntries].map(([lotId, { materialId, entries }]) =>
      update(
        lotKey(companyId, materialId, lotId),
        {
          add: { qty: deltaOf.get(`${materialId}|${lotId}`) ?? 0, entries },
          // The lot's receipts (supplier, the supplier's lot code, date) land with its stock.
          append: { receipts: lotReceiptsOf(c.chunk.links, lotId) },
        },
        // Merged away meanwhile: the loop resolves the lots again (the code now leads to the survivor).
        { condition: unmergedLot(), refusal: 'retry' },
      ),
    ),
  );
  // A one-chunk posting's header is written done; a longer one's is set done by its last chunk.
  const final = !c.final
    ? []
    : c.proof.kind === 'marker'
      ? [markDone(companyId, c.postingId), ...last]
      : last;
  const stockWrites = new Map(
    [...c.counts].map(([materialId, count]) => [
      postToStock(
        companyId,
        materialId,
        deltaOf.get(`${materialId}|`) ?? ZERO,
        count,
        pendingAttribute(c.postingId, c.chunk.index, count.next - count.seen),
        c.chunk.units?.[String(materialId)],
      ),
      materialId,
    ]),
  );
  const writes = [
    proof,
    ...c.entries.map((e) => putEntry(companyId, e)),
    ...stockWrites.keys(),
    ...lotWrites,
    // Idempotent puts on keys of the submission row: a resumed chunk writes the same items.
    ...c.chunk.links.flatMap((link) => traceLinkItems(companyId, link).map((item) => put(item))),
    ...final,
    ...(c.guard ? [holdEpochUnchanged(companyId, c.guard.epoch)] : []),
  ];
  return { writes, lotWrites: lotWrites as ReadonlySet<Write> };
};

/**
 * The posting loop's storage (core/inventory/commit-posting.ts). `last`: writes that land in the
 * posting's last transaction, with its last entries (a submission's flip to verified): at most
 * two items, so the chunk stays within one transaction. A refusal of theirs is thrown as the
 * domain error it carries.
 */
export const postingCommitPort = (last: readonly Write[] = []): PostingCommitPort => {
  if (last.length > 2) throw new Error("At most two writes join a posting's last transaction");
  return {
    header: getHeader,
    entries: postingEntries,
    prepare: preparePosting,
    reserve: reserveSequences,
    fixUnits,
    landedChunks,
    begin: async (companyId, postingId, header, guard) => {
      const result = await transactOnce([
        putHeader(companyId, postingId, header),
        ...(guard ? [holdEpochUnchanged(companyId, guard.epoch)] : []),
      ]);
      return result === 'retry' ? 'lost-race' : result;
    },
    commitChunk: async (companyId, commit): Promise<ChunkResult> => {
      const { writes, lotWrites } = chunkWrites(companyId, commit, last);
      let lotMerged = false;
      const result = await transactOnce(writes, {
        onRefused: (refused) => {
          lotMerged = refused.some((write) => lotWrites.has(write));
        },
        explain: (index, write) => (index === 0 ? 'applied' : (write.refusal ?? 'retry')),
      });
      if (result !== 'retry') return result;
      return lotMerged ? 'lot-merged' : 'lost-race';
    },
    claimSupplierLots: async (companyId, claims) => {
      // Claims of different supplier lots are independent: one transaction of up to 100 at a time.
      for (let at = 0; at < claims.length; at += MAX_TRANSACTION_ITEMS) {
        const writes = claims
          .slice(at, at + MAX_TRANSACTION_ITEMS)
          .map((c) => claimSupplierLot(companyId, c));
        let attempt = 0;
        // 'retry' is a transaction conflict (another claim of the same item at that instant).
        while ((await transactOnce(writes)) === 'retry') {
          if (++attempt >= 10) throw conflict(postingMessages.busy);
          await backoff(attempt);
        }
      }
    },
    backoff: async (attempt) => {
      await backoff(attempt);
    },
  };
};
