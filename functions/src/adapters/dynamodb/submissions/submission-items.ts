import type { KindName, SubmissionRecord } from '../../../core/submissions/records.ts';
import { getItem, nextId, putIfAbsent, queryPartition, transact, type Write } from '../kit/index.ts';
import {
  kindPartition,
  notVerified,
  submissionCounter,
  submissionItem,
  submissionKey,
  toSubmission,
} from './records/submission.ts';

/** The submissions repository: create, read, list and save a submission (docs/submissions.md). */

export const createSubmission = async (
  companyId: number,
  record: Omit<SubmissionRecord, 'id'>,
): Promise<SubmissionRecord> => {
  const id = await nextId(submissionCounter(companyId));
  const s = { ...record, id };
  await transact([putIfAbsent(submissionItem(companyId, s))]);
  return s;
};

export const getSubmission = async (companyId: number, kind: KindName, id: number) => {
  const item = await getItem(submissionKey(companyId, kind, id), { consistent: true });
  return item ? toSubmission(item) : null;
};

/** A kind's submissions: one partition, read whole (the list filters and pages them). */
export const listSubmissions = async (companyId: number, kind: KindName) =>
  (await queryPartition({ partition: kindPartition(companyId, kind) })).map(toSubmission);

export const saveSubmission = (companyId: number, s: SubmissionRecord, verifiedError: Error): Write => ({
  kind: 'put',
  item: submissionItem(companyId, s),
  condition: notVerified,
  refusal: verifiedError,
});

export const writeSubmission = (companyId: number, s: SubmissionRecord, verifiedError: Error) =>
  transact([saveSubmission(companyId, s, verifiedError)]);
