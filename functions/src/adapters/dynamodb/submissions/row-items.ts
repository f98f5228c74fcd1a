import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { FieldValues } from '@bp/shared/contracts/submissions/fields.ts';
import { submissionKeys, tenantKeys } from '@bp/shared/table/schema.ts';
import type { KindName, RowRecord } from '../../../core/submissions/records.ts';
import {
  check,
  documentClient,
  mintIds,
  put,
  queryAll,
  remove,
  splitIntoTransactions,
  tableName,
  transact,
  type Write,
} from '../kit/index.ts';
import { notVerified } from './submission-items.ts';

/** One home for rows: the row item in its submission's partition and its pointer by row id. */

const rowItem = (companyId: number, kind: KindName, r: RowRecord) => ({
  ...submissionKeys.row(companyId, kind, r.submissionId, r.id),
  kind: 'submission-row',
  id: r.id,
  submission_id: r.submissionId,
  row_index: r.rowIndex,
  fields: r.fields,
});

const toRow = (item: Record<string, unknown>): RowRecord => ({
  id: Number(item.id),
  submissionId: Number(item.submission_id),
  rowIndex: Number(item.row_index),
  fields: (item.fields as FieldValues | undefined) ?? {},
});

export const newRowIds = (companyId: number, count: number) =>
  mintIds(tenantKeys.counter(companyId, 'SUBMISSION_ROW'), count);

export const rowsOf = async (companyId: number, kind: KindName, submissionId: number) =>
  (
    await queryAll({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': submissionKeys.rowsPartition(companyId, kind, submissionId) },
      ConsistentRead: true,
    })
  ).map(toRow);

export const getRow = async (companyId: number, kind: KindName, rowId: number): Promise<RowRecord | null> => {
  const get = (key: { pk: string; sk: string }) =>
    documentClient.send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  const pointer = (await get(submissionKeys.rowPointer(companyId, kind, rowId))).Item;
  if (!pointer) return null;
  const item = (await get(submissionKeys.row(companyId, kind, Number(pointer.submission_id), rowId))).Item;
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
      put(rowItem(companyId, kind, r)),
      put({
        ...submissionKeys.rowPointer(companyId, kind, r.id),
        kind: 'submission-row-pointer',
        submission_id: submissionId,
      }),
    ]),
    ...change.remove.map((r) => [
      remove(submissionKeys.row(companyId, kind, submissionId, r.id)),
      remove(submissionKeys.rowPointer(companyId, kind, r.id)),
    ]),
  ];
  const guard = check(submissionKeys.submission(companyId, kind, submissionId), notVerified, verifiedError);
  for (const chunk of splitIntoTransactions(groups, { reserve: 1 })) await transact([guard, ...chunk]);
};
