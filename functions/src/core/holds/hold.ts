import {
  HOLD_CATEGORY_LABELS,
  type HoldCategory,
  type HoldEventView,
  holdMessages,
  type LotHold,
} from '@bp/shared/contracts/holds.ts';
import type { LotRecord } from '../inventory/lot.ts';
import type { PostedBy } from '../inventory/posting.ts';

/** A lot named with its material and code (holds name lots to people). */
export interface LotName {
  materialId: number;
  lotId: number;
  lotCode: string;
}

/** A lot's current hold, kept on the lot item and derived from its last hold event. */
export interface HoldState {
  category: HoldCategory;
  reason: string;
  at: string;
  /** Null for a hold the expiry job placed. */
  by: PostedBy | null;
  /** The lot whose hold this one followed (holds follow the genealogy), else null. */
  via: LotName | null;
}

/** One entry of a lot's append-only hold history. */
export interface HoldEvent {
  materialId: number;
  lotId: number;
  /** 0, 1, ... per lot: the lot's `holdEvents` when it was written. */
  seq: number;
  action: 'hold' | 'release';
  category: HoldCategory;
  reason: string;
  at: string;
  by: PostedBy | null;
  via: LotName | null;
}

/** A lot's next event: placing a hold or releasing it, with the state it leaves on the lot. */
export interface HoldChange {
  lot: LotRecord;
  event: HoldEvent;
}

export const isHeld = (lot: Pick<LotRecord, 'hold'>): boolean => lot.hold !== null && lot.hold !== undefined;

export const holdChange = (
  lot: LotRecord,
  hold: { category: HoldCategory; reason: string },
  at: string,
  by: PostedBy | null,
  via: LotName | null = null,
): HoldChange => ({
  lot,
  event: {
    materialId: lot.materialId,
    lotId: lot.id,
    seq: lot.holdEvents ?? 0,
    action: 'hold',
    category: hold.category,
    reason: hold.reason,
    at,
    by,
    via,
  },
});

export const releaseChange = (lot: LotRecord, reason: string, at: string, by: PostedBy): HoldChange => {
  if (!lot.hold) throw new Error(`Lot ${lot.id} is not held`);
  return {
    lot,
    event: {
      materialId: lot.materialId,
      lotId: lot.id,
      seq: lot.holdEvents ?? 0,
      action: 'release',
      category: lot.hold.category,
      reason,
      at,
      by,
      via: null,
    },
  };
};

/** The hold an event leaves on its lot (a release leaves none). */
export const stateAfter = (event: HoldEvent): HoldState | null =>
  event.action === 'hold'
    ? { category: event.category, reason: event.reason, at: event.at, by: event.by, via: event.via }
    : null;

/** "Supplier recall: flour recall 2026-17, since 2026-11-26" */
export const holdLabel = (hold: HoldState): string =>
  `${HOLD_CATEGORY_LABELS[hold.category]}: ${hold.reason}, since ${hold.at.slice(0, 10)}`;

const userView = (by: PostedBy | null) =>
  by ? { user_id: by.userId, first_name: by.firstName, last_name: by.lastName, email: by.email } : null;

const lotRefView = (via: LotName | null) =>
  via ? { material_id: via.materialId, lot_id: via.lotId, lot_code: via.lotCode } : null;

export const holdView = (hold: HoldState | null | undefined): LotHold | null =>
  hold
    ? {
        category: hold.category,
        reason: hold.reason,
        held_at: hold.at,
        held_by: userView(hold.by),
        via_lot: lotRefView(hold.via),
      }
    : null;

export const holdEventView = (e: HoldEvent): HoldEventView => ({
  seq: e.seq,
  action: e.action,
  category: e.category,
  reason: e.reason,
  at: e.at,
  by: userView(e.by),
  via_lot: lotRefView(e.via),
});

/** A lot a submit would take stock from, with the lots it was made from (any depth). */
export interface StockUse {
  lot: LotRecord;
  materialName: string;
  ancestors: readonly { lot: LotRecord; materialName: string }[];
}

/**
 * Why taking stock from this lot is refused, or null when it may be used. A lot on hold is
 * refused. So is a lot made from a lot on hold, unless the lot itself was released after that
 * hold was placed (a quality manager cleared it, e.g. after testing): holds follow the
 * genealogy whether or not the descendants were held one by one.
 */
export const holdRefusal = (use: StockUse, expiryDecides = false): string | null => {
  const { lot } = use;
  // An expired lot being shipped: its own "expired" hold gives way to the expiry rule
  // (core/expiry), which ships it only with an override reason; any other hold does not.
  if (lot.hold && !(expiryDecides && lot.hold.category === 'expired'))
    return holdMessages.refused(lot.lotCode, use.materialName, holdLabel(lot.hold));
  for (const a of use.ancestors) {
    const hold = a.lot.hold;
    // An input past its date does not spoil what was made from it while it was good: the made
    // lot has its own date. Every other hold follows the genealogy.
    if (!hold || hold.category === 'expired') continue;
    if (lot.releasedAt && lot.releasedAt >= hold.at) continue;
    return holdMessages.refusedByInput(
      lot.lotCode,
      use.materialName,
      `${a.lot.lotCode} (${a.materialName})`,
      holdLabel(hold),
    );
  }
  return null;
};
