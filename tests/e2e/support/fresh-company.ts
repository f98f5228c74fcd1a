import { expect, type APIRequestContext } from '@playwright/test';
import { adminUser, type Account } from './accounts.ts';

/**
 * A company of its own with one user, made through the admin API. Tests of company-wide data
 * (settings, the custom units list, list totals and paging) use one, so specs running at the
 * same time against the seeded companies cannot change what they count or overwrite.
 */
export const freshCompanyUser = async (
  request: APIRequestContext,
  label: string,
): Promise<Account & { token: string }> => {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const adminToken = await tokenFor(request, adminUser);
  const headers = { Authorization: `Bearer ${adminToken}` };

  const company = await request.post('/api/admin/companies/', {
    headers,
    data: { name: `${label} ${stamp}` },
  });
  expect(company.status(), await company.text()).toBe(201);
  const { id } = (await company.json()) as { id: number };

  const account = {
    email: `${label.toLowerCase().replace(/\W+/g, '-')}-${stamp}@e2e.local`,
    password: 'e2e-password',
  };
  const user = await request.post('/api/admin/users/', {
    headers,
    data: {
      first_name: 'E2E',
      last_name: label,
      email: account.email,
      password: account.password,
      company_id: id,
    },
  });
  expect(user.status(), await user.text()).toBe(201);
  return { ...account, token: await tokenFor(request, account) };
};

export const tokenFor = async (request: APIRequestContext, account: Account): Promise<string> => {
  const response = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
};
