import { useState } from 'react';
import { emptyRow, emptyValues, type Draft, type DraftValues } from '../model/manual-draft.ts';
import type { ManualLayout } from '../model/manual-layout.ts';
import type { ManualEditor } from './use-manual-draft.ts';

/**
 * A manual entry typed without a network (issue 23): the draft lives in the page only, nothing
 * is saved on the server as it is typed, and Submit puts the whole entry in the outbox. The
 * same editor as the stored one (use-manual-draft.ts), so the form is the same.
 */
export const useLocalDraft = (layout: ManualLayout, initial: Draft | null): ManualEditor => {
  const [draft, setDraft] = useState<Draft>(
    () => initial ?? { header: emptyValues(layout.header), rows: [emptyRow(layout)] },
  );
  return {
    draft,
    setHeader: (name, value) => setDraft((d) => ({ ...d, header: { ...d.header, [name]: value } })),
    setRow: (key, name, value) =>
      setDraft((d) => ({
        ...d,
        rows: d.rows.map((r) => (r.key === key ? { ...r, values: { ...r.values, [name]: value } } : r)),
      })),
    // Typed values are the draft itself: there is nothing to save until Submit.
    commitHeader: (_values: DraftValues) => undefined,
    commitRow: (_key: string, _values: DraftValues) => undefined,
    addRow: () => setDraft((d) => ({ ...d, rows: [...d.rows, emptyRow(layout)] })),
    removeRow: (key) => setDraft((d) => ({ ...d, rows: d.rows.filter((r) => r.key !== key) })),
    busy: false,
  };
};
