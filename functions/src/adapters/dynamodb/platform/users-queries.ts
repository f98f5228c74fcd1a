import type { UserRecord } from '../../../core/auth/user-record.ts';
import { queryPartition } from '../kit/index.ts';
import { allUsers, companyUsers, toUser } from './records/user.ts';

/**
 * Admin lists read a whole index partition and page in memory: the platform has at most a few
 * thousand users, and `total` needs them all anyway. Sort keys are padded ids, so the order is by id.
 */
export const listAllUsers = async (): Promise<UserRecord[]> => (await queryPartition(allUsers)).map(toUser);

export const listCompanyUsers = async (companyId: number): Promise<UserRecord[]> =>
  (await queryPartition(companyUsers(companyId))).map(toUser);
