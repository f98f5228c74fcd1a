import type { DatedEntry } from '../../../core/trace/ports.ts';
import type { KindName, RowRecord, SubmissionRecord } from '../../../core/submissions/records.ts';
import { datedEventsQuery, lotRefOf, rowFieldsOf, sourceOf } from '../inventory/records/ledger-entry.ts';
import { batchGetItems, queryAll } from '../kit/index.ts';
import { rowKey, toRow } from '../submissions/records/row.ts';
import { submissionKey, toSubmission } from '../submissions/records/submission.ts';

/**
 * The date-range export's reads (docs/trace.md): the dated events index for the range (each entry's
 * source and row fields), then the submissions it names, by key; rows only for entries written
 * before they carried their row's fields. Nothing outside the range is read.
 */

/** Days read at once. */
const PARALLEL_DAYS = 8;
const DAY_MS = 86_400_000;

/** `2026-02-27` to `2026-03-02`: every day between, both included. */
const daysOf = (start: string, end: string): string[] => {
  const days: string[] = [];
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= Date.parse(`${end}T00:00:00Z`); t += DAY_MS)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
};

/** One Query of each day's partition of the dated events index, 8 days at a time. */
export const datedEntries = async (companyId: number, start: string, end: string): Promise<DatedEntry[]> => {
  const days = daysOf(start, end);
  const found: DatedEntry[][] = [];
  let next = 0;
  const worker = async () => {
    while (next < days.length) {
      const i = next++;
      found[i] = (await queryAll(datedEventsQuery(companyId, days[i] as string))).flatMap((item) => {
        const source = sourceOf(item);
        return source ? [{ source, rowFields: rowFieldsOf(item), lot: lotRefOf(item) }] : [];
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_DAYS, days.length) }, worker));
  return found.flat();
};

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
