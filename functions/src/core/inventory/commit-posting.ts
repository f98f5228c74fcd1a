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
  lotRefKey,
  lotsNeeded,
  MOVEMENTS_PER_CHUNK,
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
/** Tries of one chunk against other postings of its materials before its lots are resolved again. */
const CHUNK_ATTEMPTS = 20;

/** Every lot the posting names, found or created, with the counts asked for (no header read). */
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

/** The chunk numbered from the materials' counts read just before, with its lots' entry counts. */
const describeChunk = async (
  port: PostingCommitPort,
  companyId: number,
  pid: string,
  chunk: PostingChunk,
  proof: ChunkProof,
  final: boolean,
  guard: HoldGuard | undefined,
  counted?: ReadonlyMap<number, number>,
): Promise<ChunkCommit> => {
  const materialIds = [...new Set(chunk.entries.map((e) => e.materialId))];
  const seen = counted ?? (await port.ledgerCounts(companyId, materialIds));
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
 * before. A lost race on the counts (another posting of the same material numbered its entries
 * first) numbers the entries again from the counts the refusal carried, with no read; any other
 * lost race reads the counts again; both after a short random pause; a lot merged away meanwhile goes back
 * to the caller to resolve the lots again. `counted`: the materials' counts read beside the lots,
 * for the first try (the transaction holds only on them, so counts read early cost at most a retry).
 */
const applyChunk = async (
  port: PostingCommitPort,
  companyId: number,
  pid: string,
  chunk: PostingChunk,
  proof: ChunkProof,
  final: boolean,
  guard?: HoldGuard,
  counted?: ReadonlyMap<number, number>,
): Promise<{ result: ChunkResult; entries: LedgerEntry[] }> => {
  let known = counted;
  for (let attempt = 0; ; attempt++) {
    const commit = await describeChunk(port, companyId, pid, chunk, proof, final, guard, known);
    const answer = await port.commitChunk(companyId, commit);
    const result = typeof answer === 'string' ? answer : 'lost-race';
    if (result !== 'lost-race' || attempt + 1 >= CHUNK_ATTEMPTS) return { result, entries: commit.entries };
    // The counts this try was numbered from, those that moved replaced by their values now; else
    // read them again. Either way a pause first: the losers of one race all retrying at once lose
    // again to each other (a 50-user run's submit p95 doubled without it).
    known =
      typeof answer === 'string'
        ? undefined
        : new Map([...[...commit.counts].map(([id, c]) => [id, c.seen] as const), ...answer.countsMoved]);
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
 * at the first chunk without a marker, with the header's dates. A lost race (a transaction
 * conflict, another posting numbering the same material's entries) retries the chunk on fresh
 * counts; a lot merged meanwhile retries with fresh lots. Refusals the port throws (a frozen
 * submission changed, an entry without its posting) surface as their domain errors. `guard`: the
 * first transaction (the only one, or the header's) holds only on that hold epoch, else
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
  const materialIds = [...new Set(request.movements.map((m) => m.materialId))];
  // A posting of one chunk reads its materials' counts with its lots, the last read before its
  // transaction: one wait fewer, and a short window for another posting to move them.
  const countsOf = request.movements.length <= MOVEMENTS_PER_CHUNK ? materialIds : [];
  let posting = request;
  const prepared = await port.prepare(companyId, {
    postingId: fresh ? null : pid,
    needs,
    recordedAt: request.recordedAt,
    countsOf,
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
    // The lots (and counts) again after a lost race or a merge, or with a begun posting's dates.
    const { lots, counts: counted } =
      ready ?? (await resolveLots(port, companyId, { needs, recordedAt: posting.recordedAt, countsOf }));
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
        counted,
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
    if (!header) {
      const started = (await port.begin(companyId, pid, fresh, guard)) === 'done';
      header = started ? fresh : await port.header(companyId, pid);
      if (!header) continue;
      if (header.done || !started) return commitPosting(port, companyId, request, guard);
    }
    let interrupted = false;
    const written: LedgerEntry[] = [];
    for (const chunk of chunks) {
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
