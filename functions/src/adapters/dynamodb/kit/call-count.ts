import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { countDbCall } from '../../../lib/db-calls.ts';

/**
 * Counts each call the client sends into the running invocation's list (lib/db-calls.ts;
 * LOCAL_DB_CALLS=1 only). At `initialize`, so a call is counted once whatever the SDK's retries.
 */
export const installCallCount = (client: DynamoDBDocumentClient): void => {
  client.middlewareStack.add(
    (next, context) => (args) => countDbCall(String(context.commandName), () => next(args)),
    { step: 'initialize', name: 'localCallCount' },
  );
};
