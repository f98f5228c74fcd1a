import { adminRoutes } from '@bp/shared/api/routes/admin.ts';
import type { AdminUser, Company } from '@bp/shared/contracts/admin.ts';
import { expect } from 'vitest';
import { type ApiResponse, api, login, unique } from '../support/api.ts';

type AdminRouteName = (typeof adminRoutes)[number]['name'];

/** Contract check: the answer has the route's success status and parses with its response schema. */
export const expectAnswer = <T>(name: AdminRouteName, res: ApiResponse<unknown>): T => {
  const def = adminRoutes.find((r) => r.name === name);
  if (!def) throw new Error(`no admin route ${name}`);
  expect(res.status, `${name}: ${res.text}`).toBe(('status' in def ? def.status : undefined) ?? 200);
  return ('response' in def && def.response ? def.response.parse(res.body) : res.body) as T;
};

export const expectMessage = (res: ApiResponse<unknown>, status: number, message?: string | RegExp) => {
  expect(res.status, res.text).toBe(status);
  expect(res.body).toEqual({ message: expect.any(String) });
  if (typeof message === 'string') expect((res.body as { message: string }).message).toBe(message);
  else if (message) expect((res.body as { message: string }).message).toMatch(message);
};

export const newCompany = async (token: string, name = unique('Company ')): Promise<Company> =>
  expectAnswer<Company>(
    'createCompany',
    await api('POST', '/api/admin/companies/', { token, json: { name } }),
  );

export interface NewUser {
  user: AdminUser;
  email: string;
  password: string;
  login(): Promise<string>;
}

export const newUser = async (
  token: string,
  companyId: number,
  options: { isAdmin?: boolean; email?: string; password?: string } = {},
): Promise<NewUser> => {
  const email = options.email ?? `${unique('user')}@example.test`;
  const password = options.password ?? 'secret-password';
  const user = expectAnswer<AdminUser>(
    'createUser',
    await api('POST', '/api/admin/users/', {
      token,
      json: {
        first_name: 'Test',
        last_name: 'User',
        email,
        password,
        company_id: companyId,
        is_admin: options.isAdmin ?? false,
      },
    }),
  );
  return { user, email, password, login: () => login(email, password) };
};

export const readCompany = async (token: string, id: number): Promise<Company> =>
  expectAnswer<Company>('getCompany', await api('GET', `/api/admin/companies/${id}`, { token }));
