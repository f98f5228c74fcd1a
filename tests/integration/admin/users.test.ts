import type {
  AdminUser,
  AdminUserStatsList,
  AdminUserWithCompany,
  Company,
} from '@bp/shared/contracts/admin.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { cloud } from '../support/cloud.ts';
import { adminToken, api, unique } from '../support/api.ts';
import { expectAnswer, expectMessage, newCompany, newUser, readCompany } from './admin-client.ts';

let admin: string;
let home: Company;
beforeAll(async () => {
  admin = await adminToken();
  home = await newCompany(admin);
});

type List<T> = { items: T[]; total: number };

const userBody = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: `${unique('ada')}@example.test`,
  password: 'pass-1234',
  company_id: home.id,
  is_admin: false,
  ...overrides,
});

const createUser = (json: unknown) => api('POST', '/api/admin/users/', { token: admin, json });

describe('admin users: create and read', () => {
  it('creates a user (201) that can sign in, and never answers the password or its hash', async () => {
    const body = userBody();
    const res = await createUser(body);
    const user = expectAnswer<AdminUser>('createUser', res);
    expect(user).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      full_name: 'Ada Lovelace',
      email: body.email,
      company_id: home.id,
      is_admin: false,
    });
    expect(res.text).not.toMatch(/password|scrypt|token_version/i);
    const read = await api('GET', `/api/admin/users/${user.id}`, { token: admin });
    expect(expectAnswer<AdminUser>('getUser', read)).toEqual(user);
    expect(read.text).not.toMatch(/password|scrypt/i);
    const signIn = await api('POST', '/api/auth/login', {
      json: { email: body.email, password: body.password },
    });
    expect(signIn.status).toBe(200);
  });

  it('is_admin defaults to false', async () => {
    const { is_admin: _omitted, ...body } = userBody();
    expect(expectAnswer<AdminUser>('createUser', await createUser(body)).is_admin).toBe(false);
  });

  it('refuses an e-mail that exists in any letter case with 409, and changes nothing', async () => {
    const first = userBody();
    expectAnswer('createUser', await createUser(first));
    const before = await readCompany(admin, home.id);
    for (const email of [first.email.toUpperCase(), ` ${first.email} `, first.email]) {
      expectMessage(await createUser(userBody({ email })), 409, 'A user with this email already exists');
    }
    expect((await readCompany(admin, home.id)).user_count).toBe(before.user_count);
    expectMessage(
      await createUser(userBody({ email: cloud().demoEmail.toUpperCase() })),
      409,
      'A user with this email already exists',
    );
  });

  it.each([
    [{ first_name: '  ' }, 'First name is required'],
    [{ last_name: '' }, 'Last name is required'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'not-an-address' }, 'Invalid email address'],
    [{ password: '' }, 'Password is required'],
    [{ password: 'abc' }, 'Password must be at least 4 characters'],
    [{ company_id: undefined }, 'company_id must be the id of a company'],
    [{ company_id: 'one' }, 'company_id must be the id of a company'],
    [{ is_admin: 'yes' }, 'is_admin must be true or false'],
  ])('refuses %j with the message %j', async (overrides, message) => {
    expectMessage(await createUser(userBody(overrides)), 400, message);
  });

  it('refuses a company that does not exist with 404, and leaves the e-mail free', async () => {
    const body = userBody({ company_id: 987654321 });
    expectMessage(await createUser(body), 404, 'Company not found');
    expectAnswer('createUser', await createUser({ ...body, company_id: home.id }));
  });

  it('answers 404 for an unknown user', async () => {
    expectMessage(await api('GET', '/api/admin/users/987654321', { token: admin }), 404, 'User not found');
  });
});

