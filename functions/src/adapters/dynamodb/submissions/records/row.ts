import type { FieldValues } from '@bp/shared/contracts/submissions/fields.ts';
import { type ItemKey, padId, tenantPrefix } from '@bp/shared/table/schema.ts';
import type { KindName, RowRecord } from '../../../../core/submissions/records.ts';
import { tenantCounter } from '../../kit/index.ts';

/** A submission's rows share its own partition, read whole. */
export const rowsPartition = (companyId: number, kind: string, submissionId: number): string =>
  `${tenantPrefix(companyId)}SUB#${kind}#${padId(submissionId)}`;

export const rowKey = (companyId: number, kind: string, submissionId: number, rowId: number): ItemKey => ({
  pk: rowsPartition(companyId, kind, submissionId),
  sk: `ROW#${padId(rowId)}`,
});

/** The API addresses a row by its id alone: this pointer names the row's submission. */
export const rowPointerKey = (companyId: number, kind: string, rowId: number): ItemKey => ({
  pk: `${tenantPrefix(companyId)}SUBROW#${kind}`,
  sk: `ROW#${padId(rowId)}`,
});

export const rowCounter = (companyId: number): ItemKey => tenantCounter(companyId, 'SUBMISSION_ROW');

export const rowItem = (companyId: number, kind: KindName, r: RowRecord) => ({
  ...rowKey(companyId, kind, r.submissionId, r.id),
  kind: 'submission-row',
  id: r.id,
  submission_id: r.submissionId,
  row_index: r.rowIndex,
  fields: r.fields,
  revision: (r.revision ?? 0) + 1,
  ...(r.confidence ? { confidence: r.confidence } : {}),
  ...(r.candidates && Object.keys(r.candidates).length ? { candidates: r.candidates } : {}),
});

export const rowPointerItem = (companyId: number, kind: KindName, r: RowRecord) => ({
  ...rowPointerKey(companyId, kind, r.id),
  kind: 'submission-row-pointer',
  submission_id: r.submissionId,
});

/** The submission a pointer names. */
export const pointedSubmission = (pointer: Record<string, unknown>): number => Number(pointer.submission_id);

export const toRow = (item: Record<string, unknown>): RowRecord => ({
  id: Number(item.id),
  submissionId: Number(item.submission_id),
  rowIndex: Number(item.row_index),
  fields: (item.fields as FieldValues | undefined) ?? {},
  revision: Number(item.revision ?? 0),
  ...(item.confidence ? { confidence: item.confidence as Record<string, number> } : {}),
  ...(item.candidates ? { candidates: item.candidates as Record<string, string[]> } : {}),
});
