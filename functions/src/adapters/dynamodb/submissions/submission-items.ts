import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { FieldValues } from '@bp/shared/contracts/submissions/fields.ts';
import { submissionKeys, tenantKeys } from '@bp/shared/table/schema.ts';
import type { KindName, SubmissionRecord } from '../../../core/submissions/records.ts';
import {
  documentClient,
  nextId,
  putIfAbsent,
  queryAll,
  tableName,
  transact,
  type Write,
} from '../kit/index.ts';

/** One home for the submission item: its key, attributes and mapping (docs/submissions.md). */

export const submissionItem = (companyId: number, s: SubmissionRecord) => ({
  ...submissionKeys.submission(companyId, s.kind, s.id),
  kind: 'submission',
  submission_kind: s.kind,
  id: s.id,
  submission_type: s.submissionType,
  submission_status: s.status,
  is_archived: s.archived,
  created_at: s.createdAt,
  updated_at: s.updatedAt,
  submitted_at: s.submittedAt,
  file_key: s.fileKey,
  filename: s.filename,
  header: s.header,
});

export const toSubmission = (item: Record<string, unknown>): SubmissionRecord => ({
  id: Number(item.id),
  kind: item.submission_kind as KindName,
  submissionType: item.submission_type as SubmissionRecord['submissionType'],
  status: item.submission_status as SubmissionRecord['status'],
  archived: item.is_archived === true,
  createdAt: String(item.created_at),
  updatedAt: String(item.updated_at),
  submittedAt: (item.submitted_at as string | null | undefined) ?? null,
  fileKey: (item.file_key as string | null | undefined) ?? null,
  filename: (item.filename as string | null | undefined) ?? null,
  header: (item.header as FieldValues | undefined) ?? {},
});

/** The guard of every draft write: the submission exists and is not verified. */
export const notVerified = {
  expression: 'attribute_exists(pk) AND submission_status <> :verified',
  values: { ':verified': 'verified' },
};

export const createSubmission = async (
  companyId: number,
  record: Omit<SubmissionRecord, 'id'>,
): Promise<SubmissionRecord> => {
  const id = await nextId(tenantKeys.counter(companyId, 'SUBMISSION'));
  const s = { ...record, id };
  await transact([putIfAbsent(submissionItem(companyId, s))]);
  return s;
};

export const getSubmission = async (companyId: number, kind: KindName, id: number) => {
  const out = await documentClient.send(
    new GetCommand({
      TableName: tableName(),
      Key: submissionKeys.submission(companyId, kind, id),
      ConsistentRead: true,
    }),
  );
  return out.Item ? toSubmission(out.Item) : null;
};

/** A kind's submissions: one partition, read whole (the list filters and pages them). */
export const listSubmissions = async (companyId: number, kind: KindName) =>
  (
    await queryAll({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': submissionKeys.kindPartition(companyId, kind) },
    })
  ).map(toSubmission);

export const saveSubmission = (companyId: number, s: SubmissionRecord, verifiedError: Error): Write => ({
  kind: 'put',
  item: submissionItem(companyId, s),
  condition: notVerified,
  refusal: verifiedError,
});

export const writeSubmission = (companyId: number, s: SubmissionRecord, verifiedError: Error) =>
  transact([saveSubmission(companyId, s, verifiedError)]);
