import {
  adminMessages,
  type AdminUser,
  type AdminUserStatsList,
  type AdminUserWithCompany,
} from '@bp/shared/contracts/admin.ts';
import { type Page, paginate } from '@bp/shared/contracts/common.ts';
import type { UserRecord } from '../auth/user-record.ts';
import { conflict, notFound } from '../errors.ts';
import type { Paging } from './companies.ts';
import type { AdminPorts } from './ports.ts';
import { deletionRefusal, demotionRefusal } from './removal-rules.ts';
import { toAdminUser, withCompanyNames } from './views.ts';

/** The administrators' use cases on users. */

export const loadUser = async (ports: AdminPorts, id: number): Promise<UserRecord> => {
  const user = await ports.getUser(id);
  if (!user) throw notFound(adminMessages.userNotFound);
  return user;
};

export const getUser = async (ports: AdminPorts, id: number): Promise<AdminUser> =>
  toAdminUser(await loadUser(ports, id));

export const listUsers = async (ports: AdminPorts, paging: Paging): Promise<Page<AdminUser>> =>
  paginate((await ports.listAllUsers()).map(toAdminUser), paging.page, paging.page_size);

export const listUsersWithCompanyInfo = async (
  ports: AdminPorts,
  paging: Paging,
): Promise<Page<AdminUserWithCompany>> => {
  const [users, companies] = await Promise.all([ports.listAllUsers(), ports.listCompanies()]);
  return paginate(withCompanyNames(users, companies), paging.page, paging.page_size);
};

export const listUsersWithStats = async (ports: AdminPorts, paging: Paging): Promise<AdminUserStatsList> => {
  const [users, companies] = await Promise.all([ports.listAllUsers(), ports.listCompanies()]);
  return {
    ...paginate(withCompanyNames(users, companies), paging.page, paging.page_size),
    admin_count: users.filter((u) => u.is_admin).length,
    company_count: companies.length,
  };
};

export interface NewUserInput {
  email: string;
  first_name: string;
  last_name: string;
  password: string;
  company_id: number;
  is_admin: boolean;
}

/** The e-mail claim and the company's existence are conditions of the create transaction (409 / 404). */
export const createUser = async (ports: AdminPorts, input: NewUserInput): Promise<AdminUser> =>
  toAdminUser(
    await ports.createUser({
      email: input.email,
      first_name: input.first_name,
      last_name: input.last_name,
      password_hash: await ports.hashPassword(input.password),
      company_id: input.company_id,
      is_admin: input.is_admin,
    }),
  );

export const updateUserNames = async (
  ports: AdminPorts,
  id: number,
  names: { first_name: string; last_name: string },
): Promise<AdminUser> => toAdminUser(await ports.updateUserNames(id, names.first_name, names.last_name));

/** Stores the new hash and bumps token_version in one write, so every older token stops working. */
export const resetPassword = async (ports: AdminPorts, id: number, password: string): Promise<void> => {
  await ports.resetPassword(id, await ports.hashPassword(password));
};

/**
 * Refused for oneself and for the last administrator (409); the storage repeats the last check
 * in its transaction, so two concurrent removals cannot both pass it.
 */
export const deleteUser = async (ports: AdminPorts, callerId: number, id: number): Promise<void> => {
  const target = await loadUser(ports, id);
  const refusal = deletionRefusal({ callerId, target, adminCount: await ports.adminCount() });
  if (refusal) throw conflict(refusal);
  await ports.deleteUser(target, callerId);
};

/**
 * Granting does not end the user's sessions: nothing is taken away, and the authorizer reads
 * is_admin from the stored user on every call, so the right applies at once. The client's
 * view of it (the token's is_admin claim) updates at the next sign-in.
 */
export const grantAdmin = async (ports: AdminPorts, id: number): Promise<AdminUser> =>
  toAdminUser(await ports.grantAdmin(await loadUser(ports, id)));

export const revokeAdmin = async (ports: AdminPorts, callerId: number, id: number): Promise<AdminUser> => {
  const target = await loadUser(ports, id);
  const refusal = demotionRefusal({ callerId, target, adminCount: await ports.adminCount() });
  if (refusal) throw conflict(refusal);
  return toAdminUser(await ports.revokeAdmin(target, callerId));
};

export const moveUser = async (ports: AdminPorts, id: number, companyId: number): Promise<AdminUser> =>
  toAdminUser(await ports.moveUser(await loadUser(ports, id), companyId));
