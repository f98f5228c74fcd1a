import { describe, expect, it } from 'vitest';
// The status a client sees comes from the edge's mapping of the domain error.
import { type HttpError, toHttpError } from '../../lib/errors.ts';
import { MAX_ADDRESS_FAILURES, MAX_FAILURES, throttleBuckets } from './login-throttle.ts';
import { signIn, type SignInPorts } from './sign-in.ts';
import type { UserRecord } from './user-record.ts';

const IP = '203.0.113.7';

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

/** The store's contract, in memory: a reservation counts in every bucket or in none. */
const fakePorts = () => {
  const failures = new Map<string, number>();
  const verified: Array<string | null> = [];
  const count = (scope: string) => failures.get(scope) ?? 0;
  const ports: SignInPorts = {
    findUserByEmail: async (email) => (email.toLowerCase() === user.email ? user : null),
    reserveAttempt: async (buckets) => {
      if (buckets.some((b) => count(b.scope) >= b.limit)) return false;
      for (const b of buckets) failures.set(b.scope, count(b.scope) + 1);
      return true;
    },
    releaseAttempt: async (buckets) => {
      for (const b of buckets) failures.set(b.scope, b.clearOnSuccess ? 0 : Math.max(0, count(b.scope) - 1));
    },
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
    return toHttpError(error) as HttpError;
  }
  throw new Error('expected a failure');
};

describe('signIn', () => {
  it('answers a token for the right password and clears earlier failures from that address', async () => {
    const { ports, failures } = fakePorts();
    const [account, address] = throttleBuckets(user.email, IP);
    failures.set(account.scope, 2);
    failures.set(address.scope, 2);
    expect(await signIn(user.email, 'right', IP, ports)).toBe('token-for-7');
    expect(failures.get(account.scope)).toBe(0);
    expect(failures.get(address.scope)).toBe(2);
  });

  it('fails an unknown e-mail exactly like a wrong password, still checking a hash', async () => {
    const { ports, verified } = fakePorts();
    const wrong = await failure(signIn(user.email, 'wrong', IP, ports));
    const unknown = await failure(signIn('who@example.com', 'right', IP, ports));
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.message).toBe(unknown.message);
    expect(verified).toHaveLength(2);
  });

  it(`refuses with 429 after ${MAX_FAILURES} failures, even the right password`, async () => {
    const { ports, verified } = fakePorts();
    for (let i = 0; i < MAX_FAILURES; i++) await failure(signIn(user.email, 'wrong', IP, ports));
    const before = verified.length;
    const refused = await failure(signIn(user.email, 'right', IP, ports));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(verified).toHaveLength(before);
  });

  it('failures from one address do not lock the owner out at another', async () => {
    const { ports } = fakePorts();
    for (let i = 0; i < MAX_FAILURES; i++) await failure(signIn(user.email, 'wrong', IP, ports));
    expect(await signIn(user.email, 'right', '198.51.100.9', ports)).toBe('token-for-7');
  });

  it(`refuses an address after ${MAX_ADDRESS_FAILURES} failures across accounts`, async () => {
    const { ports } = fakePorts();
    for (let i = 0; i < MAX_ADDRESS_FAILURES; i++) await failure(signIn(`u${i}@example.com`, 'x', IP, ports));
    expect((await failure(signIn('other@example.com', 'x', IP, ports))).status).toBe(429);
    expect(await signIn(user.email, 'right', '198.51.100.9', ports)).toBe('token-for-7');
  });
});
