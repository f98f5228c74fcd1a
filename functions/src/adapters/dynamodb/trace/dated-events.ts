import type { SourceRef } from '../../../core/inventory/posting.ts';
import type { KindName, RowRecord, SubmissionRecord } from '../../../core/submissions/records.ts';
import { datedEventsQuery, sourceOf } from '../inventory/records/ledger-entry.ts';
import { batchGetItems, queryAll } from '../kit/index.ts';
import { rowKey, toRow } from '../submissions/records/row.ts';
import { submissionKey, toSubmission } from '../submissions/records/submission.ts';

/**
 * The date-range export's reads (docs/trace.md): the dated events index for the range, then the
 * submissions and rows it names, by key. Nothing outside the range is read.
 */

export const datedSources = async (companyId: number, start: string, end: string): Promise<SourceRef[]> =>
  (await queryAll(datedEventsQuery(companyId, start, end)))
    .map(sourceOf)
    .filter((s): s is SourceRef => s !== null);

export const submissionsByIds = async (
  companyId: number,
  kind: KindName,
  ids: readonly number[],
): Promise<SubmissionRecord[]> =>
  (await batchGetItems(ids.map((id) => submissionKey(companyId, kind, id)))).map(toSubmission);

export const rowsByIds = async (
  companyId: number,
  kind: KindName,
  rows: readonly { submissionId: number; rowId: number }[],
): Promise<RowRecord[]> =>
  (await batchGetItems(rows.map((r) => rowKey(companyId, kind, r.submissionId, r.rowId)))).map(toRow);
