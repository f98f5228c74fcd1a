import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { adminMessages } from '@bp/shared/contracts/admin.ts';
import { conflict } from '../../core/errors.ts';
import { transactWrite } from './transact.ts';

export type TransactItems = NonNullable<TransactWriteCommandInput['TransactItems']>;

class ConditionFailed extends Error {
  readonly index: number;
  constructor(index: number) {
    super(`condition ${index} failed`);
    this.index = index;
  }
}

const isTransactionConflict = (error: unknown): boolean =>
  (error instanceof TransactionCanceledException &&
    (error.CancellationReasons ?? []).some((r) => r.Code === 'TransactionConflict')) ||
  (error as Error)?.name === 'TransactionConflictException';

/**
 * `transactWrite` for platform records, where explaining a failed condition may need a fresh
 * read (was the user deleted, or only changed?): `explain` may be async. Two transactions racing
 * on the same item make DynamoDB cancel one; that caller gets a 409 asking to retry, not a 500.
 */
export const platformTransact = async (
  items: TransactItems,
  explain: (index: number) => Error | Promise<Error>,
): Promise<void> => {
  try {
    await transactWrite(items, (index) => new ConditionFailed(index));
  } catch (error) {
    if (error instanceof ConditionFailed) throw await explain(error.index);
    if (isTransactionConflict(error)) throw conflict(adminMessages.concurrentChange);
    throw error;
  }
};
