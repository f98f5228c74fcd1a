import type { PostingChunk } from './plan-posting.ts';
import type { LedgerEntry, PostedBy, ResolvedLot } from './posting.ts';
import type { LotRecord } from './lot.ts';
import type { LotNeed } from './plan-posting.ts';
import type { HoldGuard } from '../holds/hold-guard.ts';
import type { ResolvedSupplierLotClaim } from './supplier-lot-claim.ts';
import type { PlannedUnits } from './planned-units.ts';

/** A posting's header: its proof of having begun (several chunks) or landed (one). */
export interface PostingHeader {
  key: string;
  fingerprint: string;
  chunks: number;
  entries: number;
  done: boolean;
  submittedAt: string;
  recordedAt: string;
  by: PostedBy;
}

/** What proves a chunk landed: the header (a one-chunk posting) or the chunk's marker. */
export type ChunkProof = { kind: 'header'; header: PostingHeader } | { kind: 'marker'; index: number };

/** One chunk, numbered and counted, described for one transaction. */
export interface ChunkCommit {
  postingId: string;
  chunk: PostingChunk;
  /** The chunk's entries numbered from the sequences reserved for them. */
  entries: LedgerEntry[];
  /** Per material: the first number reserved for the chunk (`seen`) and the one after its last. */
  counts: ReadonlyMap<number, { seen: number; next: number }>;
  /** Per lot: its material and how many entries this chunk adds to its history. */
  lotEntries: ReadonlyMap<number, { materialId: number; entries: number }>;
  proof: ChunkProof;
  /**
   * The posting's last transaction: a several-chunk posting's header is set done here, and the
   * writes the port was made with (a submission's flip to verified) join it.
   */
  final: boolean;
  /**
   * The posting's first transaction (a one-chunk posting's only one) holds only while the hold
   * epoch is this guard's; a failure is thrown as HoldsChanged. Absent on later transactions.
   */
  guard?: HoldGuard;
}

/**
 * 'done': written now. 'applied': the proof exists, it landed before. 'lost-race': another
 * transaction held an item meanwhile (retry). 'lot-merged': a lot was merged away meanwhile
 * (resolve the lots again). Any other refusal is thrown as its domain error.
 */
export type ChunkResult = 'done' | 'applied' | 'lost-race' | 'lot-merged';

/** Numbers to reserve in materials' ledgers for one chunk of a posting (`sequence.ts`). */
export interface SequenceRequest {
  postingId: string;
  chunk: number;
  /** Per material, how many entries the chunk writes. */
  counts: ReadonlyMap<number, number>;
  /**
   * The posting's planned units: once the reservation has made the materials' stock items (their
   * units fixed from then on), a unit that differs throws UnitChanged, with nothing written.
   */
  units?: PlannedUnits;
}

/**
 * A code's claim as read before a posting: the lot it leads to and, when the caller read it too
 * (a submit's hold check reads the lots it takes from, after the hold epoch it is guarded by),
 * that lot as read.
 */
export interface ClaimedLot {
  lotId: number;
  lot?: LotRecord;
}

/**
 * The lots' code claims as read before a posting (by `lotRefKey`; null where no lot claimed the
 * code): a caller that read them in an earlier wait saves the posting that read, and the lots'
 * read for those it read with their lot.
 */
export type LotClaims = ReadonlyMap<string, ClaimedLot | null>;

/** What a posting reads before a first transaction (`PostingCommitPort.prepare`). */
export interface PostingReads {
  /** The posting whose header to read first; null when the caller knows of no run of it. */
  postingId: string | null;
  needs: readonly LotNeed[];
  /** The date a lot created now is registered with. */
  recordedAt: string;
  /**
   * The numbers to reserve for the posting's only chunk, beside the lots' reads (null: a posting
   * of several chunks reserves per chunk).
   */
  sequences: SequenceRequest | null;
  /**
   * The claims as read earlier, trusted for the needs they cover (a lot merged away since is
   * refused by the transaction and resolved again; a code claimed since is found when creating it),
   * and their lots where read with them (only under a hold guard read before them: a merge or a
   * rename since moves the epoch, so the guarded transaction refuses and the claims are dropped).
   */
  claimed?: LotClaims;
}

/**
 * The header when one was found (then nothing else was read or reserved), else the lots and,
 * per material, the first number reserved (empty when `sequences` was null).
 */
export type PostingPrepared =
  | { header: PostingHeader; lots: null; counts: null }
  | { header: null; lots: Map<string, ResolvedLot>; counts: Map<number, number> };

/** What the posting's loop (commit-posting.ts) needs from storage. */
export interface PostingCommitPort {
  /** Read consistently. */
  header(companyId: number, postingId: string): Promise<PostingHeader | null>;
  /** The entries a landed posting wrote, by their ids. */
  entries(companyId: number, postingId: string, count: number): Promise<LedgerEntry[]>;
  /**
   * Reads the header (unless `postingId` is null); unless one was found, finds the lot each need
   * names (a merged code leads to its survivor) or creates it, keyed by `lotRefKey`, and beside
   * that reserves the `sequences`.
   */
  prepare(companyId: number, reads: PostingReads): Promise<PostingPrepared>;
  /**
   * Reserves consecutive numbers in each material's ledger for a chunk, answering the first per
   * material. Idempotent: a chunk that reserved before (an earlier try, a crashed run) gets the
   * same numbers back until its transaction lands.
   */
  reserve(companyId: number, request: SequenceRequest): Promise<Map<number, number>>;
  /**
   * Makes the materials' stock items exist (fixing their units) and checks the planned units
   * against them, throwing UnitChanged on a difference: a posting of several chunks, before it
   * begins, as its later chunks reserve only after the header is written.
   */
  fixUnits(companyId: number, units: PlannedUnits): Promise<void>;
  /** The chunks of a begun posting that landed (their markers exist), of its `chunks`. */
  landedChunks(companyId: number, postingId: string, chunks: number): Promise<Set<number>>;
  /** Writes a several-chunk posting's header alone: 'applied' when it exists already. */
  begin(
    companyId: number,
    postingId: string,
    header: PostingHeader,
    guard?: HoldGuard,
  ): Promise<'done' | 'applied' | 'lost-race'>;
  commitChunk(companyId: number, commit: ChunkCommit): Promise<ChunkResult>;
  /**
   * Claims supplier lots for the posting's lots (a conditional put each, as a lot code is
   * claimed): throws SupplierLotTaken when one was claimed meanwhile for another lot.
   */
  claimSupplierLots(companyId: number, claims: readonly ResolvedSupplierLotClaim[]): Promise<void>;
  /** Waits before a retry (jittered, growing with the attempt). */
  backoff(attempt: number): Promise<void>;
}
