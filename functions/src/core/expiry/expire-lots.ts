import { EXPIRY_KIND_LABELS, addDays, expiryMessages } from '@bp/shared/contracts/expiry.ts';
import { holdChange, isHeld } from '../holds/hold.ts';
import { isExpired } from './expiry.ts';
import type { ExpiryPorts } from './ports.ts';

const EPOCH = '0000-01-01';
/** Lots held in one transaction (2 items each). */
const CHUNK = 40;

/**
 * The daily expiry job (EventBridge schedule in AWS, a timer in the local cloud): every lot past
 * its date that still holds stock and is not held is put on hold, category "expired", by no one.
 * Idempotent: a lot held already is left alone, so a rerun holds nothing twice. A lot that
 * changed meanwhile is left for the next run (the submit-time check refuses it anyway).
 */
export const expireLots = async (ports: ExpiryPorts, companyId: number): Promise<number> => {
  const today = ports.today();
  const refs = await ports.datedLots(companyId, EPOCH, addDays(today, -1));
  if (!refs.length) return 0;
  const due = (await ports.lots(companyId, refs)).filter(
    (l) => l.mergedInto === null && l.quantity > 0 && !isHeld(l) && isExpired(l.expiry, today),
  );
  const at = new Date().toISOString();
  let held = 0;
  for (let i = 0; i < due.length; i += CHUNK) {
    const changes = due.slice(i, i + CHUNK).map((l) => {
      const expiry = l.expiry as NonNullable<typeof l.expiry>;
      const reason = expiryMessages.autoHoldReason(EXPIRY_KIND_LABELS[expiry.kind], expiry.date);
      return holdChange(l, { category: 'expired', reason }, at, null);
    });
    if ((await ports.applyHolds(companyId, changes)) === 'done') held += changes.length;
  }
  return held;
};

/** Every company, one after the other. */
export const expireAllCompanies = async (ports: ExpiryPorts): Promise<Record<number, number>> => {
  const out: Record<number, number> = {};
  for (const companyId of await ports.companyIds()) out[companyId] = await expireLots(ports, companyId);
  return out;
};
