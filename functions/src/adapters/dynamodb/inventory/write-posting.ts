import { conflict } from '../../../core/errors.ts';
import {
  lotRefKey,
  lotsNeeded,
  planPosting,
  postingFingerprint,
  postingId,
  type PostingChunk,
} from '../../../core/inventory/plan-posting.ts';
import type { LedgerEntry, Posting, ResolvedLot } from '../../../core/inventory/posting.ts';
import { backoff, put, transactOnce, update, type Write } from '../kit/index.ts';
import { postingEntries, putEntry } from './ledger-items.ts';
import { findOrCreateLot } from './lot-items.ts';
import { getHeader, markDone, type PostingHeader, putChunkMarker, putHeader } from './posting-items.ts';
import { ledgerCounts, postToStock } from './stock-items.ts';
import { numberEntries } from '../../../core/inventory/sequence.ts';
import { ZERO } from '@bp/shared/quantity/quantity.ts';
import { lotKey, unmergedLot } from './records/lot.ts';
import { traceLinkItems } from './records/trace-link.ts';

export const postingMessages = {
  keyReused: 'This Idempotency-Key was already used for a different request',
  busy: 'The stock is being changed by many requests at once; try again',
} as const;

export interface PostingOutcome {
  postingId: string;
  entries: LedgerEntry[];
  /** The key had already been applied: nothing was written this time. */
  replayed: boolean;
}

const MAX_ATTEMPTS = 60;
/** Tries of one chunk against other postings of its materials before its lots are resolved again. */
const CHUNK_ATTEMPTS = 20;

/** Finds or creates every lot the posting names (8 at a time); a code merged away leads to its survivor. */
const resolveLots = async (companyId: number, posting: Posting) => {
  const lots = new Map<string, ResolvedLot>();
  const needs = lotsNeeded(posting.movements);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(8, needs.length) }, async () => {
      while (next < needs.length) {
        const need = needs[next++] as (typeof needs)[number];
        const lot = await findOrCreateLot(
          companyId,
          need.materialId,
          need.lotCode,
          need.origin,
          posting.recordedAt,
        );
        lots.set(lotRefKey(need.materialId, need.lotCode), { lotId: lot.id, lotCode: lot.lotCode });
      }
    }),
  );
  return lots;
};

/**
 * The chunk's writes: its marker (or, for a one-chunk posting, the header) first, then the
 * entries numbered from the materials' counts read just before, the material balances (ADD, and
 * the count on condition it is still the one read), the lots (ADD, on condition they were not
 * merged away meanwhile; a lot whose delta cancels out is still checked) and the trace links
 * anchored to the chunk's movements.
 */
const chunkWrites = async (companyId: number, chunk: PostingChunk, proof: Write, last: readonly Write[]) => {
  const deltaOf = new Map(chunk.deltas.map((d) => [`${d.materialId}|${d.lotId ?? ''}`, d.delta]));
  const materialIds = [...new Set(chunk.entries.map((e) => e.materialId))];
  const { entries, counts } = numberEntries(chunk.entries, await ledgerCounts(companyId, materialIds));
  // Entry counts per lot, kept beside its quantity: a lot history's total without a read of its range.
  const lots = new Map<number, { materialId: number; entries: number }>();
  for (const e of entries) {
    if (e.lotId !== null)
      lots.set(e.lotId, { materialId: e.materialId, entries: (lots.get(e.lotId)?.entries ?? 0) + 1 });
  }
  const lotWrites = new Set(
    [...lots].map(([lotId, { materialId, entries: added }]) =>
      update(
        lotKey(companyId, materialId, lotId),
        { add: { qty: deltaOf.get(`${materialId}|${lotId}`) ?? 0, entries: added } },
        {
          condition: unmergedLot(),
          // Merged away meanwhile: resolve the lots again (the code now leads to the survivor).
          refusal: 'retry',
        },
      ),
    ),
  );
  const writes = [
    proof,
    ...entries.map((e) => putEntry(companyId, e)),
    ...[...counts].map(([materialId, count]) =>
      postToStock(companyId, materialId, deltaOf.get(`${materialId}|`) ?? ZERO, count),
    ),
    ...lotWrites,
    // Idempotent puts on keys of the submission row: a resumed chunk writes the same items.
    ...chunk.links.flatMap((link) => traceLinkItems(companyId, link).map((item) => put(item))),
    ...last,
  ];
  return { writes, entries, lotWrites: lotWrites as ReadonlySet<Write> };
};

