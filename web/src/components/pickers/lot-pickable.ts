import type { MaterialLot } from '@bp/shared/contracts/lots.ts';

type PickedLot = Pick<MaterialLot, 'hold' | 'expiry'>;

const today = () => new Date().toISOString().slice(0, 10);

export const isExpired = (lot: PickedLot, day = today()) => lot.expiry !== null && lot.expiry.date < day;

/**
 * Whether a lot picker lets the lot be chosen. A lot held only for its expiry (the expiry job's
 * hold) counts as an expired lot: where an expired lot may be shipped with an override reason, so
 * may it, as the server lets its own "expired" hold give way to the override (core/holds/hold.ts).
 */
export const pickable = (
  lot: PickedLot,
  allow: { allowHeld: boolean; allowExpired: boolean },
  day = today(),
): boolean => {
  const expiryHoldOnly = lot.hold?.category === 'expired';
  if (lot.hold && !allow.allowHeld && !(expiryHoldOnly && allow.allowExpired)) return false;
  return allow.allowExpired || !isExpired(lot, day);
};
