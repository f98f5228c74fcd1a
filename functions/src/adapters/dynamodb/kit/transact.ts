import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { conflict, STALE_WRITE } from '../../../core/errors.ts';
import { cancellationOf, CONDITION_FAILED, isTokenReuse, verdictOf, type Verdict } from './cancellation.ts';
import { documentClient, tableName } from './client.ts';
import { noteTransactionTime } from './held-item-pause.ts';
import { coalesce, MAX_TRANSACTION_ITEMS } from './plan.ts';
import { keyOf, toTransactItem, type Write } from './writes.ts';

export { STALE_WRITE };

/** A request token (idempotency key) sent again with a different change. */
export const TOKEN_REUSED = 'This request was already made with different content';

/** Explains the failed condition of `writes[index]`: an error, 'retry' (read again) or 'applied'. */
export type Explain = (
  index: number,
  write: Write,
) => Error | 'retry' | 'applied' | Promise<Error | 'retry' | 'applied'>;

export interface TransactOptions {
  /** Overrides the writes' own `refusal` (e.g. a fresh read to tell "deleted" from "changed"). */
  explain?: Explain;
  /**
   * DynamoDB's ClientRequestToken: the same token within ten minutes makes a resent call a no-op.
   * Only for calls whose items are identical on a resend (no timestamps taken at send time).
   */
  token?: string;
  /** Told every write whose condition failed, before the refusal is explained: all of them, not only the first. */
  onRefused?: (refused: readonly Write[]) => void;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Full jitter: racing writers spread out instead of colliding again. */
export const backoff = (attempt: number) => sleep(Math.random() * Math.min(400, 10 * 2 ** attempt));

const defaultExplain: Explain = (_index, write) =>
  write.refusal ?? new Error(`Condition failed on ${JSON.stringify(keyOf(write))}`);

/**
 * One TransactWriteItems call (ADDs on one item merged first). 'done', 'retry' (a lost race or a
 * refusal that says read again), 'applied' (a refusal that says it was written before), or the
 * domain error a failed condition means, thrown.
 */
export const transactOnce = async (
  writes: readonly Write[],
  options: TransactOptions = {},
): Promise<'done' | 'retry' | 'applied'> => {
  const items = coalesce(writes);
  if (items.length === 0) return 'done';
  if (items.length > MAX_TRANSACTION_ITEMS) {
    throw new Error(`${items.length} items exceed one transaction: split them (writeExactlyOnce)`);
  }
  const table = tableName();
  try {
    const started = performance.now();
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: items.map((w) => toTransactItem(w, table)),
        ClientRequestToken: options.token,
      }),
    );
    noteTransactionTime(performance.now() - started);
    return 'done';
  } catch (error) {
    if (isTokenReuse(error)) throw conflict(TOKEN_REUSED);
    const cancellation = cancellationOf(error);
    if (!cancellation) throw error;
    options.onRefused?.(
      cancellation.reasons.flatMap((code, i) => (code === CONDITION_FAILED ? [items[i] as Write] : [])),
    );
    const explain = options.explain ?? defaultExplain;
    // The explanation may need a read (async), so it is resolved before the pure verdict.
    const index = cancellation.reasons.indexOf('ConditionalCheckFailed');
    const meaning = index >= 0 ? await explain(index, items[index] as Write) : null;
    const verdict: Verdict = verdictOf(cancellation, () => meaning as Error | 'retry' | 'applied');
    if ('error' in verdict) throw verdict.error;
    return 'retry' in verdict ? 'retry' : 'applied';
  }
};

/**
 * All-or-nothing write of condition-checked items. A lost race is tried again with the same
 * items a few times; a write built on a read that no longer holds (a refusal of 'retry') cannot
 * be fixed by resending, so it answers 409 `onStale` at once (callers that can re-read loop
 * over `transactOnce` themselves, see master-data/digest-commit.ts).
 */
export const transact = async (
  writes: readonly Write[],
  options: TransactOptions & { onStale?: Error; attempts?: number } = {},
): Promise<void> => {
  const attempts = options.attempts ?? 4;
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (attempt > 0) await backoff(attempt);
    let stale = false;
    const outcome = await transactOnce(writes, {
      ...options,
      explain: async (index, write) => {
        const meaning = await (options.explain ?? defaultExplain)(index, write);
        if (meaning === 'retry') stale = true;
        return meaning;
      },
    });
    if (outcome !== 'retry') return;
    if (stale) break;
  }
  throw options.onStale ?? conflict(STALE_WRITE);
};
