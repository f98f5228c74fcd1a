/**
 * Runs independent steps at once (one wait instead of one each) yet fails as running them one
 * after another would: when several throw, the first in list order is thrown, so a request with
 * two faults always gets the same answer, whichever read came back first.
 */
export const allInOrder = async <T extends readonly unknown[]>(
  steps: readonly [...{ [K in keyof T]: Promise<T[K]> }],
): Promise<T> => {
  const settled = await Promise.allSettled(steps);
  for (const outcome of settled) if (outcome.status === 'rejected') throw outcome.reason;
  return settled.map((outcome) => (outcome as PromiseFulfilledResult<unknown>).value) as unknown as T;
};
