import type { UserNames } from './posting.ts';
import type { AdjustResult } from '@bp/shared/contracts/inventory.ts';
import { inventoryMessages } from '@bp/shared/contracts/inventory.ts';
import { toNumber } from '@bp/shared/quantity/quantity.ts';
import { allInOrder } from '../all-in-order.ts';
import { conflict, notFound } from '../errors.ts';
import {
  GUARD_ATTEMPTS,
  guardedHoldCheck,
  type HoldGuard,
  HoldsChanged,
  holdsBusy,
} from '../holds/hold-guard.ts';
import type { HoldReadPorts } from '../holds/ports.ts';
import { refuseUnknownLots } from '../holds/unknown-lots.ts';
import { type AdjustmentInput, adjustmentMovement } from './adjustment.ts';
import type { InventoryPorts } from './ports.ts';
import { entryView } from './views.ts';

/**
 * POST /api/inventory/{materialId}/adjust: one adjustment posted under `key` (the client's
 * Idempotency-Key, scoped to the company and material, or a fresh one), answered with the
 * entry and the balances after it.
 */
export const adjustInventory = async (
  ports: InventoryPorts & { holds: HoldReadPorts },
  caller: { companyId: number; userId: number; email: string; names?: UserNames },
  materialId: number,
  input: AdjustmentInput,
  key: string,
): Promise<AdjustResult> => {
  const postingKey = `adjust:${materialId}:${key}`;
  // Who posts is read beside the material (one wait), and only used once the material is known;
  // the material comes with the posting's header (a replay?) and the lot's claim, in one read.
  const [{ material, posted, claimed }, by] = await allInOrder([
    ports.adjustReads(caller.companyId, materialId, postingKey, input.lotCode),
    ports.postedBy(caller.userId, caller.email, caller.names),
  ]);
  if (!material) throw notFound(inventoryMessages.materialNotFound);
  const movement = adjustmentMovement(material, input);
  const post = (guard?: HoldGuard) => {
    const now = ports.now();
    const posting = { key: postingKey, movements: [movement], by, submittedAt: now, recordedAt: now };
    // A usage's lots are read after its hold check's epoch, by the posting itself.
    if (guard) return ports.post(caller.companyId, posting, guard);
    // No header found: the posting need not read it (one found after all replays as before).
    return posted
      ? ports.post(caller.companyId, posting)
      : ports.post(caller.companyId, posting, undefined, true, claimed);
  };
  const { lotCode } = movement;
  // A plain adjustment may correct a held lot; a usage takes stock from it to use, so it may
  // not: checked, then posted on condition no hold landed since (else checked again).
  const usage = async () => {
    if (input.refuseUnknownLot)
      await refuseUnknownLots(ports.holds, caller.companyId, [
        { materialId, lotCode: lotCode as string, confirmed: input.confirmUnknownLot === true },
      ]);
    for (let attempt = 0; attempt < GUARD_ATTEMPTS; attempt++) {
      const { guard } = await guardedHoldCheck(
        ports.holds,
        caller.companyId,
        [{ materialId, lotCode: lotCode as string, ship: false, expiryOverride: null }],
        ports.now().slice(0, 10),
      );
      try {
        return await post(guard);
      } catch (error) {
        if (!(error instanceof HoldsChanged)) throw error;
      }
    }
    throw conflict(holdsBusy);
  };
  const outcome = input.usage && lotCode !== null ? await usage() : await post();
  const [entry] = outcome.entries;
  if (!entry) throw new Error(`Posting ${outcome.postingId} has no entry`);
  // The balances after it: the stock and the lot in one read.
  const { stock, lot } = await ports.stockAndLot(caller.companyId, materialId, entry.lotId);
  return {
    transaction: entryView(entry, () => lot?.lotCode),
    quantity_on_hand: toNumber(stock),
    lot_quantity: lot ? toNumber(lot.quantity) : null,
    replayed: outcome.replayed,
  };
};
