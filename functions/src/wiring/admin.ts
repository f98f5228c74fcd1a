import * as adminCount from '../adapters/dynamodb/platform/admin-count-repo.ts';
import * as companies from '../adapters/dynamodb/platform/companies-repo.ts';
import * as usersCommands from '../adapters/dynamodb/platform/users-commands.ts';
import * as usersQueries from '../adapters/dynamodb/platform/users-queries.ts';
import * as users from '../adapters/dynamodb/platform/users-repo.ts';
import type { AdminPorts } from '../core/admin/ports.ts';
import { hashPassword } from '../lib/auth/password.ts';

/** The admin area's use cases run over the platform repositories. */
export const adminPorts: AdminPorts = {
  getCompany: companies.getCompany,
  listCompanies: companies.listCompanies,
  createCompany: companies.createCompany,
  renameCompany: companies.renameCompany,
  deleteCompany: companies.deleteCompany,
  getUser: users.getUser,
  listAllUsers: usersQueries.listAllUsers,
  listCompanyUsers: usersQueries.listCompanyUsers,
  createUser: users.createUser,
  updateUserNames: usersCommands.updateUserNames,
  resetPassword: usersCommands.resetPassword,
  deleteUser: usersCommands.deleteUser,
  grantAdmin: usersCommands.grantAdmin,
  revokeAdmin: usersCommands.revokeAdmin,
  moveUser: usersCommands.moveUser,
  adminCount: adminCount.adminCount,
  hashPassword,
};
