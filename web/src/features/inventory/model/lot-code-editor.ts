import type { LotEditResult } from '@bp/shared/contracts/lots.ts';

/** The lot code editor's modes (spec 001 section 4): view, editing, conflict. */
export type LotCodeMode =
  | { mode: 'view' }
  | { mode: 'editing'; draft: string }
  | { mode: 'conflict'; draft: string; conflicting: NonNullable<LotEditResult['conflicting_lot']> };

/** Saving is possible only when the code differs from the current one and is non-empty after trimming. */
export const canSave = (current: string, draft: string): boolean =>
  draft.trim() !== '' && draft.trim() !== current;

/** After a save: a reported conflict with a conflicting lot goes to conflict, anything else to view. */
export const afterSave = (draft: string, result: LotEditResult): LotCodeMode =>
  result.conflict_discovered && result.conflicting_lot
    ? { mode: 'conflict', draft, conflicting: result.conflicting_lot }
    : { mode: 'view' };
