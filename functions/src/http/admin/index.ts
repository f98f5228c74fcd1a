import { areaHandler } from '../../lib/route-handler.ts';
import { changeUserCompany } from './change-user-company.ts';
import { createCompany } from './create-company.ts';
import { createUser } from './create-user.ts';
import { deleteCompany } from './delete-company.ts';
import { deleteUser } from './delete-user.ts';
import { getCompany } from './get-company.ts';
import { getUser } from './get-user.ts';
import { grantAdmin } from './grant-admin.ts';
import { listCompanies } from './list-companies.ts';
import { listCompaniesWithStats } from './list-companies-with-stats.ts';
import { listCompanyUsers } from './list-company-users.ts';
import { listUsers } from './list-users.ts';
import { listUsersWithCompanyInfo } from './list-users-with-company-info.ts';
import { listUsersWithStats } from './list-users-with-stats.ts';
import { resetPassword } from './reset-password.ts';
import { revokeAdmin } from './revoke-admin.ts';
import { updateCompany } from './update-company.ts';
import { updateUser } from './update-user.ts';

export const adminHandlers = {
  listCompanies,
  listCompaniesWithStats,
  getCompany,
  createCompany,
  updateCompany,
  deleteCompany,
  listUsers,
  listUsersWithCompanyInfo,
  listUsersWithStats,
  listCompanyUsers,
  getUser,
  createUser,
  updateUser,
  deleteUser,
  grantAdmin,
  revokeAdmin,
  resetPassword,
  changeUserCompany,
};

export const handler = areaHandler('admin', adminHandlers);
