import { customerRoutes } from '@bp/shared/api/routes/customers.ts';
import { materialRoutes } from '@bp/shared/api/routes/materials.ts';
import { settingsRoutes } from '@bp/shared/api/routes/settings.ts';
import { supplierRoutes } from '@bp/shared/api/routes/suppliers.ts';
import type { Customer } from '@bp/shared/contracts/customers.ts';
import type { Material } from '@bp/shared/contracts/materials.ts';
import type { Supplier } from '@bp/shared/contracts/suppliers.ts';
import { expect } from 'vitest';
import { type ApiResponse, adminToken, api, login, unique } from '../support/api.ts';

const masterDataRoutes = [...materialRoutes, ...supplierRoutes, ...customerRoutes, ...settingsRoutes];
type RouteName = (typeof masterDataRoutes)[number]['name'];

/** Contract check: the route's success status and, for JSON answers, its response schema. */
export const expectAnswer = <T>(name: RouteName, res: ApiResponse<unknown>): T => {
  const def = masterDataRoutes.find((r) => r.name === name);
  if (!def) throw new Error(`no route ${name}`);
  expect(res.status, `${name}: ${res.text}`).toBe(('status' in def ? def.status : undefined) ?? 200);
  return ('response' in def && def.response ? def.response.parse(res.body) : res.body) as T;
};

export const expectMessage = (res: ApiResponse<unknown>, status: number, message: string) => {
  expect({ status: res.status, body: res.body }).toEqual({ status, body: { message } });
};

/**
 * A new company with one regular user, made through the admin API: each test file gets its own
 * company, so its counts and lists do not depend on other files.
 */
export const freshCompany = async (): Promise<{ token: string; companyId: number }> => {
  const admin = await adminToken();
  const company = await api<{ id: number }>('POST', '/api/admin/companies/', {
    token: admin,
    json: { name: unique('Plant ') },
  });
  expect(company.status, company.text).toBe(201);
  const email = `${unique('md')}@example.test`;
  const user = await api('POST', '/api/admin/users/', {
    token: admin,
    json: {
      first_name: 'Mia',
      last_name: 'Data',
      email,
      password: 'secret-password',
      company_id: company.body.id,
      is_admin: false,
    },
  });
  expect(user.status, user.text).toBe(201);
  return { token: await login(email, 'secret-password'), companyId: company.body.id };
};

export const createSupplier = async (token: string, body: Record<string, unknown> = {}): Promise<Supplier> =>
  expectAnswer<Supplier>(
    'createSupplier',
    await api('POST', '/api/suppliers/', { token, json: { name: unique('Supplier '), ...body } }),
  );

export const createCustomer = async (token: string, body: Record<string, unknown> = {}): Promise<Customer> =>
  expectAnswer<Customer>(
    'createCustomer',
    await api('POST', '/api/customers/', { token, json: { name: unique('Customer '), ...body } }),
  );

export const createMaterial = async (token: string, body: Record<string, unknown> = {}): Promise<Material> =>
  expectAnswer<Material>(
    'createMaterial',
    await api('POST', '/api/materials/new', {
      token,
      json: { name: unique('Material '), material_type: 'ingredient', unit_of_measure: 'kg', ...body },
    }),
  );

export const listTotal = async (
  token: string,
  path: string,
  query: Record<string, string> = {},
): Promise<number> => {
  const res = await api<{ total: number }>('GET', path, {
    token,
    query: { page: '1', page_size: '1', ...query },
  });
  expect(res.status, res.text).toBe(200);
  return res.body.total;
};
