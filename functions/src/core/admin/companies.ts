import {
  adminMessages,
  type AdminUser,
  type Company,
  type CompanyWithStats,
} from '@bp/shared/contracts/admin.ts';
import { type Page, paginate } from '@bp/shared/contracts/common.ts';
import { notFound } from '../errors.ts';
import type { AdminPorts } from './ports.ts';
import { toAdminUser, toCompany, withAdminCounts } from './views.ts';

/** The administrators' use cases on companies. */

export interface Paging {
  page?: number;
  page_size?: number;
}

export const getCompany = async (ports: AdminPorts, id: number): Promise<Company> => {
  const company = await ports.getCompany(id);
  if (!company) throw notFound(adminMessages.companyNotFound);
  return toCompany(company);
};

export const listCompanies = async (ports: AdminPorts, paging: Paging): Promise<Page<Company>> =>
  paginate((await ports.listCompanies()).map(toCompany), paging.page, paging.page_size);

export const listCompaniesWithStats = async (
  ports: AdminPorts,
  paging: Paging,
): Promise<Page<CompanyWithStats>> => {
  const [companies, users] = await Promise.all([ports.listCompanies(), ports.listAllUsers()]);
  return paginate(withAdminCounts(companies, users), paging.page, paging.page_size);
};

/** The users of a company that exists (404 otherwise). */
export const listCompanyUsers = async (
  ports: AdminPorts,
  companyId: number,
  paging: Paging,
): Promise<Page<AdminUser>> => {
  const [company, users] = await Promise.all([
    ports.getCompany(companyId),
    ports.listCompanyUsers(companyId),
  ]);
  if (!company) throw notFound(adminMessages.companyNotFound);
  return paginate(users.map(toAdminUser), paging.page, paging.page_size);
};

export const createCompany = async (ports: AdminPorts, name: string): Promise<Company> =>
  toCompany(await ports.createCompany(name));

export const renameCompany = async (ports: AdminPorts, id: number, name: string): Promise<Company> =>
  toCompany(await ports.renameCompany(id, name));

export const deleteCompany = (ports: AdminPorts, id: number): Promise<void> => ports.deleteCompany(id);
