import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from './client.ts';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** `ok`, or the cancellation reason code of every item ('None', 'ConditionalCheckFailed', 'TransactionConflict'...). */
export type TransactOutcome = { ok: true } | { ok: false; reasons: string[] };

/**
 * One TransactWriteItems call that reports why it was cancelled, item by item, instead of
 * throwing: callers that retry on a lost race need to know which condition failed.
 */
export const tryTransact = async (
  items: TransactItem[],
  idempotencyToken?: string,
): Promise<TransactOutcome> => {
  try {
    await documentClient.send(
      new TransactWriteCommand({ TransactItems: items, ClientRequestToken: idempotencyToken }),
    );
    return { ok: true };
  } catch (error) {
    if (error instanceof TransactionCanceledException) {
      return { ok: false, reasons: (error.CancellationReasons ?? []).map((r) => r.Code ?? 'None') };
    }
    if ((error as Error).name === 'TransactionConflictException')
      return { ok: false, reasons: ['TransactionConflict'] };
    throw error;
  }
};
