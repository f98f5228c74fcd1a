import { type ItemKey, padId } from '@bp/shared/table/schema.ts';
import type { UserRecord } from '../../../../core/auth/user-record.ts';
import { indexKeys, pick, platformCounter } from '../../kit/index.ts';

/**
 * A user: `USER#<id>` / `USER`, listed by id among its company's users (gsi1) and among all
 * users (gsi2). Moving a user to another company rewrites its gsi1 partition.
 */
export const userKey = (id: number): ItemKey => ({ pk: `USER#${id}`, sk: 'USER' });
export const userCounter = platformCounter('USER');
export const companyUsers = (companyId: number) =>
  ({ index: 'gsi1', partition: `COMPANY#${companyId}#USERS` }) as const;
export const allUsers = { index: 'gsi2', partition: 'USERS' } as const;

/** The index attributes that put a user among a company's users. */
export const companyUsersKeys = (companyId: number, userId: number) =>
  indexKeys('gsi1', companyUsers(companyId).partition, padId(userId));

const FIELDS = [
  'id',
  'email',
  'first_name',
  'last_name',
  'password_hash',
  'company_id',
  'is_admin',
  'token_version',
  'created_at',
  'updated_at',
] as const;

export const userItem = (user: UserRecord) => ({
  ...userKey(user.id),
  ...companyUsersKeys(user.company_id, user.id),
  ...indexKeys(allUsers.index, allUsers.partition, padId(user.id)),
  type: 'user',
  ...user,
});

export const toUser = (item: Record<string, unknown>): UserRecord => pick<UserRecord>(item, FIELDS);
