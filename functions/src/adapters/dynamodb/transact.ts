import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from './client.ts';

type TransactItems = NonNullable<TransactWriteCommandInput['TransactItems']>;

/**
 * All-or-nothing write. When a condition fails, `onConditionFailed` gets the index of the
 * first failing item and returns the error to throw (a 404/409 in the caller's words).
 * `idempotencyToken` makes a retried call a no-op instead of a double write.
 */
export const transactWrite = async (
  items: TransactItems,
  onConditionFailed: (index: number) => Error,
  idempotencyToken?: string,
): Promise<void> => {
  try {
    await documentClient.send(
      new TransactWriteCommand({ TransactItems: items, ClientRequestToken: idempotencyToken }),
    );
  } catch (error) {
    if (error instanceof TransactionCanceledException) {
      const index = (error.CancellationReasons ?? []).findIndex((r) => r.Code === 'ConditionalCheckFailed');
      if (index >= 0) throw onConditionFailed(index);
    }
    throw error;
  }
};
