import type { HoldCategory } from '@bp/shared/contracts/holds.ts';
import { type ItemKey, padId, tenantPrefix } from '@bp/shared/table/schema.ts';
import type { HoldEvent, HoldState, LotName } from '../../../../core/holds/hold.ts';
import { postedByItem as userItem, toPostedBy as toUser } from '../../inventory/records/posted-by.ts';

/**
 * A lot's hold history: one partition per lot (lot ids are unique in a company), one item per
 * event, written once under attribute_not_exists and never changed. The lot item carries the
 * current state (`hold`, `released_at`, `hold_events`), written in the same transaction.
 */
export const holdEventsPartition = (companyId: number, lotId: number): string =>
  `${tenantPrefix(companyId)}HOLD#L#${padId(lotId)}`;

export const holdEventKey = (companyId: number, lotId: number, seq: number): ItemKey => ({
  pk: holdEventsPartition(companyId, lotId),
  sk: `E#${seq.toString().padStart(6, '0')}`,
});

const viaItem = (via: LotName | null) =>
  via ? { material_id: via.materialId, lot_id: via.lotId, lot_code: via.lotCode } : null;

const toVia = (item: unknown): LotName | null => {
  if (!item || typeof item !== 'object') return null;
  const v = item as Record<string, unknown>;
  return { materialId: Number(v.material_id), lotId: Number(v.lot_id), lotCode: String(v.lot_code) };
};

export const holdEventItem = (companyId: number, e: HoldEvent) => ({
  ...holdEventKey(companyId, e.lotId, e.seq),
  kind: 'hold_event',
  material_id: e.materialId,
  lot_id: e.lotId,
  seq: e.seq,
  action: e.action,
  category: e.category,
  reason: e.reason,
  at: e.at,
  by: userItem(e.by),
  via: viaItem(e.via),
});

export const toHoldEvent = (item: Record<string, unknown>): HoldEvent => ({
  materialId: Number(item.material_id),
  lotId: Number(item.lot_id),
  seq: Number(item.seq),
  action: item.action as HoldEvent['action'],
  category: item.category as HoldCategory,
  reason: String(item.reason),
  at: String(item.at),
  by: toUser(item.by),
  via: toVia(item.via),
});

/** The `hold` attribute of a lot item. */
export const holdStateItem = (hold: HoldState) => ({
  category: hold.category,
  reason: hold.reason,
  at: hold.at,
  by: userItem(hold.by),
  via: viaItem(hold.via),
});

export const toHoldState = (item: unknown): HoldState | null => {
  if (!item || typeof item !== 'object') return null;
  const h = item as Record<string, unknown>;
  return {
    category: h.category as HoldCategory,
    reason: String(h.reason),
    at: String(h.at),
    by: toUser(h.by),
    via: toVia(h.via),
  };
};
