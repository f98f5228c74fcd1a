import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { platformKeys } from '@bp/shared/table/schema.ts';
import { WINDOW_SECONDS, windowOf } from '../../core/auth/login-throttle.ts';
import { documentClient, tableName } from './client.ts';

const keyFor = (email: string, nowSeconds: number) => {
  const base = platformKeys.loginThrottle(email);
  return { pk: base.pk, sk: `${base.sk}#${windowOf(nowSeconds)}` };
};

export const failuresInWindow = async (email: string, nowSeconds: number): Promise<number> => {
  const out = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: keyFor(email, nowSeconds) }),
  );
  return Number(out.Item?.failures ?? 0);
};

export const recordFailure = async (email: string, nowSeconds: number): Promise<void> => {
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keyFor(email, nowSeconds),
      UpdateExpression: 'ADD failures :one SET #ttl = :ttl',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':one': 1, ':ttl': Math.floor(nowSeconds) + 2 * WINDOW_SECONDS },
    }),
  );
};

export const clearFailures = async (email: string, nowSeconds: number): Promise<void> => {
  await documentClient.send(new DeleteCommand({ TableName: tableName(), Key: keyFor(email, nowSeconds) }));
};
