import { useEffect, useRef, useState } from 'react';
import {
  fieldChange,
  textOf,
  valuesOf,
  type Draft,
  type DraftValue,
  type DraftValues,
} from '../model/manual-draft.ts';
import type { ManualLayout } from '../model/manual-layout.ts';
import type { ScreenKind } from '../model/screen-kinds.ts';
import { useVerifyActions } from '../verify/api/use-verify-actions.ts';
import { useVerifyRows } from '../verify/api/use-verify-rows.ts';
import type { FieldBody } from '../verify/model/row-checks.ts';

type Answer = Record<string, unknown> & { id: number };

/** The fields of `values` that differ from `saved`, as a PATCH body; null when none does. */
const changes = (fields: ManualLayout['header'], values: DraftValues, saved: DraftValues) => {
  const body: FieldBody = {};
  for (const [name, value] of Object.entries(values)) {
    const field = fields.find((f) => f.name === name);
    const change = field ? fieldChange(field, value, saved[name]) : null;
    if (change) body[name] = change.value;
  }
  return Object.keys(body).length > 0 ? body : null;
};

/** What the manual form edits through: the stored entry (here) or one typed offline (use-local-draft.ts). */
export interface ManualEditor {
  draft: Draft;
  setHeader: (name: string, value: DraftValue) => void;
  setRow: (key: string, name: string, value: DraftValue) => void;
  commitHeader: (values: DraftValues) => void;
  commitRow: (key: string, values: DraftValues) => void;
  addRow: () => void;
  removeRow: (key: string) => void;
  busy: boolean;
}

/**
 * A manual entry kept on the server as it is typed (spec 001 section 4): the rows are the stored
 * ones (the verification screen's row hooks: '+ Add Row' creates, Remove deletes, a field saves
 * on blur or Enter when changed), the header PATCHes when changed, and a header field the rows
 * repeat (the receipt date) is saved into every row too. What is typed but not yet committed
 * lives here, over the stored values, so the rules and Submit see it.
 */
export const useManualDraft = (
  kind: ScreenKind,
  layout: ManualLayout,
  submission: Answer,
  editable: boolean,
): ManualEditor => {
  const savedHeader = valuesOf(layout.header, kind.spec.header, submission);
  const [header, setHeaderValues] = useState<DraftValues>(savedHeader);
  const [edits, setEdits] = useState<Record<string, DraftValues>>({});
  const receiptDate = textOf(header.receipt_date) || null;
  const rows = useVerifyRows(kind.name, submission.id, receiptDate);
  const actions = useVerifyActions(kind.name, submission.id);

  const savedOf = (key: string): DraftValues => {
    const row = rows.rows.find((r) => r.key === key);
    return row ? valuesOf(layout.rows, kind.spec.row, row.values) : {};
  };
  const draft: Draft = {
    header,
    rows: rows.rows.map((r) => ({ key: r.key, id: r.id, values: edits[r.key] ?? savedOf(r.key) })),
  };

  // A new submission gets its first row on the server, so there is one to type into.
  const started = useRef(false);
  // Only once no read is under way: a late answer of an earlier read would drop the new row.
  const loaded = rows.query.data !== undefined && !rows.query.isFetching;
  const empty = rows.rows.length === 0;
  const addRow = rows.addRow;
  useEffect(() => {
    if (started.current || !editable || !loaded || !empty) return;
    started.current = true;
    addRow();
  }, [editable, loaded, empty, addRow]);

  return {
    draft,
    setHeader: (name, value) => setHeaderValues((h) => ({ ...h, [name]: value })),
    setRow: (key, name, value) =>
      setEdits((all) => ({ ...all, [key]: { ...(all[key] ?? savedOf(key)), [name]: value } })),
    /** Header fields left (blur, Enter) or chosen: saved when changed, copied into the rows that repeat them. */
    commitHeader: (values) => {
      const body = changes(layout.header, values, savedHeader);
      if (!body) return;
      actions.patchHeader.mutate(body);
      for (const [rowField, headerField] of Object.entries(layout.headerIntoRows ?? {})) {
        if (!(headerField in body)) continue;
        for (const row of rows.rows) rows.saveField(row, { [rowField]: body[headerField] ?? null });
      }
    },
    /** Row fields left or chosen: one PATCH of those that changed (a row still being created waits). */
    commitRow: (key, values) => {
      const row = rows.rows.find((r) => r.key === key);
      const body = row ? changes(layout.rows, values, savedOf(key)) : null;
      if (row && body) rows.saveField(row, body);
    },
    addRow: rows.addRow,
    removeRow: (key) => {
      const row = rows.rows.find((r) => r.key === key);
      if (row) rows.removeRow(row);
    },
    busy: rows.pendingRows > 0 || rows.removing !== null,
  };
};
