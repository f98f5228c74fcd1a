import type { RowRecord } from './records.ts';

/** A row's stored content, in a form two copies of it compare equal by. */
const rowText = (r: RowRecord) =>
  JSON.stringify([
    r.rowIndex,
    Object.entries(r.fields).sort(([a], [b]) => a.localeCompare(b)),
    r.confidence ?? null,
  ]);

/** What makes the stored rows the snapshot's: the rows that differ put, the others removed. */
export const rowChange = (submissionId: number, stored: readonly RowRecord[], rows: readonly RowRecord[]) => {
  const storedText = new Map(stored.map((r) => [r.id, rowText(r)]));
  const wanted = new Set(rows.map((r) => r.id));
  return {
    put: rows.filter((r) => storedText.get(r.id) !== rowText(r)),
    remove: [...storedText.keys()]
      .filter((id) => !wanted.has(id))
      .map((id): RowRecord => ({ id, submissionId, rowIndex: 0, fields: {} })),
  };
};