/**
 * One chunk in one transaction. 'applied': the proof (header or marker) exists, so it landed
 * before. A lost race on the counts or the items (another posting of the same material) numbers
 * the entries again and retries here; only a lot merged away meanwhile answers 'retry', for the
 * caller to resolve the lots again.
 */
const applyChunk = async (
  companyId: number,
  chunk: PostingChunk,
  proof: Write,
  last: readonly Write[] = [],
) => {
  for (let attempt = 0; ; attempt++) {
    const { writes, entries, lotWrites } = await chunkWrites(companyId, chunk, proof, last);
    let lotMerged = false;
    const result = await transactOnce(writes, {
      explain: (index, write) => {
        if (index === 0) return 'applied';
        lotMerged ||= lotWrites.has(write);
        return write.refusal ?? 'retry';
      },
    });
    if (result !== 'retry' || lotMerged || attempt + 1 >= CHUNK_ATTEMPTS) return { result, entries };
    await backoff(Math.min(attempt, 4));
  }
};

const replay = async (companyId: number, pid: string, header: PostingHeader, fingerprint: string) => {
  if (header.fingerprint !== fingerprint) throw conflict(postingMessages.keyReused);
  return { postingId: pid, entries: await postingEntries(companyId, pid, header.entries), replayed: true };
};

/**
 * Writes a posting exactly once (docs/inventory.md). One chunk: one transaction with the header.
 * Several: the header first (running), then each chunk with its marker, the last one also
 * setting the header done (and carrying `options.last`); a retry after a crash resumes at the first chunk without a marker. A lost race (a transaction
 * conflict, another posting numbering the same material's entries) retries the chunk; a lot
 * merged meanwhile retries with fresh lots. Quantities only ever move with ADD.
 */
export interface PostingOptions {
  /**
   * Writes that land in the posting's last transaction, with its last entries (a submission's
   * flip to verified): at most two items, so the chunk stays within one transaction.
   */
  last?: readonly Write[];
}

export const writePosting = async (
  companyId: number,
  request: Posting,
  options: PostingOptions = {},
): Promise<PostingOutcome> => {
  const last = options.last ?? [];
  if (last.length > 2) throw new Error("At most two writes join a posting's last transaction");
  const pid = postingId(request.key);
  const fingerprint = postingFingerprint(request.movements, request.links);
  let posting = request;
  let header = await getHeader(companyId, pid);
  if (header?.done) return replay(companyId, pid, header, fingerprint);
  if (header) {
    if (header.fingerprint !== fingerprint) throw conflict(postingMessages.keyReused);
    posting = { ...request, submittedAt: header.submittedAt, recordedAt: header.recordedAt, by: header.by };
  }

  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const chunks = planPosting(posting, await resolveLots(companyId, posting));
    const fresh: PostingHeader = {
      key: posting.key,
      fingerprint,
      chunks: chunks.length,
      entries: posting.movements.length,
      done: chunks.length === 1,
      submittedAt: posting.submittedAt,
      recordedAt: posting.recordedAt,
      by: posting.by,
    };
    if (chunks.length === 1) {
      const { result, entries } = await applyChunk(
        companyId,
        chunks[0] as PostingChunk,
        putHeader(companyId, pid, fresh),
        last,
      );
      if (result === 'done') return { postingId: pid, entries, replayed: false };
      if (result === 'applied')
        return replay(companyId, pid, (await getHeader(companyId, pid)) as PostingHeader, fingerprint);
      await backoff(Math.min(attempt, 5));
      continue;
    }
    if (!header) {
      const started = (await transactOnce([putHeader(companyId, pid, fresh)])) === 'done';
      header = started ? fresh : await getHeader(companyId, pid);
      if (!header) continue;
      if (header.done || !started) return writePosting(companyId, request, options);
    }
    let interrupted = false;
    const written: LedgerEntry[] = [];
    for (const chunk of chunks) {
      // The last chunk also marks the posting done, with the caller's last writes.
      const final = chunk.index === chunks.length - 1 ? [markDone(companyId, pid), ...last] : [];
      const { result, entries } = await applyChunk(
        companyId,
        chunk,
        putChunkMarker(companyId, pid, chunk.index),
        final,
      );
      if (result === 'retry') {
        interrupted = true;
        break;
      }
      // A chunk applied before (a resumed posting) keeps the numbers it was written with.
      written.push(...(result === 'done' ? entries : chunk.entries));
    }
    if (interrupted) {
      await backoff(Math.min(attempt, 5));
      continue;
    }
    return { postingId: pid, entries: written, replayed: false };
  }
  throw conflict(postingMessages.busy);
};
