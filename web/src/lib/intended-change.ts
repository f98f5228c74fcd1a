/**
 * One Idempotency-Key per change the user means to make (docs/inventory.md). A change is its
 * request body: the first attempt at a body gets a fresh key, and every later attempt at the same
 * body (a double click, a retry after a lost answer, the same values typed again after trying
 * others) reuses it, so the server applies it once and replays its answer. Once a change
 * succeeded the next one starts afresh, even with equal values: the user means a second change.
 */
export interface IntendedChanges<P> {
  /** The key of the change `payload` describes: new the first time, the same on each retry. */
  keyFor(payload: P): string;
  /** The change landed: whatever is sent next is a new change. */
  succeeded(): void;
}

/** 128 random bits as hex; getRandomValues works outside secure contexts too (randomUUID does not). */
const newKey = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

export const intendedChanges = <P>(generate: () => string = newKey): IntendedChanges<P> => {
  let keys = new Map<string, string>();
  return {
    keyFor(payload) {
      const body = JSON.stringify(payload);
      let key = keys.get(body);
      if (key === undefined) {
        key = generate();
        keys.set(body, key);
      }
      return key;
    },
    succeeded() {
      keys = new Map();
    },
  };
};
