import { refuseHeldLots, type LotUse } from './check-holds.ts';
import type { HoldReadPorts } from './ports.ts';

/**
 * The company's hold epoch as read before a submit's hold check: every hold placed bumps it, in
 * the hold's own transaction. The posting's first transaction holds only while it is unchanged,
 * so a hold that lands between the check and the posting (on the lot used or on any lot it was
 * made from) makes the posting fail instead of using the lot; the submit then checks again.
 */
export interface HoldGuard {
  epoch: number;
}

/** Thrown by a guarded posting whose hold epoch moved on: nothing was written; check again. */
export class HoldsChanged extends Error {
  constructor() {
    super('A lot was put on hold while the stock was being posted');
    this.name = 'HoldsChanged';
  }
}

/** The answer (409) when holds kept landing under a submit's posting. */
export const holdsBusy = 'Lots were being put on hold while this was posted; try again';

/** Checks and posts attempts before a submit gives up on holds placed under it again and again. */
export const GUARD_ATTEMPTS = 5;

/**
 * The hold check with its guard: the epoch is read first, so any hold the check could miss
 * moves it. Throws the check's refusal; answers the override notes and the guard. `epoch`: the
 * epoch as the caller read it before calling (a submit reads it with its submission); an older
 * epoch only makes a hold landing meanwhile refuse the posting, as a newer one would.
 */
export const guardedHoldCheck = async (
  ports: HoldReadPorts,
  companyId: number,
  uses: readonly LotUse[],
  today: string,
  epoch?: number,
): Promise<{ notes: Map<string, string>; guard: HoldGuard }> => {
  const guard = { epoch: epoch ?? (await ports.holdEpoch(companyId)) };
  return { notes: await refuseHeldLots(ports, companyId, uses, today), guard };
};
