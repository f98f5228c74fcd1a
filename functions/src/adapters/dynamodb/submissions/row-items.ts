import type { KindName, RowRecord } from '../../../core/submissions/records.ts';
import {
  check,
  getItem,
  mintIds,
  put,
  queryPartition,
  remove,
  splitIntoTransactions,
  transact,
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
import { notVerified, submissionKey } from './records/submission.ts';

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

/**
 * Puts and deletes rows with their pointers. Each transaction also checks that the submission
 * is not verified, so no row changes once a submit has flipped it. Long lists (a submit replacing
 * hundreds of rows) take several transactions, each guarded.
 */
export const writeRows = async (
  companyId: number,
  kind: KindName,
  submissionId: number,
  change: { put: RowRecord[]; remove: RowRecord[] },
  verifiedError: Error,
) => {
  const groups: Write[][] = [
    ...change.put.map((r) => [
      put(rowItem(companyId, kind, { ...r, submissionId })),
      put(rowPointerItem(companyId, kind, { ...r, submissionId })),
    ]),
    ...change.remove.map((r) => [
      remove(rowKey(companyId, kind, submissionId, r.id)),
      remove(rowPointerKey(companyId, kind, r.id)),
    ]),
  ];
  const guard = check(submissionKey(companyId, kind, submissionId), notVerified, verifiedError);
  for (const chunk of splitIntoTransactions(groups, { reserve: 1 })) await transact([guard, ...chunk]);
};
