import { adminUser, companyWithStats } from '@bp/shared/contracts/admin.ts';
import { describe, expect, it } from 'vitest';
import type { CompanyRecord, UserRecord } from '../auth/user-record.ts';
import { toAdminUser, withAdminCounts, withCompanyNames } from './views.ts';

const at = '2026-01-01T00:00:00.000Z';
const user = (id: number, companyId: number, isAdmin = false): UserRecord => ({
  id,
  email: `u${id}@x.test`,
  first_name: 'Ann',
  last_name: `Lee${id}`,
  password_hash: 'scrypt$secret',
  company_id: companyId,
  is_admin: isAdmin,
  token_version: 3,
  created_at: at,
  updated_at: at,
});
const company = (id: number, userCount: number): CompanyRecord => ({
  id,
  name: `Co ${id}`,
  user_count: userCount,
  created_at: at,
  updated_at: at,
});

describe('admin views', () => {
  it('never show the password hash or the token version', () => {
    const view = toAdminUser(user(1, 1));
    expect(adminUser.parse(view)).toEqual(view);
    expect(JSON.stringify(view)).not.toMatch(/password|scrypt|token_version/);
    expect(view.full_name).toBe('Ann Lee1');
  });

  it('name each user’s company, and an empty name for a company that is gone', () => {
    const rows = withCompanyNames([user(1, 1), user(2, 9)], [company(1, 1)]);
    expect(rows.map((r) => r.company_name)).toEqual(['Co 1', '']);
  });

  it('count the administrators of each company', () => {
    const rows = withAdminCounts(
      [company(1, 3), company(2, 1), company(3, 0)],
      [user(1, 1, true), user(2, 1, true), user(3, 1), user(4, 2)],
    );
    expect(rows.map((r) => [r.id, r.user_count, r.admin_count])).toEqual([
      [1, 3, 2],
      [2, 1, 0],
      [3, 0, 0],
    ]);
    for (const r of rows) companyWithStats.parse(r);
  });
});
