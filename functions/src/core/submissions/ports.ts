import type { CustomUnitDefinition } from '@bp/shared/quantity/units.ts';
import type { LearnedAlias } from '../documents/match/catalog.ts';
import type { ExpiryPorts } from '../expiry/ports.ts';
import type { HoldGuard } from '../holds/hold-guard.ts';
import type { HoldReadPorts } from '../holds/ports.ts';
import type { InventoryPorts } from '../inventory/ports.ts';
import type { LotClaims } from '../inventory/commit-posting-port.ts';
import type { ResolvedLot } from '../inventory/posting.ts';
import type { SubmitResult } from '@bp/shared/contracts/submissions/common.ts';
import type { CountedClasses, SubmissionClass } from './classes.ts';
import type { SubmitKeyMarker } from './submit-key.ts';
import type {
  FilePin,
  FrozenSubmit,
  KindName,
  MaterialInfo,
  RowRecord,
  RowsSummary,
  SameContent,
  SubmissionRecord,
} from './records.ts';

/** The master records a request names, by collection. */
export interface MasterIds {
  materials: readonly number[];
  suppliers: readonly number[];
  customers: readonly number[];
}

export interface Masters {
  materials: Map<number, MaterialInfo>;
  suppliers: Map<number, string>;
  customers: Map<number, string>;
}

/** A frozen submission the sweeper finds (across companies). */
export interface FrozenRef {
  companyId: number;
  kind: KindName;
  id: number;
  frozenAt: string;
}

/** An upload the sweep finds waiting for its file (across companies). */
export interface WaitingRef {
  companyId: number;
  kind: KindName;
  id: number;
  since: string;
}

/**
 * What the submission engine needs from storage (adapters/dynamodb/submissions). Every write
 * holds on a condition and answers how it went instead of overwriting: the submission's own
 * writes on the revision they were computed from, row edits on the submission being neither
 * verified nor frozen by a submit (docs/submissions.md, Drafts and states).
 */
