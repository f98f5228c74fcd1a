import type {
  AdminUser,
  AdminUserWithCompany,
  Company,
  CompanyWithStats,
} from '@bp/shared/contracts/admin.ts';
import { type CompanyRecord, fullName, type UserRecord } from '../auth/user-record.ts';

/** The user as the admin API shows it: no password hash, no token version. */
export const toAdminUser = (user: UserRecord): AdminUser => ({
  id: user.id,
  first_name: user.first_name,
  last_name: user.last_name,
  full_name: fullName(user),
  email: user.email,
  company_id: user.company_id,
  is_admin: user.is_admin,
  created_at: user.created_at,
  updated_at: user.updated_at,
});

export const toCompany = (company: CompanyRecord): Company => ({
  id: company.id,
  name: company.name,
  user_count: company.user_count,
  created_at: company.created_at,
  updated_at: company.updated_at,
});

export const withCompanyNames = (
  users: readonly UserRecord[],
  companies: readonly CompanyRecord[],
): AdminUserWithCompany[] => {
  const names = new Map(companies.map((c) => [c.id, c.name]));
  return users.map((u) => ({ ...toAdminUser(u), company_name: names.get(u.company_id) ?? '' }));
};

/** Each company with its stored user count and the number of administrators among its users. */
export const withAdminCounts = (
  companies: readonly CompanyRecord[],
  users: readonly UserRecord[],
): CompanyWithStats[] => {
  const admins = new Map<number, number>();
  for (const u of users) if (u.is_admin) admins.set(u.company_id, (admins.get(u.company_id) ?? 0) + 1);
  return companies.map((c) => ({ ...toCompany(c), admin_count: admins.get(c.id) ?? 0 }));
};
