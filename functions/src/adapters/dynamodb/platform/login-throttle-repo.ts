import { type ThrottleBucket, WINDOW_SECONDS, windowOf } from '../../../core/auth/login-throttle.ts';
import { remove, update, writeOne } from '../kit/index.ts';
import { ATTEMPTS, throttleKey } from './records/login-throttle.ts';

const keyFor = (bucket: ThrottleBucket, nowSeconds: number) =>
  throttleKey(bucket.scope, windowOf(nowSeconds));

/** One attempt more (only under the limit) or fewer (never below zero); false when refused. */
const add = async (bucket: ThrottleBucket, nowSeconds: number, delta: 1 | -1): Promise<boolean> =>
  (await writeOne(
    update(
      keyFor(bucket, nowSeconds),
      { set: { ttl: Math.floor(nowSeconds) + 2 * WINDOW_SECONDS }, add: { [ATTEMPTS]: delta } },
      {
        // Counting up stops at the limit (atomic: parallel attempts cannot all pass a read first);
        // counting down never goes below zero.
        condition:
          delta > 0
            ? {
                expression: 'attribute_not_exists(#ka) OR #ka < :klimit',
                names: { '#ka': ATTEMPTS },
                values: { ':klimit': bucket.limit },
              }
            : { expression: '#ka > :kzero', names: { '#ka': ATTEMPTS }, values: { ':kzero': 0 } },
        refusal: 'retry',
      },
    ),
  )) !== false;

/**
 * One conditional ADD per bucket, in order; when a later bucket is full, the earlier ones are
 * given back, so a refused attempt counts nowhere. Single-item updates on one item are
 * serialised by DynamoDB, so a burst cannot overshoot the limit.
 */
export const reserveAttempt = async (
  buckets: readonly ThrottleBucket[],
  nowSeconds: number,
): Promise<boolean> => {
  const taken: ThrottleBucket[] = [];
  for (const bucket of buckets) {
    if (!(await add(bucket, nowSeconds, 1))) {
      for (const earlier of taken) await add(earlier, nowSeconds, -1);
      return false;
    }
    taken.push(bucket);
  }
  return true;
};

/** After a successful sign-in: its attempt counts nowhere, and the owner's own bucket starts over. */
export const releaseAttempt = async (
  buckets: readonly ThrottleBucket[],
  nowSeconds: number,
): Promise<void> => {
  for (const bucket of buckets) {
    if (bucket.clearOnSuccess) await writeOne(remove(keyFor(bucket, nowSeconds)));
    else await add(bucket, nowSeconds, -1);
  }
};
