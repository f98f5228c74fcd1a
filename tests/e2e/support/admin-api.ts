import { adminUser as adminUserSchema, company as companySchema } from '@bp/shared/contracts/admin.ts';
import { expect, type APIRequestContext } from '@playwright/test';
import { adminUser } from './accounts.ts';

export /** Arranges data over the API, so a test spends its time on the screen it is about. */
const adminApi = async (request: APIRequestContext) => {
  const login = await request.post('/api/auth/login', { data: adminUser });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  return {
    createCompany: async (name: string) => {
      const response = await request.post('/api/admin/companies', { headers, data: { name } });
      expect(response.status(), await response.text()).toBe(201);
      return companySchema.parse(await response.json());
    },
    createUser: async (companyId: number, user: { first_name: string; last_name: string; email: string }) => {
      const response = await request.post('/api/admin/users', {
        headers,
        data: { ...user, password: 'initial-pass', company_id: companyId, is_admin: false },
      });
      expect(response.status(), await response.text()).toBe(201);
      return adminUserSchema.parse(await response.json());
    },
    getUser: async (userId: number) => {
      const response = await request.get(`/api/admin/users/${userId}`, { headers });
      expect(response.status(), await response.text()).toBe(200);
      return adminUserSchema.parse(await response.json());
    },
    companyNamed: async (name: string) => {
      const response = await request.get('/api/admin/companies', { headers });
      const { items } = (await response.json()) as { items: { name: string }[] };
      return companySchema.parse(items.find((item) => item.name === name));
    },
    companyUsers: async (companyId: number) => {
      const response = await request.get(`/api/admin/users/by-company/${companyId}`, { headers });
      expect(response.status(), await response.text()).toBe(200);
      const { items } = (await response.json()) as { items: unknown[] };
      return items.map((item) => adminUserSchema.parse(item));
    },
    /** The companies list's page holding a company (25 rows a page, ordered by id). */
    companiesPageOf: async (companyId: number) => {
      const response = await request.get('/api/admin/companies', { headers });
      const { items } = (await response.json()) as { items: { id: number }[] };
      return Math.floor(items.findIndex((item) => item.id === companyId) / 25) + 1;
    },
  };
};
