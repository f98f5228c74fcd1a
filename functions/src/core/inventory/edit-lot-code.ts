import { lotMessages } from '@bp/shared/contracts/lots.ts';
import { tooLong } from '@bp/shared/contracts/master-data-fields.ts';
import { invalid } from '../errors.ts';
import type { LotRecord } from './lot.ts';
import { cleanLotCode, LOT_CODE_MAX, lotCodeKey } from './lot-code.ts';

export const lotEditMessages = {
  codeRequired: lotMessages.codeRequired,
  codeUnchanged: lotMessages.codeUnchanged,
  codeTooLong: tooLong('Lot code', LOT_CODE_MAX),
} as const;

export type LotCodeEdit =
  | { kind: 'rename'; lot: LotRecord; code: string; releases: string | null }
  | { kind: 'conflict'; lot: LotRecord; conflicting: LotRecord };

/**
 * A lot code edit (spec 001 sections 4 and 5): the new code must be non-empty after trimming and
 * differ from the current one. A code another lot of the material holds (in any case, or as an
 * alias after a merge) is a conflict: nothing is renamed and the answer offers a merge. A change
 * of case only keeps the lot's claim and just respells it.
 */
export const planLotCodeEdit = (lot: LotRecord, requested: string, holder: LotRecord | null): LotCodeEdit => {
  const code = cleanLotCode(requested);
  if (code === '') throw invalid(lotEditMessages.codeRequired);
  if (code.length > LOT_CODE_MAX) throw invalid(lotEditMessages.codeTooLong);
  if (code === lot.lotCode) throw invalid(lotEditMessages.codeUnchanged);
  if (holder && holder.id !== lot.id) return { kind: 'conflict', lot, conflicting: holder };
  const sameKey = lotCodeKey(code) === lotCodeKey(lot.lotCode);
  // An alias of this very lot may become its code again; its old code is then released.
  return { kind: 'rename', lot, code, releases: sameKey ? null : lot.lotCode };
};
