import { type ItemKey, padId } from '@bp/shared/table/schema.ts';
import type { CompanyRecord } from '../../../../core/auth/user-record.ts';
import { indexKeys, pick, platformCounter } from '../../kit/index.ts';

/**
 * A company: `COMPANY#<id>` / `COMPANY`, listed by id in gsi1 under `COMPANIES`. Its
 * `user_count` is kept exact by every user create, delete and move (same transaction).
 */
export const companyKey = (id: number): ItemKey => ({ pk: `COMPANY#${id}`, sk: 'COMPANY' });
export const companyCounter = platformCounter('COMPANY');
/** All companies, ordered by id. */
export const allCompanies = { index: 'gsi1', partition: 'COMPANIES' } as const;

const FIELDS = ['id', 'name', 'user_count', 'created_at', 'updated_at'] as const;

export const companyItem = (company: CompanyRecord) => ({
  ...companyKey(company.id),
  ...indexKeys(allCompanies.index, allCompanies.partition, padId(company.id)),
  type: 'company',
  ...company,
});

export const toCompany = (item: Record<string, unknown>): CompanyRecord => pick<CompanyRecord>(item, FIELDS);
