import type { UnknownLot } from '@bp/shared/contracts/unknown-lots.ts';
import { rowNamesLot, sameCode } from '../../../lib/unknown-lots.ts';

const sameLot = (a: UnknownLot, b: UnknownLot) =>
  a.material_id === b.material_id && sameCode(a.lot_code, b.lot_code);

/**
 * The lots never received that a refused outbox entry was refused for (issue 23), which the
 * fixed body's rows still name and the user has not confirmed yet: asked "use it anyway?"
 * before the fix is kept, as the online form asks. A row changed to another lot is not asked
 * about (its submit is checked again by the server).
 */
export const lotsToAsk = (
  body: Record<string, unknown>,
  rowsKey: string,
  roles: { material: string; lot: string },
  refused: readonly UnknownLot[],
  confirmed: readonly UnknownLot[],
): UnknownLot[] => {
  const rows = Array.isArray(body[rowsKey]) ? (body[rowsKey] as Record<string, unknown>[]) : [];
  return refused.filter(
    (lot) => !confirmed.some((c) => sameLot(c, lot)) && rows.some((r) => rowNamesLot(r, roles, [lot])),
  );
};
