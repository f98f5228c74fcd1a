import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { adminMessages } from '@bp/shared/contracts/admin.ts';
import { platformKeys } from '@bp/shared/table/schema.ts';
import type { UserRecord } from '../../../core/auth/user-record.ts';
import { conflict, notFound } from '../../../core/errors.ts';
import { adminCountUp, ensureAdminCount } from './admin-count-repo.ts';
import {
  addDeltas,
  documentClient,
  nextId,
  present,
  putIfAbsent,
  tableName,
  transact,
} from '../kit/index.ts';
import { toUser, userItem } from './platform-records.ts';

export const EMAIL_TAKEN = adminMessages.emailTaken;
export const COMPANY_NOT_FOUND = adminMessages.companyNotFound;

/**
 * Strongly consistent: the authorizer reads the user on every request, and a token revoked a
 * moment ago (deleted user, bumped token_version) must not pass on a stale replica.
 */
export const getUser = async (id: number): Promise<UserRecord | null> => {
  const out = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: platformKeys.user(id), ConsistentRead: true }),
  );
  return out.Item ? toUser(out.Item) : null;
};

export const getUserByEmail = async (email: string): Promise<UserRecord | null> => {
  const claim = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: platformKeys.email(email), ConsistentRead: true }),
  );
  const userId = claim.Item?.userId;
  return typeof userId === 'number' ? getUser(userId) : null;
};

export type NewUser = Omit<UserRecord, 'id' | 'created_at' | 'updated_at' | 'token_version'>;

/**
 * Creates the user, claims the e-mail (case-insensitive), counts the user in its company and,
 * for an administrator, in the administrator counter: all in one transaction.
 */
export const createUser = async (input: NewUser): Promise<UserRecord> => {
  if (input.is_admin) await ensureAdminCount();
  const id = await nextId(platformKeys.counter('USER'));
  const now = new Date().toISOString();
  const user: UserRecord = {
    ...input,
    email: input.email.trim(),
    id,
    token_version: 1,
    created_at: now,
    updated_at: now,
  };
  await transact(
    [
      putIfAbsent(userItem(user), conflict(EMAIL_TAKEN)),
      putIfAbsent({ ...platformKeys.email(user.email), type: 'email', userId: id }, conflict(EMAIL_TAKEN)),
      addDeltas(
        platformKeys.company(user.company_id),
        { user_count: 1 },
        { condition: present(), refusal: notFound(COMPANY_NOT_FOUND) },
      ),
      ...(user.is_admin ? [adminCountUp()] : []),
    ],
    { onStale: conflict(adminMessages.concurrentChange) },
  );
  return user;
};
