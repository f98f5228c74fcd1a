import { adminMessages } from '@bp/shared/contracts/admin.ts';
import { getUser } from '../../adapters/dynamodb/platform/users-repo.ts';
import type { UserRecord } from '../../core/auth/user-record.ts';
import { notFound } from '../../lib/errors.ts';

export const loadUser = async (id: number): Promise<UserRecord> => {
  const user = await getUser(id);
  if (!user) throw notFound(adminMessages.userNotFound);
  return user;
};
