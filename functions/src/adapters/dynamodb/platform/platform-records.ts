import { platformKeys, padId, tableSchema } from '@bp/shared/table/schema.ts';
import type { CompanyRecord, UserRecord } from '../../../core/auth/user-record.ts';

const { gsi1, gsi2 } = tableSchema.indexes;

/** The stored item for a user: its key plus the index keys that list it. */
export const userItem = (user: UserRecord) => ({
  ...platformKeys.user(user.id),
  [gsi1.partitionKey]: platformKeys.companyUsersIndex(user.company_id),
  [gsi1.sortKey]: padId(user.id),
  [gsi2.partitionKey]: platformKeys.usersIndex(),
  [gsi2.sortKey]: padId(user.id),
  type: 'user',
  ...user,
});

export const companyItem = (company: CompanyRecord) => ({
  ...platformKeys.company(company.id),
  [gsi1.partitionKey]: platformKeys.companiesIndex(),
  [gsi1.sortKey]: padId(company.id),
  type: 'company',
  ...company,
});

const strip = <T>(item: Record<string, unknown>, fields: readonly string[]): T => {
  const out: Record<string, unknown> = {};
  for (const f of fields) out[f] = item[f];
  return out as T;
};

const USER_FIELDS = [
  'id',
  'email',
  'first_name',
  'last_name',
  'password_hash',
  'company_id',
  'is_admin',
  'token_version',
  'created_at',
  'updated_at',
] as const;
const COMPANY_FIELDS = ['id', 'name', 'user_count', 'created_at', 'updated_at'] as const;

export const toUser = (item: Record<string, unknown>): UserRecord => strip<UserRecord>(item, USER_FIELDS);
export const toCompany = (item: Record<string, unknown>): CompanyRecord =>
  strip<CompanyRecord>(item, COMPANY_FIELDS);
