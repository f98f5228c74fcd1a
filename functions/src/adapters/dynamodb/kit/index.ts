/**
 * The transaction kit: every write to the table that must hold a condition or land with others
 * goes through here. Describe writes (writes.ts), run them all-or-nothing (transact.ts), or
 * exactly once across several transactions (exactly-once.ts); mint integer ids (counters.ts).
 * A failed condition becomes the write's `refusal`, a domain error; a lost race is retried.
 */
export { batchGetGroups, batchGetItems } from './batch-get.ts';
export {
  cancellationOf,
  type Cancellation,
  firstFailedCondition,
  isRace,
  isTokenReuse,
  verdictOf,
} from './cancellation.ts';
export { pauseForHeldItem } from './held-item-pause.ts';
export { requestToken } from './request-token.ts';
export { documentClient, tableName } from './client.ts';
export { type ExactlyOnceWrite, writeExactlyOnce } from './exactly-once.ts';
export { COUNTER_VALUE, counterValue, mintIds, nextId, platformCounter, tenantCounter } from './counters.ts';
export { getItem, type PartitionQuery, queryPartition } from './read.ts';
export { indexKeys, pick, text } from './records.ts';
export { isConditionFailed, writeOne } from './write-one.ts';
export {
  isTransactionConflict,
  PLAIN_WRITE_ATTEMPTS,
  retryTransactionConflict,
} from './transaction-conflict.ts';
export { coalesce, itemCount, MAX_TRANSACTION_ITEMS, splitIntoTransactions } from './plan.ts';
export { queryAll } from './query-all.ts';
export {
  backoff,
  type Explain,
  STALE_WRITE,
  TOKEN_REUSED,
  transact,
  transactOnce,
  type TransactOptions,
} from './transact.ts';
export {
  absent,
  addDeltas,
  both,
  check,
  type Condition,
  either,
  equals,
  keyId,
  keyOf,
  present,
  put,
  putIfAbsent,
  putIfRevision,
  remove,
  toTransactItem,
  type TransactItem,
  update,
  type Write,
} from './writes.ts';
