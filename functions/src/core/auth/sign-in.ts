import { signInMessages } from '@bp/shared/contracts/auth.ts';
import { tooMany, unauthenticated } from '../errors.ts';
import { secondsLeftInWindow, type ThrottleBucket, throttleBuckets } from './login-throttle.ts';
import type { UserRecord } from './user-record.ts';

export interface SignInPorts {
  findUserByEmail(email: string): Promise<UserRecord | null>;
  /**
   * Counts one attempt in every bucket, atomically and only if each is under its limit; false
   * (and nothing counted) when one is full.
   */
  reserveAttempt(buckets: readonly ThrottleBucket[], nowSeconds: number): Promise<boolean>;
  /** Gives back the attempt of a successful sign-in. */
  releaseAttempt(buckets: readonly ThrottleBucket[], nowSeconds: number): Promise<void>;
  verifyPassword(password: string, hash: string | null): Promise<boolean>;
  issueToken(user: UserRecord): Promise<string>;
  nowSeconds(): number;
}

/**
 * Checks the credentials and answers a token. Unknown e-mail and wrong password fail the same
 * way (same message, same work). Attempts are limited per account and client address, and per
 * address (see login-throttle.ts); a refused attempt checks no password at all.
 */
export const signIn = async (
  email: string,
  password: string,
  sourceIp: string,
  ports: SignInPorts,
): Promise<string> => {
  const now = ports.nowSeconds();
  const buckets = throttleBuckets(email, sourceIp);
  if (!(await ports.reserveAttempt(buckets, now))) {
    throw tooMany(signInMessages.throttled, secondsLeftInWindow(now));
  }
  const user = await ports.findUserByEmail(email);
  const valid = await ports.verifyPassword(password, user?.password_hash ?? null);
  if (!user || !valid) throw unauthenticated(signInMessages.invalidCredentials);
  await ports.releaseAttempt(buckets, now);
  return ports.issueToken(user);
};
