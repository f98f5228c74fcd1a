import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { platformKeys } from '@bp/shared/table/schema.ts';
import { type ThrottleBucket, WINDOW_SECONDS, windowOf } from '../../../core/auth/login-throttle.ts';
import { documentClient, tableName } from '../kit/index.ts';

const keyFor = (bucket: ThrottleBucket, nowSeconds: number) =>
  platformKeys.loginThrottle(bucket.scope, windowOf(nowSeconds));

const add = (bucket: ThrottleBucket, nowSeconds: number, delta: 1 | -1) =>
  documentClient.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keyFor(bucket, nowSeconds),
      UpdateExpression: 'ADD attempts :delta SET #ttl = :ttl',
      // Counting up stops at the limit (atomic: parallel attempts cannot all pass a read first);
      // counting down never goes below zero.
      ConditionExpression:
        delta > 0 ? 'attribute_not_exists(attempts) OR attempts < :limit' : 'attempts > :zero',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: {
        ':delta': delta,
        ':ttl': Math.floor(nowSeconds) + 2 * WINDOW_SECONDS,
        ...(delta > 0 ? { ':limit': bucket.limit } : { ':zero': 0 }),
      },
    }),
  );

const refused = (error: unknown) => error instanceof ConditionalCheckFailedException;

/**
 * One conditional ADD per bucket, in order; when a later bucket is full, the earlier ones are
 * given back, so a refused attempt counts nowhere. Single-item updates on one item are
 * serialised by DynamoDB, so a burst cannot overshoot the limit.
 */
export const reserveAttempt = async (
  buckets: readonly ThrottleBucket[],
  nowSeconds: number,
): Promise<boolean> => {
  const taken: ThrottleBucket[] = [];
  for (const bucket of buckets) {
    try {
      await add(bucket, nowSeconds, 1);
      taken.push(bucket);
    } catch (error) {
      if (!refused(error)) throw error;
      await releaseTaken(taken, nowSeconds);
      return false;
    }
  }
  return true;
};

const giveBack = (bucket: ThrottleBucket, nowSeconds: number) =>
  add(bucket, nowSeconds, -1).catch((error) => {
    if (!refused(error)) throw error;
  });

/** Gives back a reserved attempt (a later bucket was full). */
const releaseTaken = async (buckets: readonly ThrottleBucket[], nowSeconds: number): Promise<void> => {
  for (const bucket of buckets) await giveBack(bucket, nowSeconds);
};

/** After a successful sign-in: its attempt counts nowhere, and the owner's own bucket starts over. */
export const releaseAttempt = async (
  buckets: readonly ThrottleBucket[],
  nowSeconds: number,
): Promise<void> => {
  for (const bucket of buckets) {
    if (bucket.clearOnSuccess) {
      await documentClient.send(
        new DeleteCommand({ TableName: tableName(), Key: keyFor(bucket, nowSeconds) }),
      );
    } else {
      await giveBack(bucket, nowSeconds);
    }
  }
};
