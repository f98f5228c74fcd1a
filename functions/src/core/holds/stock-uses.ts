import type { PlannedMovement } from '../submissions/kind.ts';
import type { LotUse } from './check-holds.ts';

/** The ledger types that take stock out to use or ship it (a hold refuses them). */
const USES = new Set<PlannedMovement['type']>(['production_usage', 'shipment']);

/**
 * The lots a plan's movements use or ship. Receipts, outputs and plain adjustments are not
 * uses: a held lot can still be counted, corrected or moved.
 */
export const stockUses = (
  movements: readonly Pick<
    PlannedMovement,
    'materialId' | 'lotCode' | 'qtyDelta' | 'type' | 'expiryOverride'
  >[],
): LotUse[] =>
  movements.flatMap((m) =>
    m.lotCode !== null && m.qtyDelta < 0 && USES.has(m.type)
      ? [
          {
            materialId: m.materialId,
            lotCode: m.lotCode,
            ship: m.type === 'shipment',
            expiryOverride: m.expiryOverride ?? null,
          },
        ]
      : [],
  );
