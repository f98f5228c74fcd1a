import { classDelta } from '../../../core/submissions/classes.ts';
import type { KindName, SubmissionRecord } from '../../../core/submissions/records.ts';
import { epochKey } from '../holds/records/hold-epoch.ts';
import type { RecordGroup } from '../master-data/entity-store.ts';
import { entityKey } from '../master-data/records/collections.ts';
import {
  batchGetGroups,
  counterValue,
  getItem,
  nextId,
  putIfAbsent,
  queryAll,
  queryPartition,
  tableName,
  transact,
  transactOnce,
  type Write,
} from '../kit/index.ts';
import { backoff, STALE_WRITE } from '../kit/transact.ts';
import { conflict } from '../../../core/errors.ts';
import {
  atRevision,
  clientKeyItem,
  FROZEN_PARTITION,
  frozenRef,
  kindPartition,
  sameContentQuery,
  submissionCounter,
  submissionItem,
  submissionKey,
  toSameContent,
  toSubmission,
  WAITING_PARTITION,
} from './records/submission.ts';
import { countsWrites } from './records/submission-class.ts';

/** The submissions repository: create, read, list and save a submission (docs/submissions.md). */

export const createSubmission = async (
  companyId: number,
  record: Omit<SubmissionRecord, 'id'>,
  clientKey?: string,
): Promise<SubmissionRecord> => {
  if (clientKey !== undefined) {
    const earlier = await createdFor(companyId, record.kind, clientKey);
    if (earlier) return earlier;
  }
  const id = await nextId(submissionCounter(companyId));
  const s = { ...record, id };
  // The kind's class counts move in the same transaction (docs/submissions.md, Lists).
  const counted = countsWrites(companyId, s, classDelta(null, s));
  if (clientKey === undefined) {
    // The counts item is every create's: racing creates of the kind go round a few more times.
    await transact([putIfAbsent(submissionItem(companyId, s)), ...counted], { attempts: 8 });
    return s;
  }
  // The key's marker and the submission land together or not at all: a replay racing the first
  // request finds the marker taken and answers the submission the winner created; a race lost
  // on the counts item alone (no marker yet) goes round again.
  for (let attempt = 0; attempt < 8; attempt++) {
    if (attempt > 0) await backoff(attempt);
    const outcome = await transactOnce([
      putIfAbsent(submissionItem(companyId, s)),
      putIfAbsent(clientKeyItem(companyId, record.kind, clientKey, id), 'retry'),
      ...counted,
    ]);
    if (outcome === 'done') return s;
    const winner = await createdFor(companyId, record.kind, clientKey);
    if (winner) return winner;
  }
  throw conflict(STALE_WRITE);
};

/** The submission an earlier request with this client key created, if any. */
export const createdFor = async (companyId: number, kind: KindName, key: string) => {
  const { pk, sk } = clientKeyItem(companyId, kind, key, 0);
  const marker = await getItem({ pk, sk }, { consistent: true });
  return marker ? getSubmission(companyId, kind, Number(marker.submission_id)) : null;
};

export const getSubmission = async (companyId: number, kind: KindName, id: number) => {
  const item = await getItem(submissionKey(companyId, kind, id), { consistent: true });
  return item ? toSubmission(item) : null;
};

/**
 * The submission and the company's hold epoch in one consistent BatchGetItem: a submit's first
 * read, so its hold check needs no read of the epoch of its own (core/holds/hold-guard.ts).
 * `records`: master records (materials, suppliers, customers) read in that same call, each
 * group's in its ids' order (ids that no longer exist left out).
 */
export const getSubmissionWithEpoch = async (
  companyId: number,
  kind: KindName,
  id: number,
  records: readonly RecordGroup[] = [],
) => {
  const [found, epoch, ...groups] = await batchGetGroups([
    [submissionKey(companyId, kind, id)],
    [epochKey(companyId)],
    ...records.map((g) => g.ids.map((rid) => entityKey(companyId, g.spec.entity, rid))),
  ]);
  const item = found?.[0];
  return {
    submission: item ? toSubmission(item) : null,
    epoch: counterValue(epoch?.[0] ?? null),
    records: records.map((g, i) => (groups[i] ?? []).map((r) => g.spec.parse(r).record)),
  };
};

/** A kind's submissions: one partition, read whole (a list with a search filters and pages them). */
export const listSubmissions = async (companyId: number, kind: KindName) =>
  (await queryPartition({ partition: kindPartition(companyId, kind) })).map(toSubmission);

/**
 * The company's submissions of the kind that stored this fingerprint: one Query of the content
 * index, a few items however many submissions the company has (docs/submissions.md).
 */
export const sameContentSubmissions = async (companyId: number, kind: KindName, fingerprint: string) =>
  (await queryAll({ TableName: tableName(), ...sameContentQuery(companyId, kind, fingerprint) })).map(
    toSameContent,
  );

/**
 * The submission as `s` says, with its revision bumped, on condition the stored revision is
 * still `s.revision` (what the change was computed from). Header edits, archive, the pipeline's
 * save and a submit's freezing write all go through here, so of two concurrent changes the
 * second is refused ('stale') and recomputed from fresh data by its use case. `before` is the
 * submission as read at that revision: when the change moves it to another class (archive,
 * unarchive) the counts move in the same transaction, exactly, since the condition pins `before`.
 */
export const saveSubmissionWrites = (
  companyId: number,
  s: SubmissionRecord,
  before: Pick<SubmissionRecord, 'status' | 'archived'>,
): Write[] => [
  {
    kind: 'put',
    item: submissionItem(companyId, { ...s, revision: s.revision + 1 }),
    condition: atRevision(s.revision),
    refusal: 'retry',
  },
  ...countsWrites(companyId, s, classDelta(before, s)),
];

export const saveSubmission = async (
  companyId: number,
  s: SubmissionRecord,
  before: Pick<SubmissionRecord, 'status' | 'archived'>,
): Promise<'done' | 'stale'> =>
  (await transactOnce(saveSubmissionWrites(companyId, s, before))) === 'done' ? 'done' : 'stale';

/** Submissions frozen by a submit before `before` (ISO time), across companies: the sweeper's work. */
export const frozenSubmissions = async (before: string, limit = 100) =>
  (await queryPartition({ partition: FROZEN_PARTITION, index: 'gsi2', limit }))
    .map(frozenRef)
    .filter((ref) => ref.frozenAt < before);

/** Uploads waiting for their file since before `before` (ISO time), across companies: the upload sweep's work. */
export const waitingUploads = async (before: string, limit = 100) =>
  (await queryPartition({ partition: WAITING_PARTITION, index: 'gsi2', limit }))
    .map(frozenRef)
    .filter((ref) => ref.frozenAt < before)
    .map(({ frozenAt, ...ref }) => ({ ...ref, since: frozenAt }));
