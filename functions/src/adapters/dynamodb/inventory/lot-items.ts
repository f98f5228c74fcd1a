import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { fromThousandths } from '@bp/shared/quantity/quantity.ts';
import { claimItem, lotAliasKey } from './records/lot-alias.ts';
import { lotItem, lotKey, materialLotsQuery, type StoredLot, toLot } from './records/lot.ts';
import { supplierLotClaimKey, toSupplierLotClaim } from './records/supplier-lot-claim.ts';
import type { EarlierSupplierLot } from '../../../core/inventory/supplier-lot-claim.ts';

export { claimItem } from './records/lot-alias.ts';
export { lotItem, type StoredLot, toLot } from './records/lot.ts';
import { lotCodeKey } from '../../../core/inventory/lot-code.ts';
import type { LotOrigin } from '../../../core/inventory/posting.ts';
import {
  batchGetItems,
  documentClient,
  getItem,
  nextId,
  tenantCounter,
  putIfAbsent,
  queryAll,
  tableName,
  transactOnce,
} from '../kit/index.ts';

/**
 * Lots and their code claims. A lot item holds the lot's quantity (changed only by postings and
 * merges, with ADD); a claim item per lower-cased code (its own, and codes merged into it) makes
 * codes unique per material and leads a code to its lot.
 */

export const getLot = async (
  companyId: number,
  materialId: number,
  lotId: number,
  consistent = true,
): Promise<StoredLot | null> => {
  const out = await documentClient.send(
    new GetCommand({
      TableName: tableName(),
      Key: lotKey(companyId, materialId, lotId),
      ConsistentRead: consistent,
    }),
  );
  return out.Item ? toLot(out.Item) : null;
};

export const getLots = async (
  companyId: number,
  refs: readonly { materialId: number; lotId: number }[],
  consistent = true,
): Promise<StoredLot[]> =>
  (
    await batchGetItems(
      refs.map((r) => lotKey(companyId, r.materialId, r.lotId)),
      consistent,
    )
  ).map(toLot);

/** Every lot of a material, merged ones included (a material has hundreds, not millions). */
export const materialLots = async (
  companyId: number,
  materialId: number,
  consistent = true,
): Promise<StoredLot[]> =>
  (
    await queryAll({
      TableName: tableName(),
      ...materialLotsQuery(companyId, materialId),
      ConsistentRead: consistent,
    })
  ).map(toLot);

/** The lot a code leads to (its own code or one merged into it), read consistently. */
export const findLotByCode = async (
  companyId: number,
  materialId: number,
  code: string,
): Promise<StoredLot | null> => {
  const claim = await documentClient.send(
    new GetCommand({
      TableName: tableName(),
      Key: lotAliasKey(companyId, materialId, lotCodeKey(code)),
      ConsistentRead: true,
    }),
  );
  if (!claim.Item) return null;
  return getLot(companyId, materialId, Number(claim.Item.lot_id), true);
};

/**
 * Finds the lot of a code or creates it with `origin`, the code in the given spelling. Two
 * creators racing for one code: the claim's condition lets one win and the other finds its lot.
 */
export const findOrCreateLot = async (
  companyId: number,
  materialId: number,
  code: string,
  origin: LotOrigin,
  now: string,
): Promise<StoredLot> => {
  for (let attempt = 0; attempt < 5; attempt++) {
    const found = await findLotByCode(companyId, materialId, code);
    if (found) return found;
    const created = await createLot(companyId, materialId, code, origin, now);
    if (created) return created;
  }
  throw new Error(`Could not find or create lot ${code} of material ${materialId}`);
};

/**
 * Creates the lot of a code no lot claims, the code in the given spelling; null when another
 * creator claimed the code first (then its lot is found by the code).
 */
export const createLot = async (
  companyId: number,
  materialId: number,
  code: string,
  origin: LotOrigin,
  now: string,
): Promise<StoredLot | null> => {
  const lot: StoredLot = {
    id: await nextId(tenantCounter(companyId, 'LOT')),
    materialId,
    lotCode: code,
    origin,
    registeredAt: now,
    notes: null,
    quantity: fromThousandths(0),
    mergedInto: null,
    aliases: [],
    mergedLotIds: [],
  };
  const outcome = await transactOnce([
    putIfAbsent(claimItem(companyId, materialId, code, lot.id), 'retry'),
    putIfAbsent(lotItem(companyId, lot), 'retry'),
  ]);
  return outcome === 'done' ? lot : null;
};

/**
 * The lot a supplier's lot first arrived into (its claim), followed through merges to the lot
 * that holds its stock now; read consistently, as the submit decides on it.
 */
export const findSupplierLot = async (
  companyId: number,
  materialId: number,
  supplierId: number,
  supplierLotCode: string,
): Promise<EarlierSupplierLot | null> => {
  const claim = await getItem(supplierLotClaimKey(companyId, materialId, supplierId, supplierLotCode), {
    consistent: true,
  });
  if (!claim) return null;
  const { lotId, date } = toSupplierLotClaim(claim);
  let lot = await getLot(companyId, materialId, lotId, true);
  // A merge chain is short (each merge moves a lot once); the bound only guards bad data.
  for (let hops = 0; lot?.mergedInto != null && hops < 10; hops++)
    lot = await getLot(companyId, materialId, lot.mergedInto, true);
  return lot ? { lotId: lot.id, lotCode: lot.lotCode, date } : null;
};
