import { describe, expect, it } from 'vitest';
import type { HttpError } from '../../lib/errors.ts';
import { MAX_FAILURES } from './login-throttle.ts';
import { signIn, type SignInPorts } from './sign-in.ts';
import type { UserRecord } from './user-record.ts';

const user: UserRecord = {
  id: 7,
  email: 'ann@example.com',
  first_name: 'Ann',
  last_name: 'Lee',
  password_hash: 'hash-of-right',
  company_id: 3,
  is_admin: false,
  token_version: 1,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

const fakePorts = () => {
  const failures = new Map<string, number>();
  const verified: Array<string | null> = [];
  const ports: SignInPorts = {
    findUserByEmail: async (email) => (email.toLowerCase() === user.email ? user : null),
    failuresInWindow: async (email) => failures.get(email.toLowerCase()) ?? 0,
    recordFailure: async (email) =>
      void failures.set(email.toLowerCase(), (failures.get(email.toLowerCase()) ?? 0) + 1),
    clearFailures: async (email) => void failures.delete(email.toLowerCase()),
    verifyPassword: async (password, hash) => {
      verified.push(hash);
      return hash === 'hash-of-right' && password === 'right';
    },
    issueToken: async (u) => `token-for-${u.id}`,
    nowSeconds: () => 1_000_000,
  };
  return { ports, failures, verified };
};

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as HttpError;
  }
  throw new Error('expected a failure');
};

describe('signIn', () => {
  it('answers a token for the right password and clears earlier failures', async () => {
    const { ports, failures } = fakePorts();
    failures.set(user.email, 2);
    expect(await signIn(user.email, 'right', ports)).toBe('token-for-7');
    expect(failures.has(user.email)).toBe(false);
  });

  it('fails an unknown e-mail exactly like a wrong password, still checking a hash', async () => {
    const { ports, verified } = fakePorts();
    const wrong = await failure(signIn(user.email, 'wrong', ports));
    const unknown = await failure(signIn('who@example.com', 'right', ports));
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.message).toBe(unknown.message);
    expect(verified).toHaveLength(2);
  });

  it(`refuses with 429 after ${MAX_FAILURES} failures, even the right password`, async () => {
    const { ports } = fakePorts();
    for (let i = 0; i < MAX_FAILURES; i++) await failure(signIn(user.email, 'wrong', ports));
    const refused = await failure(signIn(user.email, 'right', ports));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
