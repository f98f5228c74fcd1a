import { adminMessages } from '@bp/shared/contracts/admin.ts';
import type { CompanyRecord } from '../../../core/auth/user-record.ts';
import { conflict, notFound } from '../../../core/errors.ts';
import {
  both,
  equals,
  getItem,
  nextId,
  present,
  putIfAbsent,
  queryPartition,
  remove,
  transact,
  update,
  writeOne,
} from '../kit/index.ts';
import { newCompanyCounts } from '../submissions/records/submission-class.ts';
import { allCompanies, companyCounter, companyItem, companyKey, toCompany } from './records/company.ts';

export const getCompany = async (id: number): Promise<CompanyRecord | null> => {
  const item = await getItem(companyKey(id), { consistent: true });
  return item ? toCompany(item) : null;
};

export const createCompany = async (name: string): Promise<CompanyRecord> => {
  const id = await nextId(companyCounter);
  const now = new Date().toISOString();
  const company: CompanyRecord = { id, name: name.trim(), user_count: 0, created_at: now, updated_at: now };
  await transact([putIfAbsent(companyItem(company)), ...newCompanyCounts(id, now)]);
  return company;
};

/** All companies, ordered by id (the index sort key is the padded id). */
export const listCompanies = async (): Promise<CompanyRecord[]> =>
  (await queryPartition(allCompanies)).map(toCompany);

export const renameCompany = async (id: number, name: string): Promise<CompanyRecord> =>
  toCompany(
    (await writeOne(
      update(
        companyKey(id),
        { set: { name: name.trim(), updated_at: new Date().toISOString() } },
        { condition: present(), refusal: notFound(adminMessages.companyNotFound) },
      ),
    )) as Record<string, unknown>,
  );

/**
 * Deletes a company only while it has no users. user_count is kept exact by every user
 * create, delete and move (each in one transaction with its condition that the company
 * exists), so the condition here cannot race with a user joining the company.
 */
export const deleteCompany = async (id: number): Promise<void> => {
  const deleted = await writeOne(
    remove(companyKey(id), { condition: both(present(), equals('user_count', 0)), refusal: 'retry' }),
  );
  if (deleted !== false) return;
  throw (await getCompany(id))
    ? conflict(adminMessages.companyHasUsers)
    : notFound(adminMessages.companyNotFound);
};
