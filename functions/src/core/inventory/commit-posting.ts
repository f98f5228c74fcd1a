import { conflict } from '../errors.ts';
import type { HoldGuard } from '../holds/hold-guard.ts';
import type {
  ChunkCommit,
  ChunkProof,
  ChunkResult,
  LotClaims,
  PostingCommitPort,
  PostingHeader,
  PostingReads,
} from './commit-posting-port.ts';
import {
  chunkBounds,
  entriesPerMaterial,
  lotRefKey,
  lotsNeeded,
  planPosting,
  postingFingerprint,
  postingId,
  type PostingChunk,
} from './plan-posting.ts';
import type { LedgerEntry, Posting, ResolvedLot } from './posting.ts';
import { numberEntries } from './sequence.ts';
import type { ResolvedSupplierLotClaim, SupplierLotClaim } from './supplier-lot-claim.ts';

export const postingMessages = {
  keyReused: 'This Idempotency-Key was already used for a different request',
  busy: 'The stock is being changed by many requests at once; try again',
} as const;

export interface PostingOutcome {
  postingId: string;
  entries: LedgerEntry[];
  /** The key had already been applied: nothing was written this time. */
  replayed: boolean;
  /** The lots this run resolved and posted to, by `lotRefKey` (none when it replayed). */
  lots?: ReadonlyMap<string, ResolvedLot>;
}

const MAX_ATTEMPTS = 60;
/** Tries of one chunk against transaction conflicts before its lots are resolved again. */
const CHUNK_ATTEMPTS = 20;

/** Every lot the posting names, found or created, with the numbers asked for (no header read). */
const resolveLots = async (
  port: PostingCommitPort,
  companyId: number,
  reads: Omit<PostingReads, 'postingId'>,
) => {
  const prepared = await port.prepare(companyId, { ...reads, postingId: null });
  if (prepared.header) throw new Error('A header was read where none was asked for');
  return prepared;
};

/** The claims with their lots: each names a lot the posting's movements resolved. */
const resolveClaims = (
  claims: readonly SupplierLotClaim[],
  lots: ReadonlyMap<string, ResolvedLot>,
): ResolvedSupplierLotClaim[] =>
  claims.map(({ lotCode, ...claim }) => {
    const lot = lots.get(lotRefKey(claim.materialId, lotCode));
    if (!lot)
      throw new Error(`Supplier lot ${claim.supplierLotCode} names lot ${lotCode}, not in the posting`);
    return { ...claim, lotId: lot.lotId };
  });

/**
 * The chunk numbered from the sequences reserved for it (`reserved`, reserved beside its lots'
 * reads; else reserved now), with its lots' entry counts.
 */
const describeChunk = async (
  port: PostingCommitPort,
  companyId: number,
  pid: string,
  chunk: PostingChunk,
  proof: ChunkProof,
  final: boolean,
  guard: HoldGuard | undefined,
  reserved?: ReadonlyMap<number, number>,
): Promise<ChunkCommit> => {
  const seen =
    reserved ??
    (await port.reserve(companyId, {
      postingId: pid,
      chunk: chunk.index,
      counts: entriesPerMaterial(chunk.entries),
      ...(chunk.units ? { units: chunk.units } : {}),
    }));
  const { entries, counts } = numberEntries(chunk.entries, seen);
  // Entry counts per lot, kept beside its quantity: a lot history's total without a read of its range.
  const lotEntries = new Map<number, { materialId: number; entries: number }>();
  for (const e of entries) {
    if (e.lotId !== null)
      lotEntries.set(e.lotId, {
        materialId: e.materialId,
        entries: (lotEntries.get(e.lotId)?.entries ?? 0) + 1,
      });
  }
  return { postingId: pid, chunk, entries, counts, lotEntries, proof, final, ...(guard ? { guard } : {}) };
};

/**
 * One chunk in one transaction. 'applied': the proof (header or marker) exists, so it landed
 * before. Its numbers are its own (reserved), so no other posting can take them: a lost race (a
 * transaction conflict) tries the same transaction again after a short random pause; a lot
 * merged away meanwhile goes back to the caller to resolve the lots again.
 */
const applyChunk = async (
  port: PostingCommitPort,
  companyId: number,
  pid: string,
  chunk: PostingChunk,
  proof: ChunkProof,
  final: boolean,
  guard?: HoldGuard,
  reserved?: ReadonlyMap<number, number>,
): Promise<{ result: ChunkResult; entries: LedgerEntry[] }> => {
  const commit = await describeChunk(port, companyId, pid, chunk, proof, final, guard, reserved);
  for (let attempt = 0; ; attempt++) {
    const result = await port.commitChunk(companyId, commit);
    if (result !== 'lost-race' || attempt + 1 >= CHUNK_ATTEMPTS) return { result, entries: commit.entries };
    await port.backoff(Math.min(attempt, 4));
  }
};

const replay = async (
  port: PostingCommitPort,
  companyId: number,
  pid: string,
  header: PostingHeader,
  fingerprint: string,
): Promise<PostingOutcome> => {
  if (header.fingerprint !== fingerprint) throw conflict(postingMessages.keyReused);
  return { postingId: pid, entries: await port.entries(companyId, pid, header.entries), replayed: true };
};

