import type { ExpiryKind } from '@bp/shared/contracts/expiry.ts';
import { fromThousandths } from '@bp/shared/quantity/quantity.ts';
import { type ItemKey, padId, tenantPrefix } from '@bp/shared/table/schema.ts';
import type { LotCodeChange, LotReceipt, LotRecord } from '../../../../core/inventory/lot.ts';
import type { ResolvedTraceLink } from '../../../../core/inventory/trace-link.ts';
import type { LotOrigin } from '../../../../core/inventory/posting.ts';
import type { Condition } from '../../kit/index.ts';
import { holdStateItem, toHoldState } from '../../holds/records/hold-event.ts';
import { postedByItem, toPostedBy } from './posted-by.ts';

/** A material's lots and their code claims share one partition (a material has hundreds of lots). */
export const materialLotsPartition = (companyId: number, materialId: number): string =>
  `${tenantPrefix(companyId)}LOT#${padId(materialId)}`;

export const lotKey = (companyId: number, materialId: number, lotId: number): ItemKey => ({
  pk: materialLotsPartition(companyId, materialId),
  sk: `LOT#${padId(lotId)}`,
});

/** The lots of a material, without their code claims (which share the partition). */
export const materialLotsQuery = (companyId: number, materialId: number) => ({
  KeyConditionExpression: 'pk = :pk AND begins_with(sk, :lot)',
  ExpressionAttributeValues: { ':pk': materialLotsPartition(companyId, materialId), ':lot': 'LOT#' },
});

/** The lot exists and is its own (not merged away); with `qty`, it still holds exactly that. */
export const unmergedLot = (qty?: number): Condition => ({
  expression: `attribute_exists(pk) AND attribute_not_exists(merged_into)${qty === undefined ? '' : ' AND qty = :q'}`,
  ...(qty === undefined ? {} : { values: { ':q': qty } }),
});

/**
 * The lot still has the hold events read (no hold or release landed meanwhile) and is its own
 * (a lot merged away is held or released through its survivor).
 */
export const unchangedHolds = (seen: number): Condition => ({
  expression:
    'attribute_exists(pk) AND attribute_not_exists(merged_into) AND ' +
    (seen === 0 ? '(attribute_not_exists(hold_events) OR hold_events = :seen)' : 'hold_events = :seen'),
  values: { ':seen': seen },
});

/** A lot holds its quantity (changed only by postings and merges, with ADD). */
export const lotItem = (companyId: number, lot: LotRecord) => ({
  ...lotKey(companyId, lot.materialId, lot.id),
  kind: 'lot',
  id: lot.id,
  material_id: lot.materialId,
  lot_code: lot.lotCode,
  origin: lot.origin,
  registered_at: lot.registeredAt,
  notes: lot.notes,
  qty: lot.quantity,
  // Absent, not null, while the lot is its own: conditions test attribute_not_exists(merged_into).
  merged_into: lot.mergedInto ?? undefined,
  aliases: lot.aliases,
  merged_lot_ids: lot.mergedLotIds,
  // Holds (core/holds): the current one, the last release, the count of hold events.
  hold: lot.hold ? holdStateItem(lot.hold) : undefined,
  released_at: lot.releasedAt ?? undefined,
  hold_events: lot.holdEvents ?? undefined,
  expiry_date: lot.expiry?.date,
  expiry_kind: lot.expiry?.kind,
  receipts: lot.receipts?.length ? lot.receipts.map(lotReceiptItem) : undefined,
  former_codes: lot.formerCodes?.length ? lot.formerCodes : undefined,
  code_changes: lot.codeChanges?.length ? lot.codeChanges.map(lotCodeChangeItem) : undefined,
});

export const lotCodeChangeItem = (c: LotCodeChange) => ({
  change: c.change,
  from_code: c.fromCode,
  to_code: c.toCode,
  lot_id: c.lotId,
  qty: c.quantity,
  by: postedByItem(c.by),
  at: c.at,
});

const toCodeChange = (item: Record<string, unknown>): LotCodeChange => ({
  change: item.change === 'merged' ? 'merged' : 'renamed',
  fromCode: String(item.from_code ?? ''),
  toCode: String(item.to_code ?? ''),
  lotId: typeof item.lot_id === 'number' ? item.lot_id : null,
  quantity: typeof item.qty === 'number' ? fromThousandths(item.qty) : null,
  by: toPostedBy(item.by),
  at: String(item.at ?? ''),
});

export const lotReceiptItem = (r: LotReceipt) => ({
  supplier_id: r.supplierId,
  supplier_lot_code: r.supplierLotCode,
  date: r.date,
  // The supplier's dates only where given: receipts without them keep their earlier shape.
  ...(r.supplierDates
    ? {
        supplier_use_by: r.supplierDates.useBy,
        supplier_best_before: r.supplierDates.bestBefore,
        supplier_production_date: r.supplierDates.productionDate,
      }
    : {}),
});

/**
 * The receipts a chunk's links bring to one lot, as appended to its `receipts` list in the
 * chunk's own transaction (a resumed chunk is skipped whole, so none is appended twice).
 */
export const lotReceiptsOf = (links: readonly ResolvedTraceLink[], lotId: number) =>
  links.flatMap((l) =>
    l.type === 'receipt' && l.lot.lotId === lotId
      ? [
          lotReceiptItem({
            supplierId: l.supplierId,
            supplierLotCode: l.supplierLotCode ?? null,
            date: l.date,
            ...(l.supplierDates ? { supplierDates: l.supplierDates } : {}),
          }),
        ]
      : [],
  );

const dateOrNull = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

const toReceipt = (item: Record<string, unknown>): LotReceipt => {
  const supplierDates = {
    useBy: dateOrNull(item.supplier_use_by),
    bestBefore: dateOrNull(item.supplier_best_before),
    productionDate: dateOrNull(item.supplier_production_date),
  };
  return {
    supplierId: Number(item.supplier_id),
    supplierLotCode: (item.supplier_lot_code as string | null | undefined) ?? null,
    date: String(item.date ?? ''),
    ...(supplierDates.useBy || supplierDates.bestBefore || supplierDates.productionDate
      ? { supplierDates }
      : {}),
  };
};

export type StoredLot = LotRecord;

export const toLot = (item: Record<string, unknown>): StoredLot => ({
  id: Number(item.id),
  materialId: Number(item.material_id),
  lotCode: String(item.lot_code),
  origin: item.origin as LotOrigin,
  registeredAt: String(item.registered_at),
  notes: (item.notes as string | null | undefined) ?? null,
  quantity: fromThousandths(Number(item.qty ?? 0)),
  mergedInto: item.merged_into === null || item.merged_into === undefined ? null : Number(item.merged_into),
  aliases: (item.aliases as string[] | undefined) ?? [],
  mergedLotIds: ((item.merged_lot_ids as number[] | undefined) ?? []).map(Number),
  hold: toHoldState(item.hold),
  releasedAt: (item.released_at as string | undefined) ?? null,
  holdEvents: Number(item.hold_events ?? 0),
  expiry:
    typeof item.expiry_date === 'string'
      ? { date: item.expiry_date, kind: (item.expiry_kind as ExpiryKind | undefined) ?? 'best_before' }
      : null,
  receipts: ((item.receipts as Record<string, unknown>[] | undefined) ?? []).map(toReceipt),
  formerCodes: (item.former_codes as string[] | undefined) ?? [],
  codeChanges: ((item.code_changes as Record<string, unknown>[] | undefined) ?? []).map(toCodeChange),
  ...(typeof item.entries === 'number' ? { ledgerEntries: item.entries } : {}),
});
