import { afterEach, describe, expect, it, vi } from 'vitest';
import { dummyHash, hashPassword, SCRYPT_N, verifyPassword } from './password.ts';

const costOf = (hash: string) => Number(hash.split('$')[1]);

describe('password hashing cost', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('hashes at the cost AWS runs at, N = 2^14, unless told otherwise', async () => {
    expect(SCRYPT_N).toBe(16384);
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{86}==$/);
    expect(costOf(dummyHash())).toBe(16384);
  });

  it("takes a lower LOCAL_SCRYPT_N (the test clouds'), and still verifies hashes made at either cost", async () => {
    const strong = await hashPassword('correct horse');
    vi.stubEnv('LOCAL_SCRYPT_N', '1024');
    const cheap = await hashPassword('correct horse');
    expect(costOf(cheap)).toBe(1024);
    expect(costOf(dummyHash())).toBe(1024);
    expect(await verifyPassword('correct horse', cheap)).toBe(true);
    expect(await verifyPassword('correct horse', strong)).toBe(true);
    expect(await verifyPassword('wrong horse', cheap)).toBe(false);
    expect(await verifyPassword('correct horse', dummyHash())).toBe(false);
  });

  it('ignores a LOCAL_SCRYPT_N that is not a power of two from 1024, or not below the real cost', async () => {
    for (const value of ['1000', '512', '32768', '16384', 'abc', '', '2048.5', '-1024']) {
      vi.stubEnv('LOCAL_SCRYPT_N', value);
      expect(costOf(await hashPassword('x')), value).toBe(16384);
      expect(costOf(dummyHash()), value).toBe(16384);
    }
  });
});
