import type { LotRecord } from './lot.ts';
import { lotCodeKey } from './lot-code.ts';

/**
 * The lots list: ordered by code without regard to case (then id); `search` is a
 * case-insensitive substring of the code, of a code merged into the lot, of a code it had before
 * a rename or of a supplier's own lot code it was received under (issue 21); lots merged away
 * are left out unless asked for (they hold nothing and lead to their survivor).
 */
export const selectLots = (
  lots: readonly LotRecord[],
  filter: { search?: string; includeMerged?: boolean },
): LotRecord[] => {
  const term = filter.search ? lotCodeKey(filter.search) : '';
  return lots
    .filter((l) => filter.includeMerged || l.mergedInto === null)
    .filter((l) => !term || codesOf(l).some((c) => lotCodeKey(c).includes(term)))
    .sort((a, b) => {
      const ka = lotCodeKey(a.lotCode);
      const kb = lotCodeKey(b.lotCode);
      return ka < kb ? -1 : ka > kb ? 1 : a.id - b.id;
    });
};

const codesOf = (l: LotRecord): string[] => [
  l.lotCode,
  ...l.aliases,
  ...(l.formerCodes ?? []),
  ...(l.receipts ?? []).flatMap((r) => (r.supplierLotCode ? [r.supplierLotCode] : [])),
];
