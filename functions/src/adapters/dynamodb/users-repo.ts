import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { platformKeys } from '@bp/shared/table/schema.ts';
import type { UserRecord } from '../../core/auth/user-record.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { documentClient, tableName } from './client.ts';
import { nextId } from './counters.ts';
import { toUser, userItem } from './platform-records.ts';
import { transactWrite } from './transact.ts';

export const EMAIL_TAKEN = 'A user with this email already exists';
export const COMPANY_NOT_FOUND = 'Company not found';

export const getUser = async (id: number): Promise<UserRecord | null> => {
  const out = await documentClient.send(new GetCommand({ TableName: tableName(), Key: platformKeys.user(id) }));
  return out.Item ? toUser(out.Item) : null;
};

export const getUserByEmail = async (email: string): Promise<UserRecord | null> => {
  const claim = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: platformKeys.email(email) }),
  );
  const userId = claim.Item?.userId;
  return typeof userId === 'number' ? getUser(userId) : null;
};

export type NewUser = Omit<UserRecord, 'id' | 'created_at' | 'updated_at' | 'token_version'>;

/** Creates the user, claims the e-mail (case-insensitive) and counts the user in its company, atomically. */
export const createUser = async (input: NewUser): Promise<UserRecord> => {
  const id = await nextId(platformKeys.counter('USER'));
  const now = new Date().toISOString();
  const user: UserRecord = { ...input, email: input.email.trim(), id, token_version: 1, created_at: now, updated_at: now };
  await transactWrite(
    [
      { Put: { TableName: tableName(), Item: userItem(user), ConditionExpression: 'attribute_not_exists(pk)' } },
      {
        Put: {
          TableName: tableName(),
          Item: { ...platformKeys.email(user.email), type: 'email', userId: id },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: platformKeys.company(user.company_id),
          UpdateExpression: 'ADD user_count :one',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':one': 1 },
        },
      },
    ],
    (index) => (index === 2 ? notFound(COMPANY_NOT_FOUND) : conflict(EMAIL_TAKEN)),
  );
  return user;
};
