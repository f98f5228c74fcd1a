import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client.ts';
import { retryTransactionConflict } from './transaction-conflict.ts';
import { toTransactItem, type TransactItem, type Write } from './writes.ts';

/** DynamoDB's refusal of a write whose ConditionExpression did not hold. */
export const isConditionFailed = (error: unknown): boolean =>
  (error as { name?: string })?.name === 'ConditionalCheckFailedException';

const send = async (item: TransactItem, write: Write): Promise<Record<string, unknown>> => {
  if (item.Put) {
    await documentClient.send(new PutCommand(item.Put));
    return write.kind === 'put' ? write.item : {};
  }
  if (item.Delete) {
    await documentClient.send(new DeleteCommand(item.Delete));
    return {};
  }
  if (item.Update) {
    const out = await documentClient.send(new UpdateCommand({ ...item.Update, ReturnValues: 'ALL_NEW' }));
    return out.Attributes ?? {};
  }
  throw new Error('A condition check is only meaningful inside a transaction');
};

/**
 * One write outside a transaction (half the cost of a transactional one): the same described
 * writes as `transact`, a failed condition thrown as the write's refusal (or `false` when the
 * refusal is 'applied' or 'retry', for callers that decide themselves). Answers the item as
 * stored after an update. Sent again while a transaction holds the item (transaction-conflict.ts).
 */
export const writeOne = async (write: Write): Promise<Record<string, unknown> | false> => {
  const item = toTransactItem(write, tableName());
  try {
    return await retryTransactionConflict(() => send(item, write));
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    if (write.refusal instanceof Error) throw write.refusal;
    if (write.refusal === undefined) throw error;
    return false;
  }
};
