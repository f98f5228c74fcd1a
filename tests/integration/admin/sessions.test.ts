import type { AdminUser, Company } from '@bp/shared/contracts/admin.ts';
import { meResponse } from '@bp/shared/contracts/auth.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api, login } from '../support/api.ts';
import { expectAnswer, newCompany, newUser } from './admin-client.ts';

/** A token is accepted when GET /api/me answers 200 for it. */
const meStatus = async (token: string) => (await api('GET', '/api/me', { token })).status;

let admin: string;
let home: Company;
beforeAll(async () => {
  admin = await adminToken();
  home = await newCompany(admin);
});

describe("admin changes end the user's existing sessions at once", () => {
  it('deleting a user: their token is refused with 401 on the next call', async () => {
    const member = await newUser(admin, home.id);
    const token = await member.login();
    expect(await meStatus(token)).toBe(200);
    await api('DELETE', `/api/admin/users/${member.user.id}`, { token: admin });
    expect(await meStatus(token)).toBe(401);
  });

  it('deleting a user and creating another with the same e-mail: the old token stays refused', async () => {
    const member = await newUser(admin, home.id);
    const token = await member.login();
    await api('DELETE', `/api/admin/users/${member.user.id}`, { token: admin });
    const successor = await newUser(admin, home.id, { email: member.email, password: member.password });
    expect(await meStatus(token)).toBe(401);
    expect(await meStatus(await successor.login())).toBe(200);
  });

  it('resetting a password: every older token is refused, a new sign-in with the new password works', async () => {
    const member = await newUser(admin, home.id);
    const tokens = [await member.login(), await member.login()];
    await api('POST', `/api/admin/users/${member.user.id}/reset-password`, {
      token: admin,
      json: { new_password: 'changed-password' },
    });
    for (const token of tokens) expect(await meStatus(token)).toBe(401);
    expect(
      (await api('POST', '/api/auth/login', { json: { email: member.email, password: member.password } }))
        .status,
    ).toBe(401);
    expect(await meStatus(await login(member.email, 'changed-password'))).toBe(200);
  });

  it('demoting an administrator: the old token no longer reaches admin routes or any route', async () => {
    const other = await newUser(admin, home.id, { isAdmin: true });
    const token = await other.login();
    expect((await api('GET', '/api/admin/users', { token })).status).toBe(200);
    expectAnswer(
      'revokeAdmin',
      await api('DELETE', `/api/admin/users/${other.user.id}/revoke-admin`, { token: admin }),
    );
    expect((await api('GET', '/api/admin/users', { token })).status).toBe(401);
    expect(await meStatus(token)).toBe(401);
    const fresh = await other.login();
    expect(meResponse.parse((await api('GET', '/api/me', { token: fresh })).body).is_admin).toBe(false);
    expect((await api('GET', '/api/admin/users', { token: fresh })).status).toBe(403);
  });

  it('changing company: the old token (naming the old company) is refused; a new one names the new company', async () => {
    const target = await newCompany(admin);
    const member = await newUser(admin, home.id);
    const token = await member.login();
    expectAnswer<AdminUser>(
      'changeUserCompany',
      await api('PUT', `/api/admin/users/${member.user.id}/company`, {
        token: admin,
        json: { company_id: target.id },
      }),
    );
    expect(await meStatus(token)).toBe(401);
    const fresh = await member.login();
    const claims = JSON.parse(Buffer.from(fresh.split('.')[1] as string, 'base64url').toString());
    expect(claims.company_id).toBe(target.id);
    expect(meResponse.parse((await api('GET', '/api/me', { token: fresh })).body)).toMatchObject({
      company_id: target.id,
      company_name: target.name,
    });
  });

  it('granting admin takes effect at once without ending the session', async () => {
    const member = await newUser(admin, home.id);
    const token = await member.login();
    expect((await api('GET', '/api/admin/users', { token })).status).toBe(403);
    expectAnswer(
      'grantAdmin',
      await api('POST', `/api/admin/users/${member.user.id}/grant-admin`, { token: admin }),
    );
    expect(await meStatus(token)).toBe(200);
    expect((await api('GET', '/api/admin/users', { token })).status).toBe(200);
    // Tidy: a regular user again (this also ends the session, as demotion does).
    await api('DELETE', `/api/admin/users/${member.user.id}/revoke-admin`, { token: admin });
  });

  it('renaming a user does not end their session', async () => {
    const member = await newUser(admin, home.id);
    const token = await member.login();
    await api('PUT', `/api/admin/users/${member.user.id}`, {
      token: admin,
      json: { first_name: 'New', last_name: 'Name' },
    });
    expect(meResponse.parse((await api('GET', '/api/me', { token })).body).full_name).toBe('New Name');
  });
});
