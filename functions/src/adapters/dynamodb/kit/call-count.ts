import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { type CallFailure, countDbCall } from '../../../lib/db-calls.ts';
import { cancellationOf, isRace } from './cancellation.ts';

/** A transaction that lost a race for an item is contention; any other error a refusal. */
const failureOf = (error: unknown): CallFailure => {
  const cancellation = cancellationOf(error);
  return cancellation && isRace(cancellation) ? 'conflict' : 'refused';
};

/**
 * Counts each call the client sends into the running invocation's list (lib/db-calls.ts;
 * LOCAL_DB_CALLS=1 only), and how it failed. At `initialize`, so a call is counted once whatever
 * the SDK's retries (a lost race is retried by our own code, kit/transact.ts: a new call).
 */
export const installCallCount = (client: DynamoDBDocumentClient): void => {
  client.middlewareStack.add(
    (next, context) => (args) => countDbCall(String(context.commandName), () => next(args), failureOf),
    { step: 'initialize', name: 'localCallCount' },
  );
};
