import {
  CONFIRM_UNKNOWN_LOT,
  UNKNOWN_LOTS_CONFIRM,
  UNKNOWN_LOTS_HEADER,
  type UnknownLot,
  unknownLotsAnswer,
} from '@bp/shared/contracts/unknown-lots.ts';
import { ApiError } from './api-error.ts';

/** The header every submit and usage from the web sends (issue 21 item 6): the server asks first. */
export const UNKNOWN_LOTS_CHECK = { [UNKNOWN_LOTS_HEADER]: UNKNOWN_LOTS_CONFIRM } as const;

/**
 * The lots a refused submit or usage would take that were never received or produced (409 with
 * unknown_lots), or null for any other error: the screen asks "use it anyway?" before sending
 * again with the confirmation.
 */
export function unknownLotsIn(error: unknown): UnknownLot[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = unknownLotsAnswer.safeParse(error.body);
  return parsed.success ? parsed.data.unknown_lots : null;
}

/** Two lot codes alike, trimmed and without regard to case. */
export const sameCode = (a: unknown, b: string) =>
  typeof a === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();

/** A ref's id, as a number or as a form or the verification screen keeps it ({id, ...}). */
export const idOf = (v: unknown): number | null => {
  if (typeof v === 'number') return v;
  // A ref as the verification screen keeps it ({id, value, recognised}).
  if (v && typeof v === 'object' && 'id' in v && typeof v.id === 'number') return v.id;
  return null;
};

/** Whether a row (field name -> value) names one of the lots (its material and code). */
export const rowNamesLot = (
  row: Record<string, unknown>,
  roles: { material: string; lot: string },
  lots: readonly UnknownLot[],
): boolean =>
  lots.some((l) => idOf(row[roles.material]) === l.material_id && sameCode(row[roles.lot], l.lot_code));

/** The rows with `confirm_unknown_lot: true` on each that names one of the lots the user confirmed. */
export const confirmRows = <R extends Record<string, unknown>>(
  rows: readonly R[],
  roles: { material: string; lot: string },
  lots: readonly UnknownLot[],
): R[] => rows.map((r) => (rowNamesLot(r, roles, lots) ? { ...r, [CONFIRM_UNKNOWN_LOT]: true } : r));
