import { adminMessages } from '@bp/shared/contracts/admin.ts';
import type { UserRecord } from '../../../core/auth/user-record.ts';
import { conflict, forbidden, notFound } from '../../../core/errors.ts';
import {
  addDeltas,
  both,
  check,
  equals,
  present,
  remove,
  transact,
  update,
  type Write,
  writeOne,
} from '../kit/index.ts';
import { adminCountDown, adminCountUp, ensureAdminCount } from './admin-count-repo.ts';
import { companyKey } from './records/company.ts';
import { emailClaimKey } from './records/email-claim.ts';
import { companyUsersKeys, toUser, userKey } from './records/user.ts';
import { getUser } from './users-repo.ts';

/*
 * Changes to users that administrators make. Every change that must end a user's sessions
 * (password reset, demotion, move to another company) bumps token_version in the same write;
 * deleting removes the user, which the authorizer refuses just the same.
 */

const now = () => new Date().toISOString();

/** A failed condition on the target: it is gone (404) or changed since it was read (409, retry). */
const targetChanged = async (id: number): Promise<Error> =>
  (await getUser(id)) ? conflict(adminMessages.concurrentChange) : notFound(adminMessages.userNotFound);

/** The caller must still be an administrator when the removal commits (not demoted meanwhile). */
const callerIsAdmin = (callerId: number): Write =>
  check(userKey(callerId), equals('is_admin', true), forbidden(adminMessages.adminRequired));

/** A write on the target user; a failed condition is explained by a fresh read. */
const onTarget = (write: Write): Write => ({ ...write, refusal: undefined });

/** Counts a user in (1) or out (-1) of a company, which must exist. */
const companyUsers = (companyId: number, delta: 1 | -1, refusal: Error): Write =>
  addDeltas(companyKey(companyId), { user_count: delta }, { condition: present(), refusal });

/**
 * Runs a platform transaction: a target whose condition failed is explained by a fresh read
 * (deleted: 404, changed: 409); two transactions racing on one item end in 409 "changed
 * meanwhile", never a 500.
 */
const platformTransact = (targetId: number, writes: Write[]) =>
  transact(writes, {
    explain: (_index, write) => write.refusal ?? targetChanged(targetId),
    onStale: conflict(adminMessages.concurrentChange),
  });

/** Changes a user that must exist (404 otherwise) and answers it as stored. */
const updateUser = async (id: number, change: Parameters<typeof update>[1]): Promise<UserRecord> =>
  toUser(
    (await writeOne(
      update(userKey(id), change, { condition: present(), refusal: notFound(adminMessages.userNotFound) }),
    )) as Record<string, unknown>,
  );

export const updateUserNames = (id: number, firstName: string, lastName: string): Promise<UserRecord> =>
  updateUser(id, { set: { first_name: firstName, last_name: lastName, updated_at: now() } });

export const resetPassword = (id: number, passwordHash: string): Promise<UserRecord> =>
  updateUser(id, { set: { password_hash: passwordHash, updated_at: now() }, add: { token_version: 1 } });

/**
 * Deletes the user, frees the e-mail, uncounts the user in its company and (for an
 * administrator) in the administrator counter, which must stay above zero.
 */
export const deleteUser = async (target: UserRecord, callerId: number): Promise<void> => {
  if (target.is_admin) await ensureAdminCount();
  const changed = conflict(adminMessages.concurrentChange);
  await platformTransact(target.id, [
    onTarget(
      remove(userKey(target.id), {
        condition: both(
          present(),
          both(equals('company_id', target.company_id), equals('is_admin', target.is_admin)),
        ),
      }),
    ),
    remove(emailClaimKey(target.email), { condition: equals('userId', target.id), refusal: changed }),
    companyUsers(target.company_id, -1, changed),
    callerIsAdmin(callerId),
    ...(target.is_admin ? [adminCountDown(conflict(adminMessages.lastAdminDelete))] : []),
  ]);
};

/** Grants administrator rights. Sessions continue: the authorizer reads the flag fresh on every call. */
export const grantAdmin = async (target: UserRecord): Promise<UserRecord> => {
  if (target.is_admin) return target;
  await ensureAdminCount();
  const updatedAt = now();
  await platformTransact(target.id, [
    onTarget(
      update(
        userKey(target.id),
        { set: { is_admin: true, updated_at: updatedAt } },
        { condition: both(present(), equals('is_admin', false)) },
      ),
    ),
    adminCountUp(),
  ]);
  return { ...target, is_admin: true, updated_at: updatedAt };
};

/** Takes administrator rights and ends the user's sessions, only while another administrator remains. */
export const revokeAdmin = async (target: UserRecord, callerId: number): Promise<UserRecord> => {
  if (!target.is_admin) return target;
  await ensureAdminCount();
  const updatedAt = now();
  await platformTransact(target.id, [
    onTarget(
      update(
        userKey(target.id),
        { set: { is_admin: false, updated_at: updatedAt }, add: { token_version: 1 } },
        { condition: both(present(), equals('is_admin', true)) },
      ),
    ),
    callerIsAdmin(callerId),
    adminCountDown(conflict(adminMessages.lastAdminRevoke)),
  ]);
  return { ...target, is_admin: false, token_version: target.token_version + 1, updated_at: updatedAt };
};

/**
 * Moves the user to another company, keeping both companies' user counts exact, and ends the
 * user's sessions: a token must never keep speaking for the old company.
 */
export const moveUser = async (target: UserRecord, companyId: number): Promise<UserRecord> => {
  if (target.company_id === companyId) return target;
  const updatedAt = now();
  await platformTransact(target.id, [
    onTarget(
      update(
        userKey(target.id),
        {
          set: {
            company_id: companyId,
            ...companyUsersKeys(companyId, target.id),
            updated_at: updatedAt,
          },
          add: { token_version: 1 },
        },
        { condition: both(present(), equals('company_id', target.company_id)) },
      ),
    ),
    companyUsers(target.company_id, -1, conflict(adminMessages.concurrentChange)),
    companyUsers(companyId, 1, notFound(adminMessages.companyNotFound)),
  ]);
  return { ...target, company_id: companyId, token_version: target.token_version + 1, updated_at: updatedAt };
};
