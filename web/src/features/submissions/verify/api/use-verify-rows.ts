import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { submissionKeys } from '../../api/submission-keys.ts';
import { useSubmissionRows } from '../../api/submission-queries.ts';
import { screenKind, type ScreenKindName } from '../../model/screen-kinds.ts';
import { nextRowIndex, rowsWithSameRawText, type FieldBody, type RowValues } from '../model/row-checks.ts';
import { newRowValues } from '../model/new-row.ts';

/** A row on screen: a saved one (numeric id) or one still being created ('temp-N'). */
export interface ScreenRow {
  key: string;
  /** The saved row's id; null while it is a temp row. */
  id: number | null;
  values: RowValues;
}

type SavedRow = RowValues & { id: number; row_index: number };

/**
 * The rows of one submission as the verification screen edits them. Saved rows live in the
 * query cache (every answer replaces its row there); '+ Add Row' shows a 'temp-N' row at once
 * and sends the create call, and the temp row gives way to the created one. Failures surface
 * through the global error toasts (spec 001 section 8).
 */
export const useVerifyRows = (kind: ScreenKindName, submissionId: number, defaultDate: string | null) => {
  const { api, spec } = screenKind(kind);
  const client = useQueryClient();
  const key = submissionKeys.rows(kind, submissionId);
  const query = useSubmissionRows(kind, submissionId);
  const saved = ((query.data ?? []) as SavedRow[]).toSorted((a, b) => a.row_index - b.row_index);
  const [temps, setTemps] = useState<ScreenRow[]>([]);
  const counter = useRef(0);

  const replace = (row: SavedRow) =>
    client.setQueryData<SavedRow[]>(key, (old = []) => old.map((r) => (r.id === row.id ? row : r)));

  const patch = useMutation({
    mutationFn: ({ rowId, body }: { rowId: number; body: FieldBody }) =>
      api.patchRow(rowId, body) as Promise<SavedRow>,
    onSuccess: replace,
  });

  const create = useMutation({
    mutationFn: ({ body }: { tempKey: string; body: FieldBody }) =>
      api.createRow(submissionId, body) as Promise<SavedRow>,
    onSuccess: (row) => client.setQueryData<SavedRow[]>(key, (old = []) => [...old, row]),
    onSettled: (_row, _error, { tempKey }) => setTemps((all) => all.filter((t) => t.key !== tempKey)),
  });

  const remove = useMutation({
    mutationFn: (rowId: number) => api.deleteRow(rowId),
    onSuccess: (_null, rowId) =>
      client.setQueryData<SavedRow[]>(key, (old = []) => old.filter((r) => r.id !== rowId)),
  });

  const rows: ScreenRow[] = [
    ...saved.map((r) => ({ key: String(r.id), id: r.id, values: r as RowValues })),
    ...temps,
  ];

  return {
    query,
    rows,
    pendingRows: temps.length,
    /** '+ Add Row': a temp row now, the create call behind it. */
    addRow: () => {
      counter.current += 1;
      const tempKey = `temp-${counter.current}`;
      const body = { row_index: nextRowIndex(rows.map((r) => r.values)), ...newRowValues(kind, defaultDate) };
      setTemps((all) => [...all, { key: tempKey, id: null, values: body }]);
      create.mutate({ tempKey, body });
    },
    /** One field edit (already known to differ from the saved value). */
    saveField: (row: ScreenRow, body: FieldBody) => {
      if (row.id === null) return;
      patch.mutate({ rowId: row.id, body });
    },
    /**
     * A supplier or material chosen for a row also goes to the other unrecognised rows that
     * carry the same raw text (spec 001 section 4).
     */
    chooseRef: (row: ScreenRow, field: string, id: number | null) => {
      if (row.id === null) return;
      const others = id === null ? [] : rowsWithSameRawText(spec, saved, row.values as SavedRow, field);
      for (const target of [row.values as SavedRow, ...others]) {
        patch.mutate({ rowId: target.id, body: { [field]: id } });
      }
    },
    removeRow: (row: ScreenRow) => {
      if (row.id !== null) remove.mutate(row.id);
    },
    removing: remove.isPending ? remove.variables : null,
  };
};

export type VerifyRows = ReturnType<typeof useVerifyRows>;
