import { HoldsChanged } from '../../../../core/holds/hold-guard.ts';
import {
  check,
  COUNTER_VALUE,
  counterValue,
  getItem,
  tenantCounter,
  update,
  type Write,
} from '../../kit/index.ts';

/** The company's hold epoch (core/holds/hold-guard.ts): a counter every hold placed bumps. */
export const epochKey = (companyId: number) => tenantCounter(companyId, 'HOLD_EPOCH');

/** Joins a hold's transaction: the postings checked before it then fail instead of landing. */
export const bumpHoldEpoch = (companyId: number): Write =>
  update(epochKey(companyId), { add: { [COUNTER_VALUE]: 1 } });

/** Joins a posting's first transaction: it holds only while no hold was placed since `seen`. */
export const holdEpochUnchanged = (companyId: number, seen: number): Write =>
  check(
    epochKey(companyId),
    {
      expression:
        seen === 0 ? 'attribute_not_exists(#he) OR #he = :he' : 'attribute_exists(#he) AND #he = :he',
      names: { '#he': COUNTER_VALUE },
      values: { ':he': seen },
    },
    new HoldsChanged(),
  );

export const readHoldEpoch = async (companyId: number): Promise<number> =>
  counterValue(await getItem(epochKey(companyId), { consistent: true }));
