import type { AdminUser, AdminUserStatsList, Company } from '@bp/shared/contracts/admin.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api, login, unique } from '../support/api.ts';
import { runCreateAdmin } from '../support/create-admin-cli.ts';
import { expectAnswer, expectMessage, newCompany, newUser, type NewUser } from './admin-client.ts';

let admin: string;
let home: Company;
beforeAll(async () => {
  admin = await adminToken();
  home = await newCompany(admin);
});

const adminIds = async (token: string): Promise<number[]> => {
  const res = await api('GET', '/api/admin/users', { token });
  return expectAnswer<{ items: AdminUser[] }>('listUsers', res)
    .items.filter((u) => u.is_admin)
    .map((u) => u.id);
};

const adminCount = async (token: string): Promise<number> =>
  expectAnswer<AdminUserStatsList>(
    'listUsersWithStats',
    await api('GET', '/api/admin/users/with-stats', { token }),
  ).admin_count;

describe('an administrator cannot remove themselves', () => {
  it('deleting yourself is refused with 409 and changes nothing', async () => {
    const me = await newUser(admin, home.id, { isAdmin: true });
    const token = await me.login();
    expectMessage(
      await api('DELETE', `/api/admin/users/${me.user.id}`, { token }),
      409,
      'You cannot delete your own account',
    );
    expect(
      expectAnswer<AdminUser>('getUser', await api('GET', `/api/admin/users/${me.user.id}`, { token }))
        .is_admin,
    ).toBe(true);
    expect((await api('GET', '/api/me', { token })).status).toBe(200);
  });

  it('revoking your own administrator rights is refused with 409 and changes nothing', async () => {
    const me = await newUser(admin, home.id, { isAdmin: true });
    const token = await me.login();
    expectMessage(
      await api('DELETE', `/api/admin/users/${me.user.id}/revoke-admin`, { token }),
      409,
      'You cannot revoke your own administrator rights',
    );
    expect((await api('GET', '/api/admin/users', { token })).status).toBe(200);
  });

  it('another administrator may remove them', async () => {
    const other = await newUser(admin, home.id, { isAdmin: true });
    expectAnswer(
      'revokeAdmin',
      await api('DELETE', `/api/admin/users/${other.user.id}/revoke-admin`, { token: admin }),
    );
    expectAnswer('deleteUser', await api('DELETE', `/api/admin/users/${other.user.id}`, { token: admin }));
  });
});

/**
 * The platform's administrators are demoted for the length of this block so that one (then two)
 * fresh administrators are the only ones; `afterAll` grants every one of them back. Test files
 * run one at a time, so no other file sees the window.
 */
describe('the last administrator', () => {
  let demoted: number[] = [];
  /** Fresh administrators of this block; the first is the only one left after beforeAll. */
  let ours: NewUser[] = [];

  /** One of ours who is still an administrator, with a fresh token. */
  const anAdmin = async (): Promise<{ who: NewUser; token: string } | undefined> => {
    for (const who of ours) {
      const token = await who.login().catch(() => undefined);
      if (token && (await api('GET', '/api/admin/users', { token })).status === 200) return { who, token };
    }
    return undefined;
  };

  beforeAll(async () => {
    ours = [await newUser(admin, home.id, { isAdmin: true })];
    const token = await (ours[0] as NewUser).login();
    demoted = (await adminIds(token)).filter((id) => id !== ours[0]?.user.id);
    for (const id of demoted) {
      expectAnswer('revokeAdmin', await api('DELETE', `/api/admin/users/${id}/revoke-admin`, { token }));
    }
  });

  afterAll(async () => {
    let token = (await anAdmin())?.token;
    if (!token) {
      // Only if the rule failed and no administrator is left: the CLI makes one to restore the others.
      const email = `${unique('rescue')}@example.test`;
      await runCreateAdmin(['--email', email, '--password', 'rescue-password']);
      token = await login(email, 'rescue-password');
    }
    for (const id of demoted) await api('POST', `/api/admin/users/${id}/grant-admin`, { token });
    const seed = await adminToken();
    for (const u of ours) await api('DELETE', `/api/admin/users/${u.user.id}`, { token: seed });
  });

  it('is the only administrator now', async () => {
    const { who, token } = (await anAdmin()) as { who: NewUser; token: string };
    expect(await adminIds(token)).toEqual([who.user.id]);
    expect(await adminCount(token)).toBe(1);
  });

  it('cannot be deleted', async () => {
    const { who, token } = (await anAdmin()) as { who: NewUser; token: string };
    expectMessage(
      await api('DELETE', `/api/admin/users/${who.user.id}`, { token }),
      409,
      'The last administrator cannot be deleted',
    );
    expect(await adminCount(token)).toBe(1);
  });

  it('cannot lose administrator rights', async () => {
    const { who, token } = (await anAdmin()) as { who: NewUser; token: string };
    expectMessage(
      await api('DELETE', `/api/admin/users/${who.user.id}/revoke-admin`, { token }),
      409,
      'The last administrator cannot lose administrator rights',
    );
    expect(await adminCount(token)).toBe(1);
  });

  it.each(['revoke-admin', 'delete', 'revoke-admin', 'delete'])(
    'two administrators removing each other at once (%s): at most one succeeds, one administrator remains',
    async (kind) => {
      const first = (await anAdmin()) as { who: NewUser; token: string };
      const second = await newUser(first.token, home.id, { isAdmin: true });
      ours.push(second);
      const secondToken = await second.login();
      expect(await adminCount(first.token)).toBe(2);

      const remove = (id: number, token: string) =>
        api('DELETE', kind === 'delete' ? `/api/admin/users/${id}` : `/api/admin/users/${id}/revoke-admin`, {
          token,
        });
      const answers = await Promise.all([
        remove(second.user.id, first.token),
        remove(first.who.user.id, secondToken),
      ]);
      const success = kind === 'delete' ? 204 : 200;
      const succeeded = answers.filter((a) => a.status === success).length;
      expect(succeeded, JSON.stringify(answers.map((a) => [a.status, a.body]))).toBeLessThanOrEqual(1);
      // The refused one: its token died with the other's success (401), the caller check or the
      // counter condition failed (403/409), or DynamoDB cancelled one of two racing transactions (409).
      for (const a of answers.filter((x) => x.status !== success))
        expect([401, 403, 409]).toContain(a.status);

      const survivor = (await anAdmin()) as { who: NewUser; token: string };
      expect(survivor).toBeDefined();
      expect(await adminCount(survivor.token)).toBe(2 - succeeded);
      // Back to one administrator for the next round.
      if (succeeded === 0) {
        const loser = survivor.who === first.who ? second : first.who;
        await api('DELETE', `/api/admin/users/${loser.user.id}/revoke-admin`, { token: survivor.token });
      }
      expect(await adminCount((await anAdmin())?.token as string)).toBe(1);
    },
  );
});
