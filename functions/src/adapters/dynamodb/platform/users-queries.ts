import { platformKeys, tableSchema } from '@bp/shared/table/schema.ts';
import type { UserRecord } from '../../../core/auth/user-record.ts';
import { tableName } from '../kit/index.ts';
import { toUser } from './platform-records.ts';
import { queryAll } from '../kit/index.ts';

const { gsi1, gsi2 } = tableSchema.indexes;

/**
 * Admin lists read a whole index partition and page in memory: the platform has at most a few
 * thousand users, and `total` needs them all anyway. Sort keys are padded ids, so the order is by id.
 */
export const listAllUsers = async (): Promise<UserRecord[]> =>
  (
    await queryAll({
      TableName: tableName(),
      IndexName: 'gsi2',
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': gsi2.partitionKey },
      ExpressionAttributeValues: { ':pk': platformKeys.usersIndex() },
    })
  ).map(toUser);

export const listCompanyUsers = async (companyId: number): Promise<UserRecord[]> =>
  (
    await queryAll({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': gsi1.partitionKey },
      ExpressionAttributeValues: { ':pk': platformKeys.companyUsersIndex(companyId) },
    })
  ).map(toUser);