describe('admin users: lists', () => {
  it('lists all users by id, as {items,total}, with paging', async () => {
    const mine = [await newUser(admin, home.id), await newUser(admin, home.id)];
    const all = expectAnswer<List<AdminUser>>(
      'listUsers',
      await api('GET', '/api/admin/users/', { token: admin }),
    );
    expect(all.total).toBe(all.items.length);
    const ids = all.items.map((u) => u.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    for (const m of mine) expect(all.items).toContainEqual(m.user);
    const page2 = expectAnswer<List<AdminUser>>(
      'listUsers',
      await api('GET', '/api/admin/users/', { token: admin, query: { page: 2, page_size: 1 } }),
    );
    expect(page2).toEqual({ items: [all.items[1]], total: all.total });
    const defaultSize = expectAnswer<List<AdminUser>>(
      'listUsers',
      await api('GET', '/api/admin/users/', { token: admin, query: { page: 1 } }),
    );
    expect(defaultSize.items).toEqual(all.items.slice(0, 25));
  });

  it('with-company-info names the company of each user', async () => {
    const { user } = await newUser(admin, home.id);
    const res = await api('GET', '/api/admin/users/with-company-info', { token: admin });
    const list = expectAnswer<List<AdminUserWithCompany>>('listUsersWithCompanyInfo', res);
    expect(list.items.find((u) => u.id === user.id)).toEqual({ ...user, company_name: home.name });
    expect(list.items.find((u) => u.email === cloud().demoEmail)?.company_name).toBe('Demo Foods');
  });

  it('with-stats adds the platform-wide administrator and company counts', async () => {
    const res = await api('GET', '/api/admin/users/with-stats', {
      token: admin,
      query: { page: 1, page_size: 2 },
    });
    const stats = expectAnswer<AdminUserStatsList>('listUsersWithStats', res);
    const users = expectAnswer<List<AdminUser>>(
      'listUsers',
      await api('GET', '/api/admin/users', { token: admin }),
    );
    const companies = expectAnswer<List<Company>>(
      'listCompanies',
      await api('GET', '/api/admin/companies', { token: admin }),
    );
    expect(stats.items).toHaveLength(2);
    expect(stats.total).toBe(users.total);
    expect(stats.admin_count).toBe(users.items.filter((u) => u.is_admin).length);
    expect(stats.admin_count).toBeGreaterThanOrEqual(1);
    expect(stats.company_count).toBe(companies.total);
  });

  it('by-company lists the users of one company only, and 404 for an unknown company', async () => {
    const company = await newCompany(admin);
    const a = await newUser(admin, company.id);
    const b = await newUser(admin, company.id);
    await newUser(admin, home.id);
    const res = await api('GET', `/api/admin/users/by-company/${company.id}`, { token: admin });
    expect(expectAnswer<List<AdminUser>>('listCompanyUsers', res)).toEqual({
      items: [a.user, b.user],
      total: 2,
    });
    const paged = await api('GET', `/api/admin/users/by-company/${company.id}/`, {
      token: admin,
      query: { page: 2, page_size: 1 },
    });
    expect(expectAnswer<List<AdminUser>>('listCompanyUsers', paged)).toEqual({ items: [b.user], total: 2 });
    const empty = await newCompany(admin);
    const none = await api('GET', `/api/admin/users/by-company/${empty.id}`, { token: admin });
    expect(expectAnswer('listCompanyUsers', none)).toEqual({ items: [], total: 0 });
    expectMessage(
      await api('GET', '/api/admin/users/by-company/987654321', { token: admin }),
      404,
      'Company not found',
    );
  });
});

describe('admin users: changes', () => {
  it('updates first and last name (trimmed), keeps the e-mail', async () => {
    const { user } = await newUser(admin, home.id);
    const res = await api('PUT', `/api/admin/users/${user.id}`, {
      token: admin,
      json: { first_name: ' Grace ', last_name: ' Hopper ', email: 'changed@example.test' },
    });
    const updated = expectAnswer<AdminUser>('updateUser', res);
    expect(updated).toMatchObject({
      id: user.id,
      first_name: 'Grace',
      last_name: 'Hopper',
      full_name: 'Grace Hopper',
      email: user.email,
    });
    expect(
      expectAnswer<AdminUser>('getUser', await api('GET', `/api/admin/users/${user.id}`, { token: admin })),
    ).toEqual(updated);
  });

  it('refuses empty names with the spec messages, and 404 for an unknown user', async () => {
    const { user } = await newUser(admin, home.id);
    const put = (json: unknown, id = user.id) => api('PUT', `/api/admin/users/${id}`, { token: admin, json });
    expectMessage(await put({ first_name: ' ', last_name: 'x' }), 400, 'First name is required');
    expectMessage(await put({ first_name: 'x', last_name: '   ' }), 400, 'Last name is required');
    expectMessage(await put({ first_name: 'x', last_name: 'y' }, 987654321), 404, 'User not found');
  });

  it('reset-password: 204, the new password signs in, the old one does not; empty is refused', async () => {
    const member = await newUser(admin, home.id);
    const reset = (json: unknown, id = member.user.id) =>
      api('POST', `/api/admin/users/${id}/reset-password`, { token: admin, json });
    expectMessage(await reset({ new_password: '' }), 400, 'Password is required when updating password');
    expectMessage(await reset({}), 400, 'Password is required when updating password');
    expectMessage(await reset({ new_password: 'abc' }), 400, 'Password must be at least 4 characters');
    expectMessage(await reset({ new_password: 'long enough' }, 987654321), 404, 'User not found');
    expectAnswer('resetPassword', await reset({ new_password: 'brand-new-pass' }));
    const old = await api('POST', '/api/auth/login', {
      json: { email: member.email, password: member.password },
    });
    expect(old.status).toBe(401);
    const fresh = await api('POST', '/api/auth/login', {
      json: { email: member.email, password: 'brand-new-pass' },
    });
    expect(fresh.status).toBe(200);
  });

  it('deletes a user: 404 afterwards, the e-mail can be used again', async () => {
    const member = await newUser(admin, home.id);
    expectAnswer('deleteUser', await api('DELETE', `/api/admin/users/${member.user.id}`, { token: admin }));
    expectMessage(
      await api('GET', `/api/admin/users/${member.user.id}`, { token: admin }),
      404,
      'User not found',
    );
    expectMessage(
      await api('DELETE', `/api/admin/users/${member.user.id}`, { token: admin }),
      404,
      'User not found',
    );
    const again = await newUser(admin, home.id, { email: member.email.toUpperCase() });
    expect(again.user.id).not.toBe(member.user.id);
  });

  it('grant-admin and revoke-admin switch the flag (idempotent), 404 for an unknown user', async () => {
    const { user } = await newUser(admin, home.id);
    const grant = () => api('POST', `/api/admin/users/${user.id}/grant-admin`, { token: admin });
    const revoke = () => api('DELETE', `/api/admin/users/${user.id}/revoke-admin`, { token: admin });
    expect(expectAnswer<AdminUser>('grantAdmin', await grant()).is_admin).toBe(true);
    expect(expectAnswer<AdminUser>('grantAdmin', await grant()).is_admin).toBe(true);
    expect(
      expectAnswer<AdminUser>('getUser', await api('GET', `/api/admin/users/${user.id}`, { token: admin }))
        .is_admin,
    ).toBe(true);
    expect(expectAnswer<AdminUser>('revokeAdmin', await revoke()).is_admin).toBe(false);
    expect(expectAnswer<AdminUser>('revokeAdmin', await revoke()).is_admin).toBe(false);
    expectMessage(
      await api('POST', '/api/admin/users/987654321/grant-admin', { token: admin }),
      404,
      'User not found',
    );
    expectMessage(
      await api('DELETE', '/api/admin/users/987654321/revoke-admin', { token: admin }),
      404,
      'User not found',
    );
  });

  it('changes company: 404 for an unknown company or user, no-op for the same company', async () => {
    const target = await newCompany(admin);
    const { user } = await newUser(admin, home.id);
    const move = (company_id: unknown, id = user.id) =>
      api('PUT', `/api/admin/users/${id}/company`, { token: admin, json: { company_id } });
    expectMessage(await move(987654321), 404, 'Company not found');
    expectMessage(await move('x'), 400, 'company_id must be the id of a company');
    expectMessage(await move(target.id, 987654321), 404, 'User not found');
    expect(expectAnswer<AdminUser>('changeUserCompany', await move(home.id)).company_id).toBe(home.id);
    const moved = expectAnswer<AdminUser>('changeUserCompany', await move(target.id));
    expect(moved.company_id).toBe(target.id);
    const byCompany = await api('GET', `/api/admin/users/by-company/${target.id}`, { token: admin });
    expect(expectAnswer<List<AdminUser>>('listCompanyUsers', byCompany).items.map((u) => u.id)).toEqual([
      user.id,
    ]);
  });
});

describe('user_count stays exact', () => {
  it('through creates, refused creates, moves, refused moves and deletes', async () => {
    const a = await newCompany(admin);
    const b = await newCompany(admin);
    const counts = async () => [
      (await readCompany(admin, a.id)).user_count,
      (await readCompany(admin, b.id)).user_count,
    ];
    const listed = async (id: number) =>
      expectAnswer<List<AdminUser>>(
        'listCompanyUsers',
        await api('GET', `/api/admin/users/by-company/${id}`, { token: admin }),
      ).total;

    const u1 = await newUser(admin, a.id);
    const u2 = await newUser(admin, a.id);
    const u3 = await newUser(admin, b.id, { isAdmin: true });
    expect(await counts()).toEqual([2, 1]);
    expectMessage(await createUser(userBody({ email: u1.email, company_id: a.id })), 409);
    expect(await counts()).toEqual([2, 1]);

    await api('PUT', `/api/admin/users/${u1.user.id}/company`, { token: admin, json: { company_id: b.id } });
    expect(await counts()).toEqual([1, 2]);
    expectMessage(
      await api('PUT', `/api/admin/users/${u2.user.id}/company`, {
        token: admin,
        json: { company_id: 987654321 },
      }),
      404,
    );
    expect(await counts()).toEqual([1, 2]);
    await api('PUT', `/api/admin/users/${u2.user.id}/company`, { token: admin, json: { company_id: a.id } });
    expect(await counts()).toEqual([1, 2]);

    await api('DELETE', `/api/admin/users/${u3.user.id}`, { token: admin });
    expect(await counts()).toEqual([1, 1]);
    expect([await listed(a.id), await listed(b.id)]).toEqual([1, 1]);
    await api('DELETE', `/api/admin/users/${u2.user.id}`, { token: admin });
    await api('DELETE', `/api/admin/users/${u1.user.id}`, { token: admin });
    expect(await counts()).toEqual([0, 0]);
    expectAnswer('deleteCompany', await api('DELETE', `/api/admin/companies/${a.id}`, { token: admin }));
  });

  it('under concurrent creates and deletes', async () => {
    const company = await newCompany(admin);
    const users = await Promise.all(Array.from({ length: 8 }, () => newUser(admin, company.id)));
    expect((await readCompany(admin, company.id)).user_count).toBe(8);
    const deletes = await Promise.all(
      users.slice(0, 5).map((u) => api('DELETE', `/api/admin/users/${u.user.id}`, { token: admin })),
    );
    expect(deletes.map((d) => d.status)).toEqual([204, 204, 204, 204, 204]);
    expect((await readCompany(admin, company.id)).user_count).toBe(3);
    // Deleting the same user twice at once: one succeeds, the other finds it gone; the count drops once.
    const twice = await Promise.all(
      [0, 1].map(() => api('DELETE', `/api/admin/users/${users[5]?.user.id}`, { token: admin })),
    );
    const statuses = twice.map((d) => d.status).sort((x, y) => x - y);
    expect(statuses[0]).toBe(204);
    // 404 when the second finds it gone, 409 when DynamoDB cancels one of two racing transactions.
    expect([404, 409]).toContain(statuses[1]);
    expect((await readCompany(admin, company.id)).user_count).toBe(2);
  });
});
