import { answerValue, type FieldSet, type FieldValues } from '@bp/shared/contracts/submissions/fields.ts';
import type { SubmissionKindSpec } from '@bp/shared/contracts/submissions/kind.ts';
import type { RowRecord, SubmissionRecord } from './records.ts';
import { listSummary } from './summary.ts';

/** Stored values as answers show them: every declared field present, quantities as decimals. */
const fieldAnswers = (fields: FieldSet, values: FieldValues, aliases: Record<string, string> = {}) => {
  const out: Record<string, unknown> = {};
  for (const [name, kind] of Object.entries(fields)) {
    out[name] = answerValue(kind, values[name]);
    if (kind.type === 'ref') {
      out[kind.name] = values[kind.name] ?? null;
      if (kind.recognised) out[kind.recognised] = values[kind.recognised] === true;
    }
  }
  for (const [alias, name] of Object.entries(aliases)) out[alias] = out[name];
  return out;
};

export const rowView = (spec: SubmissionKindSpec, row: RowRecord) => ({
  id: row.id,
  row_id: row.id,
  row_index: row.rowIndex,
  submission_id: row.submissionId,
  ...fieldAnswers(spec.row, row.fields, spec.rowAliases),
  ...(row.confidence ? { confidence: row.confidence } : {}),
  ...(row.candidates && Object.keys(row.candidates).length ? { candidates: row.candidates } : {}),
});

export const submissionView = (
  spec: SubmissionKindSpec,
  s: SubmissionRecord,
  rows?: readonly RowRecord[],
) => ({
  id: s.id,
  submission_type: s.submissionType,
  submission_status: s.status,
  is_archived: s.archived,
  created_at: s.createdAt,
  updated_at: s.updatedAt,
  submitted_at: s.submittedAt,
  file_url: s.fileKey ? `${spec.basePath}/${s.id}/original` : null,
  filename: s.filename,
  failure_reason: s.failureReason,
  ...fieldAnswers(spec.header, s.header, spec.headerAliases),
  ...(s.headerConfidence && Object.keys(s.headerConfidence).length ? { confidence: s.headerConfidence } : {}),
  summary: listSummary(spec, s.header, s.rowsSummary),
  ...(spec.rowsInAnswer && rows ? { [spec.rowsKey]: rows.map((r) => rowView(spec, r)) } : {}),
});

export const byRowIndex = (a: RowRecord, b: RowRecord) => a.rowIndex - b.rowIndex || a.id - b.id;
