import { adminMessages } from '@bp/shared/contracts/admin.ts';
import type { NewUser } from '../../../core/admin/ports.ts';
import type { UserRecord } from '../../../core/auth/user-record.ts';
import { conflict, notFound } from '../../../core/errors.ts';
import { addDeltas, getItem, nextId, present, putIfAbsent, transact } from '../kit/index.ts';
import { adminCountUp, ensureAdminCount } from './admin-count-repo.ts';
import { companyKey } from './records/company.ts';
import { claimedBy, emailClaimItem, emailClaimKey } from './records/email-claim.ts';
import { toUser, userCounter, userItem, userKey } from './records/user.ts';

export const EMAIL_TAKEN = adminMessages.emailTaken;
export const COMPANY_NOT_FOUND = adminMessages.companyNotFound;

/**
 * Strongly consistent: the authorizer reads the user on every request, and a token revoked a
 * moment ago (deleted user, bumped token_version) must not pass on a stale replica.
 */
export const getUser = async (id: number): Promise<UserRecord | null> => {
  const item = await getItem(userKey(id), { consistent: true });
  return item ? toUser(item) : null;
};

export const getUserByEmail = async (email: string): Promise<UserRecord | null> => {
  const userId = claimedBy(await getItem(emailClaimKey(email), { consistent: true }));
  return userId === null ? null : getUser(userId);
};

/**
 * Creates the user, claims the e-mail (case-insensitive), counts the user in its company and,
 * for an administrator, in the administrator counter: all in one transaction.
 */
export const createUser = async (input: NewUser): Promise<UserRecord> => {
  if (input.is_admin) await ensureAdminCount();
  const id = await nextId(userCounter);
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
      putIfAbsent(emailClaimItem(user.email, id), conflict(EMAIL_TAKEN)),
      addDeltas(
        companyKey(user.company_id),
        { user_count: 1 },
        { condition: present(), refusal: notFound(COMPANY_NOT_FOUND) },
      ),
      ...(user.is_admin ? [adminCountUp()] : []),
    ],
    { onStale: conflict(adminMessages.concurrentChange) },
  );
  return user;
};
