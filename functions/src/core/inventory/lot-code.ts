/**
 * Lot codes are unique per material, compared without regard to case after trimming; the
 * first spelling is the one kept ("Lot-A" received first stays "Lot-A" when "lot-a " is used).
 */
export { LOT_CODE_MAX } from '@bp/shared/contracts/inventory.ts';

export const cleanLotCode = (code: string): string => code.trim();

export const lotCodeKey = (code: string): string => cleanLotCode(code).toLowerCase();

export const sameLotCode = (a: string, b: string): boolean => lotCodeKey(a) === lotCodeKey(b);
