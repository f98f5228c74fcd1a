import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { env } from '../../../lib/env.ts';
import { awsClientConfig } from '../../aws-client-config.ts';
import { withFastConfig } from '../../fast-config.ts';
import { dbCallsCounted } from '../../../lib/db-calls.ts';
import { installCallCount } from './call-count.ts';
import { faultsEnabled, installFaultInjection } from './fault-injection.ts';

/** One document client per container. The endpoint comes from AWS_ENDPOINT_URL(_DYNAMODB) locally. */
export const documentClient = DynamoDBDocumentClient.from(new DynamoDBClient({ ...awsClientConfig }), {
  marshallOptions: { removeUndefinedValues: true },
});

// The SDK's logger middleware runs every call's input and output (a Query's whole page of items)
// through its sensitive-data filter to hand them to `logger.info`, even to the no-op logger a
// client has when none is configured, as here: removed, no line is lost, and a Query of 100 items
// costs about 15% less CPU (docs/load.md).
documentClient.middlewareStack.remove('loggerMiddleware');

// Last, after the stack is final: each call spreads this config four times (fast-config.ts).
withFastConfig(documentClient);

export const tableName = (): string => env.tableName();

// Only the local cloud's tests set LOCAL_FAULTS (docs/inventory.md, interrupted postings).
if (faultsEnabled()) installFaultInjection(documentClient);
// Only the local cloud's tests and benches set LOCAL_DB_CALLS (docs/load.md, calls per request).
if (dbCallsCounted()) installCallCount(documentClient);
