import type { AdjustResult } from '@bp/shared/contracts/inventory.ts';
import { inventoryMessages } from '@bp/shared/contracts/inventory.ts';
import { toNumber } from '@bp/shared/quantity/quantity.ts';
import { notFound } from '../errors.ts';
import { refuseHeldLots } from '../holds/check-holds.ts';
import type { HoldReadPorts } from '../holds/ports.ts';
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
  caller: { companyId: number; userId: number; email: string },
  materialId: number,
  input: AdjustmentInput,
  key: string,
): Promise<AdjustResult> => {
  const material = await ports.material(caller.companyId, materialId);
  if (!material) throw notFound(inventoryMessages.materialNotFound);
  const movement = adjustmentMovement(material, input);
  // A plain adjustment may correct a held lot; a usage takes stock from it to use, so it may not.
  if (input.usage && movement.lotCode !== null)
    await refuseHeldLots(
      ports.holds,
      caller.companyId,
      [{ materialId, lotCode: movement.lotCode, ship: false, expiryOverride: null }],
      ports.now().slice(0, 10),
    );
  const now = ports.now();
  const outcome = await ports.post(caller.companyId, {
    key: `adjust:${materialId}:${key}`,
    movements: [movement],
    by: await ports.postedBy(caller.userId, caller.email),
    submittedAt: now,
    recordedAt: now,
  });
  const [entry] = outcome.entries;
  if (!entry) throw new Error(`Posting ${outcome.postingId} has no entry`);
  const [stock, lot] = await Promise.all([
    ports.stock(caller.companyId, materialId),
    entry.lotId === null ? null : ports.lot(caller.companyId, materialId, entry.lotId),
  ]);
  return {
    transaction: entryView(entry, () => lot?.lotCode),
    quantity_on_hand: toNumber(stock),
    lot_quantity: lot ? toNumber(lot.quantity) : null,
    replayed: outcome.replayed,
  };
};
