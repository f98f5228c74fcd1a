import { inventoryMessages } from '@bp/shared/contracts/inventory.ts';
import { lotMessages } from '@bp/shared/contracts/lots.ts';
import { findLotByCode, getLot, getLots } from '../../adapters/dynamodb/inventory/lot-items.ts';
import { writeLotCode, writeMerge } from '../../adapters/dynamodb/inventory/lot-changes.ts';
import { lotRange, materialRange, type LedgerRange } from '../../adapters/dynamodb/inventory/ledger-items.ts';
import { stockOf } from '../../adapters/dynamodb/inventory/stock-items.ts';
import { writePosting } from '../../adapters/dynamodb/inventory/write-posting.ts';
import { getMaterial } from '../../adapters/dynamodb/master-data/materials-repo.ts';
import { getUser } from '../../adapters/dynamodb/platform/users-repo.ts';
import { notFound } from '../../core/errors.ts';
import type { LotRecord } from '../../core/inventory/lot.ts';
import type { InventoryPorts } from '../../core/inventory/ports.ts';
import type { LedgerEntry } from '../../core/inventory/posting.ts';
import { ZERO } from '@bp/shared/quantity/quantity.ts';

export const inventoryPorts: InventoryPorts = {
  material: (companyId, id) => getMaterial(companyId, id),
  lot: (companyId, materialId, lotId) => getLot(companyId, materialId, lotId, true),
  lotByCode: findLotByCode,
  post: writePosting,
  merge: writeMerge,
  rename: writeLotCode,
  stock: async (companyId, materialId) =>
    (await stockOf(companyId, [materialId], true)).get(materialId) ?? ZERO,
  postedBy: async (userId, email) => {
    const user = await getUser(userId);
    return {
      userId,
      firstName: user?.first_name ?? null,
      lastName: user?.last_name ?? null,
      email: user?.email ?? email,
    };
  },
  now: () => new Date().toISOString(),
};

export const loadMaterialOr404 = async (companyId: number, id: number) => {
  const material = await getMaterial(companyId, id);
  if (!material) throw notFound(inventoryMessages.materialNotFound);
  return material;
};

export const loadLotOr404 = async (
  companyId: number,
  materialId: number,
  lotId: number,
): Promise<LotRecord> => {
  await loadMaterialOr404(companyId, materialId);
  const lot = await getLot(companyId, materialId, lotId);
  if (!lot) throw notFound(lotMessages.notFound);
  return lot;
};

/** A lot's history: its own entries and those of every lot merged into it. */
export const lotRanges = (companyId: number, lot: LotRecord): LedgerRange[] =>
  [lot.id, ...lot.mergedLotIds].map((id) => lotRange(companyId, id));

/** The ranges of a history request: the material's, or (with lot_id) the lot's. */
export const historyRanges = async (companyId: number, materialId: number, lotId?: number) =>
  lotId === undefined
    ? [materialRange(companyId, materialId)]
    : lotRanges(companyId, await loadLotOr404(companyId, materialId, lotId));

/** Each entry's lot code today: the lot's current code, or its survivor's after a merge. */
export const currentLotCodes = async (companyId: number, entries: readonly LedgerEntry[]) => {
  const codes = new Map<number, string>();
  let refs = [
    ...new Map(
      entries
        .filter((e) => e.lotId !== null)
        .map((e) => [e.lotId, { materialId: e.materialId, lotId: e.lotId as number }]),
    ).values(),
  ];
  const survivorOf = new Map<number, number>();
  for (let depth = 0; refs.length && depth < 10; depth++) {
    const lots = await getLots(companyId, refs);
    refs = [];
    for (const lot of lots) {
      if (lot.mergedInto === null) codes.set(lot.id, lot.lotCode);
      else {
        survivorOf.set(lot.id, lot.mergedInto);
        refs.push({ materialId: lot.materialId, lotId: lot.mergedInto });
      }
    }
  }
  const codeOf = (lotId: number, hops = 0): string | undefined => {
    const next = survivorOf.get(lotId);
    return next === undefined || hops > 10 ? codes.get(lotId) : codeOf(next, hops + 1);
  };
  return codeOf;
};