export interface SubmissionPorts {
  /**
   * A new submission; with a client key (Idempotency-Key) a second create with the same key
   * answers the submission the first created (nothing new is written).
   */
  create(
    companyId: number,
    record: Omit<SubmissionRecord, 'id'>,
    clientKey?: string,
  ): Promise<SubmissionRecord>;
  get(companyId: number, kind: KindName, id: number): Promise<SubmissionRecord | null>;
  /**
   * The submission and the company's hold epoch (core/holds/hold-guard.ts), both read
   * consistently in one wait: a submit's first read, before any read its hold check decides on;
   * with `masters`, those master records too (as `masters` answers them), in the same call.
   */
  getWithEpoch(
    companyId: number,
    kind: KindName,
    id: number,
    masters?: MasterIds,
  ): Promise<{ submission: SubmissionRecord | null; epoch: number; masters?: Masters }>;
  /** The submission a create with this client key made, if any. */
  createdFor(companyId: number, kind: KindName, clientKey: string): Promise<SubmissionRecord | null>;
  /** Every submission of the kind (the kind's whole partition: a list with a search). */
  list(companyId: number, kind: KindName): Promise<SubmissionRecord[]>;
  /**
   * The kind's four class counts (classes.ts), exact: null while they cannot be told yet (the
   * company's submissions from before the counts are being counted once; read the whole list),
   * with the moves of the last moment the class index may not show yet (recent-moves.ts).
   */
  classCounts(companyId: number, kind: KindName): Promise<CountedClasses | null>;
  /**
   * At most `upTo` submissions of the classes, newest first (or oldest first), once the counts
   * exist; reads about `upTo` items a class, however long the history.
   */
  classPage(
    companyId: number,
    kind: KindName,
    classes: readonly SubmissionClass[],
    from: 'newest' | 'oldest',
    upTo: number,
  ): Promise<SubmissionRecord[]>;
  /**
   * The kind's submissions of a file (its SHA-256), any status, from an index (a few items); null
   * while the index cannot answer yet (as `classCounts`): read the whole list.
   */
  sameFile(companyId: number, kind: KindName, sha256: string): Promise<SameContent[] | null>;
  /**
   * The company's submissions of the kind whose stored fingerprint is this one, any status (an
   * index read: a few items however long the company's history; may miss one written an
   * instant ago, as any read of another request's write may).
   */
  sameContent(companyId: number, kind: KindName, fingerprint: string): Promise<SameContent[]>;
  /**
   * Writes the submission as `record` says with its revision bumped, on condition the stored
   * revision is still `record.revision`: 'stale' when it changed meanwhile (or is gone); the use
   * case reads it again and recomputes (`changeSubmission`). A record with status `submitting`
   * and a snapshot is a submit's freezing write. `before`: the submission as read at that
   * revision (an archive moves its class, and the counts with it, in the same write).
   */
  save(
    companyId: number,
    record: SubmissionRecord,
    before: Pick<SubmissionRecord, 'status' | 'archived'>,
  ): Promise<'done' | 'stale'>;
  /**
   * A submit's freezing write (`save` of the frozen record) and, with a key, its marker in the
   * same transaction: written while the key is unused or names this same submission and request;
   * a key used otherwise throws 409 (nothing written).
   */
  /**
   * `rows`: the stored rows' change to the snapshot's, written in the freezing transaction when
   * it fits in one ('synced'); else the freeze alone ('done') and the finish syncs them.
   */
  freeze(
    companyId: number,
    record: SubmissionRecord,
    key: SubmitKeyMarker | null,
    rows?: { put: RowRecord[]; remove: RowRecord[] },
  ): Promise<'synced' | 'done' | 'stale'>;
  /** What a submit with this Idempotency-Key left (null when none froze a submission with it). */
  submitKeyOf(companyId: number, kind: KindName, key: string): Promise<SubmitKeyMarker | null>;
  /** Keeps a keyed submit's answer unless one is kept already; answers the one kept. */
  keepSubmitAnswer(
    companyId: number,
    kind: KindName,
    key: string,
    answer: SubmitResult,
  ): Promise<SubmitResult>;
  rows(companyId: number, kind: KindName, submissionId: number): Promise<RowRecord[]>;
  row(companyId: number, kind: KindName, rowId: number): Promise<RowRecord | null>;
  newRowIds(companyId: number, count: number): Promise<number>;
  /**
   * Writes rows (new or changed) and deletes others, sets the rows' summary (of the rows the
   * change leaves) and bumps the submission's revision, on condition it is neither verified nor
   * being submitted and still at `summary.revision` (read before the rows were): 'refused'
   * otherwise (or when gone). A put row that carries the revision it was read at is written only
   * while it still has it: 'stale' when it changed or went meanwhile (read it again).
   */
  writeRows(
    companyId: number,
    kind: KindName,
    submissionId: number,
    change: { put: RowRecord[]; remove: RowRecord[] },
    summary: { revision: number; rows: RowsSummary },
  ): Promise<'done' | 'refused' | 'stale'>;
  /** A frozen submit's rows made its snapshot's, while it is still submitting ('refused' after). */
  syncFrozenRows(
    companyId: number,
    kind: KindName,
    submissionId: number,
    change: { put: RowRecord[]; remove: RowRecord[] },
  ): Promise<'done' | 'refused'>;
  materials(companyId: number, ids: readonly number[]): Promise<Map<number, MaterialInfo>>;
  /**
   * Materials, suppliers and customers by id, read consistently in one wait (a submit's master
   * data: what `materials`, `supplierName` and `customerName` answer, ids not found left out).
   */
  masters(companyId: number, ids: MasterIds): Promise<Masters>;
  supplierName(companyId: number, id: number): Promise<string | null>;
  customerName(companyId: number, id: number): Promise<string | null>;
  customUnits(companyId: number): Promise<CustomUnitDefinition[]>;
  /** Remembers a spelling fixed on review for the company's next documents (idempotent). */
  learnAlias(companyId: number, alias: LearnedAlias): Promise<void>;
  /**
   * Posts a frozen submission's snapshot exactly once (resuming a posting left half-done), the
   * flip to verified in its last transaction on condition the submission is still submitting.
   */
  postFrozen(
    companyId: number,
    submission: SubmissionRecord & { frozen: FrozenSubmit },
    refusal: Error,
    guard?: HoldGuard,
    /** No run of it is known to have begun (commitPosting's `fresh`). */
    fresh?: boolean,
    /** The lots' code claims as read before the freeze (commitPosting's `claimed`). */
    claimed?: LotClaims,
  ): Promise<ReadonlyMap<string, ResolvedLot> | undefined>;
  /**
   * Takes a frozen submission back to its status before the submit (the snapshot dropped), on
   * condition it is still that revision ('stale') and its posting has not begun ('begun': it
   * must then be finished).
   */
  unfreeze(
    companyId: number,
    submission: SubmissionRecord & { frozen: FrozenSubmit },
    postingKey: string,
  ): Promise<'done' | 'stale' | 'begun'>;
  /** Uploads pending with no file read, set waiting before `before` (ISO time), oldest first, at most `limit`. */
  waitingUploads(before: string, limit: number): Promise<WaitingRef[]>;
  /** Submissions frozen before `before` (ISO time), oldest first, at most `limit`. */
  frozenSince(before: string, limit: number): Promise<FrozenRef[]>;
  /**
   * A short-lived link that downloads the original under its name: the pinned version when the
   * pipeline read it (null when missing; 'replaced' when the object is no longer that version
   * and the store keeps no versions to serve it from).
   */
  original(
    key: string,
    pin: FilePin | null,
    filename: string,
  ): Promise<{ url: string; expiresIn: number } | 'replaced' | null>;
  inventory: Pick<InventoryPorts, 'postedBy' | 'lotByCode' | 'lotClaims' | 'supplierLot' | 'now'>;
  /** Lot holds: a submit taking stock from a held lot is refused before anything is written. */
  holds: HoldReadPorts;
  /** Lot dates: a new lot's default use-by or best-before date (core/expiry/default-dates.ts). */
  expiry: Pick<ExpiryPorts, 'setExpiry'>;
}
