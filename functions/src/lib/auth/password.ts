import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/** The cost AWS runs at: N = 2^14 (16 MB, about 60 ms of CPU a hash on the project's machines). */
export const SCRYPT_N = 16384;
const PARAMS = { r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 64;

/**
 * N for new hashes. LOCAL_SCRYPT_N lowers it for the local cloud's test runs only (the
 * integration and Playwright clouds; never set in AWS, which a CDK assertion checks): they hash
 * and verify about 1,100 passwords a run, over a minute of CPU at the real cost on 2 cores
 * (docs/testing.md). A hash carries its own N, so verifying never depends on this setting.
 */
const costN = (): number => {
  const local = Number(process.env.LOCAL_SCRYPT_N);
  const powerOfTwo = Number.isInteger(local) && local >= 1024 && (local & (local - 1)) === 0;
  return powerOfTwo && local < SCRYPT_N ? local : SCRYPT_N;
};

/** `scrypt$N$r$p$<salt b64>$<hash b64>`: parameters travel with the hash so they can change. */
export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16);
  const N = costN();
  const hash = await scryptAsync(password, salt, KEY_LENGTH, { ...PARAMS, N });
  return ['scrypt', N, PARAMS.r, PARAMS.p, salt.toString('base64'), hash.toString('base64')].join('$');
};

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, n, r, p, saltB64, hashB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, 'base64');
  const actual = await scryptAsync(password, Buffer.from(saltB64, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};

/** Verified against when the e-mail is unknown, so both failures take the same time: at the cost of new hashes. */
export const dummyHash = (): string =>
  `scrypt$${costN()}$${PARAMS.r}$${PARAMS.p}$${'A'.repeat(22)}==$${'A'.repeat(86)}==`;
