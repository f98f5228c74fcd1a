import { MAX_QUANTITY, quantityMessages, SCALE } from '@bp/shared/quantity/quantity.ts';
import { invalid } from '../errors.ts';
import type { Movement } from '../inventory/posting.ts';
import type { TraceLink } from '../inventory/trace-link.ts';
import type { MaterialInfo } from './records.ts';

/**
 * The last word before a submit freezes its submission: the planned posting checked by rules
 * that are not one kind's (the kinds' own field rules ran in `kind.plan`). Pure: each rule
 * throws a domain error (Invalid 400, Conflict 409) and nothing has been written yet. A rule that
 * needs stored facts (say, which of the plan's lots are on hold) gets them in `PlanFacts`, read
 * by `submitSubmission` before it calls `checkPlan`; add the read there and the rule here.
 */
export interface PlannedPosting {
  movements: readonly Movement[];
  links: readonly TraceLink[];
}

export interface PlanFacts {
  /** The materials the plan names, as read for it. */
  materials: ReadonlyMap<number, MaterialInfo>;
}

export type PlanRule = (plan: PlannedPosting, facts: PlanFacts) => void;

/** Every amount is bounded alone; their sum must be too, so balances stay exact integers. */
const totalWithinBounds: PlanRule = (plan) => {
  const moved = plan.movements.reduce((sum, m) => sum + Math.abs(m.qtyDelta), 0);
  if (moved > MAX_QUANTITY * SCALE) throw invalid(quantityMessages.tooLarge);
};

export const planRules: readonly PlanRule[] = [totalWithinBounds];

export const checkPlan = (plan: PlannedPosting, facts: PlanFacts): void => {
  for (const rule of planRules) rule(plan, facts);
};
