import type { MeResponse } from '@bp/shared/contracts/auth.ts';
import { notFound } from '../errors.ts';
import { type CompanyRecord, fullName, type UserRecord } from './user-record.ts';

export interface ProfilePorts {
  getUser(id: number): Promise<UserRecord | null>;
  getCompany(id: number): Promise<CompanyRecord | null>;
}

/** The signed-in user as `GET /api/auth/me` shows it, with the company's name. */
export const profile = async (
  ports: ProfilePorts,
  userId: number,
  companyId: number,
): Promise<MeResponse> => {
  const [user, company] = await Promise.all([ports.getUser(userId), ports.getCompany(companyId)]);
  if (!user) throw notFound('User not found');
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    full_name: fullName(user),
    is_admin: user.is_admin,
    company_id: user.company_id,
    company_name: company?.name ?? '',
  };
};
