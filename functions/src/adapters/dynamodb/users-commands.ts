import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { adminMessages } from '@bp/shared/contracts/admin.ts';
import { platformKeys, tableSchema } from '@bp/shared/table/schema.ts';
import type { UserRecord } from '../../core/auth/user-record.ts';
import { conflict, forbidden, notFound } from '../../core/errors.ts';
import { adminCountDown, adminCountUp, ensureAdminCount } from './admin-count-repo.ts';
import { documentClient, tableName } from './client.ts';
import { toUser } from './platform-records.ts';
import { platformTransact, type TransactItems } from './platform-transact.ts';
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
const callerIsAdmin = (callerId: number): TransactItems[number] => ({
  ConditionCheck: {
    TableName: tableName(),
    Key: platformKeys.user(callerId),
    ConditionExpression: 'is_admin = :true',
    ExpressionAttributeValues: { ':true': true },
  },
});

const updateUser = async (
  id: number,
  update: string,
  values: Record<string, unknown>,
  names?: Record<string, string>,
): Promise<UserRecord> => {
  try {
    const out = await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: platformKeys.user(id),
        UpdateExpression: update,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: values,
        ExpressionAttributeNames: names,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toUser(out.Attributes ?? {});
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw notFound(adminMessages.userNotFound);
    throw error;
  }
};

export const updateUserNames = (id: number, firstName: string, lastName: string): Promise<UserRecord> =>
  updateUser(id, 'SET first_name = :f, last_name = :l, updated_at = :now', {
    ':f': firstName,
    ':l': lastName,
    ':now': now(),
  });

export const resetPassword = (id: number, passwordHash: string): Promise<UserRecord> =>
  updateUser(id, 'SET password_hash = :h, updated_at = :now ADD token_version :one', {
    ':h': passwordHash,
    ':now': now(),
    ':one': 1,
  });

/**
 * Deletes the user, frees the e-mail, uncounts the user in its company and (for an
 * administrator) in the administrator counter, which must stay above zero.
 */
export const deleteUser = async (target: UserRecord, callerId: number): Promise<void> => {
  if (target.is_admin) await ensureAdminCount();
  await platformTransact(
    [
      {
        Delete: {
          TableName: tableName(),
          Key: platformKeys.user(target.id),
          ConditionExpression: 'attribute_exists(pk) AND company_id = :c AND is_admin = :a',
          ExpressionAttributeValues: { ':c': target.company_id, ':a': target.is_admin },
        },
      },
      {
        Delete: {
          TableName: tableName(),
          Key: platformKeys.email(target.email),
          ConditionExpression: 'userId = :id',
          ExpressionAttributeValues: { ':id': target.id },
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: platformKeys.company(target.company_id),
          UpdateExpression: 'ADD user_count :minusOne',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':minusOne': -1 },
        },
      },
      callerIsAdmin(callerId),
      ...(target.is_admin ? [adminCountDown()] : []),
    ],
    (index) => {
      if (index === 0) return targetChanged(target.id);
      if (index === 3) return forbidden(adminMessages.adminRequired);
      if (index === 4) return conflict(adminMessages.lastAdminDelete);
      return conflict(adminMessages.concurrentChange);
    },
  );
};

/** Grants administrator rights. Sessions continue: the authorizer reads the flag fresh on every call. */
export const grantAdmin = async (target: UserRecord): Promise<UserRecord> => {
  if (target.is_admin) return target;
  await ensureAdminCount();
  const updatedAt = now();
  await platformTransact(
    [
      {
        Update: {
          TableName: tableName(),
          Key: platformKeys.user(target.id),
          UpdateExpression: 'SET is_admin = :true, updated_at = :now',
          ConditionExpression: 'attribute_exists(pk) AND is_admin = :false',
          ExpressionAttributeValues: { ':true': true, ':false': false, ':now': updatedAt },
        },
      },
      adminCountUp(),
    ],
    () => targetChanged(target.id),
  );
  return { ...target, is_admin: true, updated_at: updatedAt };
};

/** Takes administrator rights and ends the user's sessions, only while another administrator remains. */
export const revokeAdmin = async (target: UserRecord, callerId: number): Promise<UserRecord> => {
  if (!target.is_admin) return target;
  await ensureAdminCount();
  const updatedAt = now();
  await platformTransact(
    [
      {
        Update: {
          TableName: tableName(),
          Key: platformKeys.user(target.id),
          UpdateExpression: 'SET is_admin = :false, updated_at = :now ADD token_version :one',
          ConditionExpression: 'attribute_exists(pk) AND is_admin = :true',
          ExpressionAttributeValues: { ':true': true, ':false': false, ':now': updatedAt, ':one': 1 },
        },
      },
      callerIsAdmin(callerId),
      adminCountDown(),
    ],
    (index) => {
      if (index === 0) return targetChanged(target.id);
      if (index === 1) return forbidden(adminMessages.adminRequired);
      return conflict(adminMessages.lastAdminRevoke);
    },
  );
  return { ...target, is_admin: false, token_version: target.token_version + 1, updated_at: updatedAt };
};

/**
 * Moves the user to another company, keeping both companies' user counts exact, and ends the
 * user's sessions: a token must never keep speaking for the old company.
 */
export const moveUser = async (target: UserRecord, companyId: number): Promise<UserRecord> => {
  if (target.company_id === companyId) return target;
  const updatedAt = now();
  const { gsi1 } = tableSchema.indexes;
  await platformTransact(
    [
      {
        Update: {
          TableName: tableName(),
          Key: platformKeys.user(target.id),
          UpdateExpression: 'SET company_id = :new, #g = :index, updated_at = :now ADD token_version :one',
          ConditionExpression: 'attribute_exists(pk) AND company_id = :old',
          ExpressionAttributeNames: { '#g': gsi1.partitionKey },
          ExpressionAttributeValues: {
            ':new': companyId,
            ':old': target.company_id,
            ':index': platformKeys.companyUsersIndex(companyId),
            ':now': updatedAt,
            ':one': 1,
          },
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: platformKeys.company(target.company_id),
          UpdateExpression: 'ADD user_count :minusOne',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':minusOne': -1 },
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: platformKeys.company(companyId),
          UpdateExpression: 'ADD user_count :one',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':one': 1 },
        },
      },
    ],
    (index) => {
      if (index === 0) return targetChanged(target.id);
      if (index === 2) return notFound(adminMessages.companyNotFound);
      return conflict(adminMessages.concurrentChange);
    },
  );
  return { ...target, company_id: companyId, token_version: target.token_version + 1, updated_at: updatedAt };
};
