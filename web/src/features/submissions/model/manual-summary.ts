import { refOf, textOf, type Draft, type DraftValue } from './manual-draft.ts';
import type { ManualLayout } from './manual-layout.ts';

const shown = (value: DraftValue | undefined) => refOf(value)?.name ?? textOf(value).trim();

/**
 * One line naming a manual entry in the Outbox ("2026-03-01 · Valley Mill: Rye flour 10 kg · 1
 * row"): the header's values, then the first row's named record, material, quantity and unit.
 */
export const manualSummary = (layout: ManualLayout, draft: Draft): string => {
  const header = layout.header.map((f) => shown(draft.header[f.name])).filter(Boolean);
  const first = draft.rows[0];
  const row = first
    ? layout.rows
        .filter((f) => f.input !== 'text' || f.name === layout.row.unit)
        .map((f) => shown(first.values[f.name]))
        .filter(Boolean)
        .join(' ')
    : '';
  const count = `${draft.rows.length} ${draft.rows.length === 1 ? 'row' : 'rows'}`;
  return [...header, row, count].filter(Boolean).join(' · ');
};
