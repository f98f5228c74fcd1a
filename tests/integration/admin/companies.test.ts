import type { Company, CompanyWithStats } from '@bp/shared/contracts/admin.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api, unique } from '../support/api.ts';
import { expectAnswer, expectMessage, newCompany, newUser, readCompany } from './admin-client.ts';

let admin: string;
beforeAll(async () => {
  admin = await adminToken();
});

type List<T> = { items: T[]; total: number };

describe('admin companies', () => {
  it('creates a company with a trimmed name, and reads it back', async () => {
    const name = unique('Acme ');
    const res = await api('POST', '/api/admin/companies/', { token: admin, json: { name: `  ${name}  ` } });
    const company = expectAnswer<Company>('createCompany', res);
    expect(company).toMatchObject({ name, user_count: 0 });
    expect(company.created_at).toBe(company.updated_at);
    expect(await readCompany(admin, company.id)).toEqual(company);
    // The client sends a trailing slash; it must not matter.
    expectAnswer('getCompany', await api('GET', `/api/admin/companies/${company.id}/`, { token: admin }));
  });

  it.each([
    ['', 'Company name is required'],
    ['    ', 'Company name is required'],
    [' x ', 'Company name must be at least 2 characters'],
    ['y'.repeat(256), 'Company name must be less than 255 characters'],
  ])('refuses the name %j with the spec message', async (name, message) => {
    expectMessage(await api('POST', '/api/admin/companies/', { token: admin, json: { name } }), 400, message);
  });

  it('accepts 255 characters, refuses a missing name and a body that is not JSON', async () => {
    const longest = `${unique('L')}${'z'.repeat(255)}`.slice(0, 255);
    expect((await newCompany(admin, longest)).name).toBe(longest);
    expectMessage(
      await api('POST', '/api/admin/companies/', { token: admin, json: {} }),
      400,
      'Company name is required',
    );
    expectMessage(
      await api('POST', '/api/admin/companies/', {
        token: admin,
        body: '{',
        headers: { 'content-type': 'application/json' },
      }),
      400,
    );
  });

  it('renames a company, with the same rules, and 404 for an unknown one', async () => {
    const company = await newCompany(admin);
    const name = unique('Renamed ');
    const renamed = expectAnswer<Company>(
      'updateCompany',
      await api('PUT', `/api/admin/companies/${company.id}`, { token: admin, json: { name: ` ${name} ` } }),
    );
    expect(renamed).toMatchObject({ id: company.id, name, created_at: company.created_at });
    expect(renamed.updated_at >= company.updated_at).toBe(true);
    expect((await readCompany(admin, company.id)).name).toBe(name);
    expectMessage(
      await api('PUT', `/api/admin/companies/${company.id}`, { token: admin, json: { name: 'a' } }),
      400,
      'Company name must be at least 2 characters',
    );
    expectMessage(
      await api('PUT', '/api/admin/companies/987654321', { token: admin, json: { name: 'Valid name' } }),
      404,
      'Company not found',
    );
  });

  it('deletes a company without users; 404 afterwards and for an unknown id', async () => {
    const company = await newCompany(admin);
    expectAnswer(
      'deleteCompany',
      await api('DELETE', `/api/admin/companies/${company.id}`, { token: admin }),
    );
    expectMessage(
      await api('GET', `/api/admin/companies/${company.id}`, { token: admin }),
      404,
      'Company not found',
    );
    expectMessage(
      await api('DELETE', `/api/admin/companies/${company.id}`, { token: admin }),
      404,
      'Company not found',
    );
    const list = expectAnswer<List<Company>>(
      'listCompanies',
      await api('GET', '/api/admin/companies/', { token: admin }),
    );
    expect(list.items.map((c) => c.id)).not.toContain(company.id);
  });

  it('refuses to delete a company that still has users (409 saying why), and allows it once they are gone', async () => {
    const company = await newCompany(admin);
    const member = await newUser(admin, company.id);
    expectMessage(
      await api('DELETE', `/api/admin/companies/${company.id}`, { token: admin }),
      409,
      'Company cannot be deleted while it has users. Move or delete its users first.',
    );
    expect(await readCompany(admin, company.id)).toMatchObject({ user_count: 1 });
    expectAnswer('deleteUser', await api('DELETE', `/api/admin/users/${member.user.id}`, { token: admin }));
    expectAnswer(
      'deleteCompany',
      await api('DELETE', `/api/admin/companies/${company.id}`, { token: admin }),
    );
  });

  it('lists every company ordered by id, as {items,total}, with paging', async () => {
    const created = [await newCompany(admin), await newCompany(admin), await newCompany(admin)];
    const all = expectAnswer<List<Company>>(
      'listCompanies',
      await api('GET', '/api/admin/companies/', { token: admin }),
    );
    expect(all.total).toBe(all.items.length);
    const ids = all.items.map((c) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    for (const c of created) expect(all.items).toContainEqual(c);

    const pageSize = 2;
    const pages: number[] = [];
    for (let page = 1; page <= Math.ceil(all.total / pageSize); page++) {
      const res = await api('GET', '/api/admin/companies/', {
        token: admin,
        query: { page, page_size: pageSize },
      });
      const one = expectAnswer<List<Company>>('listCompanies', res);
      expect(one.total).toBe(all.total);
      expect(one.items.length).toBeLessThanOrEqual(pageSize);
      pages.push(...one.items.map((c) => c.id));
    }
    expect(pages).toEqual(ids);
    const beyond = await api('GET', '/api/admin/companies/', {
      token: admin,
      query: { page: 9999, page_size: 10 },
    });
    expect(expectAnswer<List<Company>>('listCompanies', beyond)).toEqual({ items: [], total: all.total });
    expectMessage(await api('GET', '/api/admin/companies/', { token: admin, query: { page: 0 } }), 400);
    expectMessage(
      await api('GET', '/api/admin/companies/', { token: admin, query: { page_size: 'many' } }),
      400,
    );
  });

  it('with-stats gives each company its user_count and admin_count', async () => {
    const company = await newCompany(admin);
    await newUser(admin, company.id);
    await newUser(admin, company.id, { isAdmin: true });
    const empty = await newCompany(admin);
    const res = await api('GET', '/api/admin/companies/with-stats', { token: admin });
    const stats = expectAnswer<List<CompanyWithStats>>('listCompaniesWithStats', res);
    expect(stats.items.find((c) => c.id === company.id)).toMatchObject({ user_count: 2, admin_count: 1 });
    expect(stats.items.find((c) => c.id === empty.id)).toMatchObject({ user_count: 0, admin_count: 0 });
    const paged = await api('GET', '/api/admin/companies/with-stats', {
      token: admin,
      query: { page: 1, page_size: 1 },
    });
    const first = expectAnswer<List<CompanyWithStats>>('listCompaniesWithStats', paged);
    expect(first.items).toHaveLength(1);
    expect(first.total).toBe(stats.total);
  });
});
