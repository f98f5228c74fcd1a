import type { KindName, RowRecord, RowsSummary } from '../../../core/submissions/records.ts';
import {
  both,
  check,
  either,
  equals,
  present,
  getItem,
  mintIds,
  put,
  queryPartition,
  remove,
  splitIntoTransactions,
  transact,
  update,
  type Write,
} from '../kit/index.ts';
import {
  pointedSubmission,
  rowCounter,
  rowItem,
  rowKey,
  rowPointerItem,
  rowPointerKey,
  rowsPartition,
  toRow,
} from './records/row.ts';
import {
  atRevision,
  editable,
  rowsSummaryAttribute,
  submissionKey,
  submitting,
} from './records/submission.ts';

/** The rows repository: a row lives in its submission's partition, with a pointer by row id. */

export const newRowIds = (companyId: number, count: number) => mintIds(rowCounter(companyId), count);

export const rowsOf = async (companyId: number, kind: KindName, submissionId: number) =>
  (await queryPartition({ partition: rowsPartition(companyId, kind, submissionId), consistent: true })).map(
    toRow,
  );

export const getRow = async (companyId: number, kind: KindName, rowId: number): Promise<RowRecord | null> => {
  const pointer = await getItem(rowPointerKey(companyId, kind, rowId), { consistent: true });
  if (!pointer) return null;
  const item = await getItem(rowKey(companyId, kind, pointedSubmission(pointer), rowId), {
    consistent: true,
  });
  return item ? toRow(item) : null;
};

/** The refusal of a guarded row write, answered as 'refused' (the use case reads why). */
const REFUSED = new Error('The submission refused the row change');
/** A row edited or deleted since it was read, answered as 'stale' (the use case reads it again). */
const STALE = new Error('The row changed since it was read');

/** Rows stored before rows had versions read as version 0. */
const unversioned = {
  expression: 'attribute_not_exists(#kc_revision)',
  names: { '#kc_revision': 'revision' },
};

/** A read row is replaced only while it exists at the version read. */
const stillAsRead = (revision: number) =>
  revision === 0 ? both(present(), either(unversioned, equals('revision', 0))) : equals('revision', revision);

const rowWrites = (
  companyId: number,
  kind: KindName,
  submissionId: number,
  change: { put: RowRecord[]; remove: RowRecord[] },
  versioned: boolean,
): Write[][] => [
  ...change.put.map((r) => [
    put(
      rowItem(companyId, kind, { ...r, submissionId }),
      versioned && r.revision !== undefined ? { condition: stillAsRead(r.revision), refusal: STALE } : {},
    ),
    put(rowPointerItem(companyId, kind, { ...r, submissionId })),
  ]),
  ...change.remove.map((r) => [
    remove(rowKey(companyId, kind, submissionId, r.id)),
    remove(rowPointerKey(companyId, kind, r.id)),
  ]),
];

/** A frozen submit's row change as plain writes (the snapshot's rows, put whatever is stored). */
export const frozenRowWrites = (
  companyId: number,
  kind: KindName,
  submissionId: number,
  change: { put: RowRecord[]; remove: RowRecord[] },
): Write[] => rowWrites(companyId, kind, submissionId, change, false).flat();

/**
 * Puts and deletes rows with their pointers (a draft edit, the pipeline's save). Each
 * transaction also sets the rows' summary and bumps the submission's revision, on condition it
 * is neither verified nor being submitted and is still at the revision the rows were read at:
 * no row changes once a submit froze it, a submit planned on rows read before this change is
 * refused at its freezing write, and two changes of different rows cannot leave a summary that
 * misses one. Long lists take several transactions, each on the revision the one before left.
 * 'refused': the submission is gone, verified, frozen or changed since read (the use case reads
 * it again).
 */
export const writeRows = async (
  companyId: number,
  kind: KindName,
  submissionId: number,
  change: { put: RowRecord[]; remove: RowRecord[] },
  summary: { revision: number; rows: RowsSummary },
): Promise<'done' | 'refused' | 'stale'> => {
  const chunks = splitIntoTransactions(rowWrites(companyId, kind, submissionId, change, true), {
    reserve: 1,
  });
  for (const [index, chunk] of chunks.entries()) {
    const guard = update(
      submissionKey(companyId, kind, submissionId),
      { set: { rows_summary: rowsSummaryAttribute(summary.rows) }, add: { revision: 1 } },
      { condition: both(editable, atRevision(summary.revision + index)), refusal: REFUSED },
    );
    try {
      await transact([guard, ...chunk]);
    } catch (error) {
      if (error === REFUSED) return 'refused';
      if (error === STALE) return 'stale';
      throw error;
    }
  }
  return 'done';
};

/**
 * A frozen submit's own rows made the snapshot's (idempotent puts and deletes), on condition it
 * is still being submitted: the stored rows end up exactly the posted rows. 'refused': it is no
 * longer submitting (another run finished it, with the same rows).
 */
export const syncFrozenRows = async (
  companyId: number,
  kind: KindName,
  submissionId: number,
  change: { put: RowRecord[]; remove: RowRecord[] },
): Promise<'done' | 'refused'> => {
  const guard = check(submissionKey(companyId, kind, submissionId), submitting, REFUSED);
  // The snapshot's rows are put as they were, whatever version is stored: a resumed sync repeats.
  for (const chunk of splitIntoTransactions(rowWrites(companyId, kind, submissionId, change, false), {
    reserve: 1,
  })) {
    try {
      await transact([guard, ...chunk]);
    } catch (error) {
      if (error === REFUSED) return 'refused';
      throw error;
    }
  }
  return 'done';
};