/**
 * Writes a posting exactly once (docs/inventory.md). One chunk: one transaction with the header.
 * Several: the header first (running), then each chunk with its marker, the last one also
 * setting the header done (and carrying the port's last writes); a retry after a crash resumes
 * at the first chunk without a marker, with the header's dates. Each chunk's entries are numbered
 * from sequences reserved for it (its own until it lands, so postings of one material do not
 * race for them); a lost race (a transaction conflict) retries the chunk; a lot merged meanwhile
 * retries with fresh lots. Refusals the port throws (a frozen submission changed, an entry
 * without its posting) surface as their domain errors; a material whose unit changed since the
 * plan (`request.units`) throws UnitChanged before the first transaction. `guard`: the first
 * transaction (the only one, or the header's) holds only on that hold epoch, else
 * HoldsChanged is thrown with nothing written; a posting already begun is not guarded again.
 * `fresh`: the caller knows of no run of this posting (a submit that has just frozen its
 * submission), so the header is not read first; one found after all (another run got there
 * first) refuses the first transaction's proof, and the posting replays or resumes as it would.
 * `claimed`: the lots' code claims as the caller read them in an earlier wait (first try only).
 */
export const commitPosting = async (
  port: PostingCommitPort,
  companyId: number,
  request: Posting,
  guard?: HoldGuard,
  fresh = false,
  claimed?: LotClaims,
): Promise<PostingOutcome> => {
  const pid = postingId(request.key);
  const fingerprint = postingFingerprint(request.movements, request.links);
  const needs = lotsNeeded(request.movements);
  // A posting of one chunk reserves its numbers beside its lots' reads: no wait of its own.
  const sequences =
    chunkBounds(request.movements.length, request.links ?? []).length === 1
      ? {
          postingId: pid,
          chunk: 0,
          counts: entriesPerMaterial(request.movements),
          ...(request.units ? { units: request.units } : {}),
        }
      : null;
  let posting = request;
  const prepared = await port.prepare(companyId, {
    postingId: fresh ? null : pid,
    needs,
    recordedAt: request.recordedAt,
    sequences,
    ...(claimed ? { claimed } : {}),
  });
  let header = prepared.header;
  if (header?.done) return replay(port, companyId, pid, header, fingerprint);
  if (header) {
    if (header.fingerprint !== fingerprint) throw conflict(postingMessages.keyReused);
    posting = { ...request, submittedAt: header.submittedAt, recordedAt: header.recordedAt, by: header.by };
  }
  let ready = prepared.header ? null : prepared;

  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    // The lots again after a lost race or a merge, or with a begun posting's dates (the numbers
    // reserved before come back: the reservation is the chunk's until it lands).
    const { lots, counts: reserved } =
      ready ?? (await resolveLots(port, companyId, { needs, recordedAt: posting.recordedAt, sequences }));
    ready = null;
    const chunks = planPosting(posting, lots);
    // Before the first transaction, as the lots' own code claims: a supplier lot claimed meanwhile
    // for another lot stops the posting here, with nothing of it written.
    if (!header && posting.supplierLots?.length)
      await port.claimSupplierLots(companyId, resolveClaims(posting.supplierLots, lots));
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
      const proof: ChunkProof = { kind: 'header', header: fresh };
      const { result, entries } = await applyChunk(
        port,
        companyId,
        pid,
        chunks[0] as PostingChunk,
        proof,
        true,
        guard,
        reserved,
      );
      if (result === 'done') return { postingId: pid, entries, replayed: false, lots };
      if (result === 'applied')
        return replay(
          port,
          companyId,
          pid,
          (await port.header(companyId, pid)) as PostingHeader,
          fingerprint,
        );
      await port.backoff(Math.min(attempt, 5));
      continue;
    }
    let started = false;
    if (!header) {
      // Its chunks reserve after the header: the units are fixed and checked before it, so a
      // unit changed since the plan stops the posting with nothing of it written.
      if (posting.units) await port.fixUnits(companyId, posting.units);
      started = (await port.begin(companyId, pid, fresh, guard)) === 'done';
      header = started ? fresh : await port.header(companyId, pid);
      if (!header) continue;
      if (header.done || !started) return commitPosting(port, companyId, request, guard);
    }
    let interrupted = false;
    const written: LedgerEntry[] = [];
    // A resumed posting skips the chunks that landed: numbers reserved for them would never land.
    const landed = started ? new Set<number>() : await port.landedChunks(companyId, pid, chunks.length);
    for (const chunk of chunks) {
      if (landed.has(chunk.index)) {
        written.push(...chunk.entries);
        continue;
      }
      const final = chunk.index === chunks.length - 1;
      const proof: ChunkProof = { kind: 'marker', index: chunk.index };
      const { result, entries } = await applyChunk(port, companyId, pid, chunk, proof, final);
      if (result === 'lost-race' || result === 'lot-merged') {
        interrupted = true;
        break;
      }
      // A chunk applied before (a resumed posting) keeps the numbers it was written with.
      written.push(...(result === 'done' ? entries : chunk.entries));
    }
    if (interrupted) {
      await port.backoff(Math.min(attempt, 5));
      continue;
    }
    return { postingId: pid, entries: written, replayed: false, lots };
  }
  throw conflict(postingMessages.busy);
};
