import type { ItemKey } from '@bp/shared/table/schema.ts';
import {
  type EarlierSupplierLot,
  type ResolvedSupplierLotClaim,
  supplierLotKey,
  SupplierLotTaken,
} from '../../../../core/inventory/supplier-lot-claim.ts';
import { absent, either, equals, put, type Write } from '../../kit/index.ts';
import { materialLotsPartition } from './lot.ts';

/**
 * A supplier lot's claim (core/inventory/supplier-lot-claim.ts), in the material's lots partition
 * beside our codes' claims: `SUPLOT#<supplier>#<their code, lower case>`.
 */
export const supplierLotClaimKey = (
  companyId: number,
  materialId: number,
  supplierId: number,
  supplierLotCode: string,
): ItemKey => ({
  pk: materialLotsPartition(companyId, materialId),
  sk: `SUPLOT#${supplierLotKey(supplierId, supplierLotCode)}`,
});

/**
 * Claims the supplier lot for our lot: written when absent, or again by the same lot (a retried
 * posting); claimed for another lot meanwhile, it is refused with SupplierLotTaken.
 */
export const claimSupplierLot = (companyId: number, claim: ResolvedSupplierLotClaim): Write =>
  put(
    {
      ...supplierLotClaimKey(companyId, claim.materialId, claim.supplierId, claim.supplierLotCode),
      kind: 'supplier-lot',
      material_id: claim.materialId,
      supplier_id: claim.supplierId,
      supplier_lot_code: claim.supplierLotCode,
      lot_id: claim.lotId,
      date: claim.date,
    },
    { condition: either(absent(), equals('lot_id', claim.lotId)), refusal: new SupplierLotTaken(claim) },
  );

/** The claim's lot id and first date (its lot's code is read from the lot). */
export const toSupplierLotClaim = (item: Record<string, unknown>): Omit<EarlierSupplierLot, 'lotCode'> => ({
  lotId: Number(item.lot_id),
  date: String(item.date ?? ''),
});
