import { adminMessages } from '@bp/shared/contracts/admin.ts';
import { describe, expect, it, vi } from 'vitest';
import type { UserRecord } from '../auth/user-record.ts';
import { Conflict, NotFound } from '../errors.ts';
import type { AdminPorts } from './ports.ts';
import { createUser, deleteUser, listUsersWithStats, revokeAdmin } from './users.ts';

const user = (id: number, extra: Partial<UserRecord> = {}): UserRecord => ({
  id,
  email: `u${id}@example.com`,
  first_name: 'Ada',
  last_name: `No${id}`,
  password_hash: 'hash',
  company_id: 1,
  is_admin: false,
  token_version: 1,
  created_at: 't',
  updated_at: 't',
  ...extra,
});

/** Ports over an in-memory list; the writes are spies. */
const portsOver = (users: UserRecord[]) => {
  const ports = {
    getUser: async (id: number) => users.find((u) => u.id === id) ?? null,
    listAllUsers: async () => users,
    listCompanies: async () => [
      { id: 1, name: 'Acme', user_count: users.length, created_at: 't', updated_at: 't' },
    ],
    adminCount: async () => users.filter((u) => u.is_admin).length,
    deleteUser: vi.fn(async () => undefined),
    revokeAdmin: vi.fn(async (target: UserRecord) => ({ ...target, is_admin: false })),
    createUser: vi.fn(async (input: Omit<UserRecord, 'id' | 'created_at' | 'updated_at' | 'token_version'>) =>
      user(9, input),
    ),
    hashPassword: async (password: string) => `hashed:${password}`,
  };
  return ports as typeof ports & AdminPorts;
};

describe('admin user use cases', () => {
  it('deletes another user, and refuses oneself and the last administrator with 409 before writing', async () => {
    const ports = portsOver([user(1, { is_admin: true }), user(2)]);
    await deleteUser(ports, 1, 2);
    expect(ports.deleteUser).toHaveBeenCalledWith(user(2), 1);
    await expect(deleteUser(ports, 1, 1)).rejects.toEqual(new Conflict(adminMessages.lastAdminDelete));
    await expect(revokeAdmin(ports, 1, 1)).rejects.toBeInstanceOf(Conflict);
    expect(ports.deleteUser).toHaveBeenCalledTimes(1);
    expect(ports.revokeAdmin).not.toHaveBeenCalled();
  });

  it('answers 404 (NotFound) for an unknown user', async () => {
    await expect(deleteUser(portsOver([]), 1, 7)).rejects.toEqual(new NotFound(adminMessages.userNotFound));
  });

  it('stores a hash, never the password, and shows no hash', async () => {
    const ports = portsOver([]);
    const created = await createUser(ports, {
      email: 'new@example.com',
      first_name: 'N',
      last_name: 'U',
      password: 'secret-pass',
      company_id: 1,
      is_admin: false,
    });
    expect(ports.createUser).toHaveBeenCalledWith(
      expect.objectContaining({ password_hash: 'hashed:secret-pass' }),
    );
    expect(created).not.toHaveProperty('password_hash');
  });

  it('counts administrators and companies next to the page', async () => {
    const stats = await listUsersWithStats(portsOver([user(1, { is_admin: true }), user(2), user(3)]), {
      page: 1,
      page_size: 2,
    });
    expect(stats).toMatchObject({ total: 3, admin_count: 1, company_count: 1 });
    expect(stats.items.map((u) => [u.id, u.company_name])).toEqual([
      [1, 'Acme'],
      [2, 'Acme'],
    ]);
  });
});
