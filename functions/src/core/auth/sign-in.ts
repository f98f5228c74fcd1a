import { signInMessages } from '@bp/shared/contracts/auth.ts';
import { tooManyRequests, unauthorized } from '../../lib/errors.ts';
import { isThrottled, secondsLeftInWindow } from './login-throttle.ts';
import type { UserRecord } from './user-record.ts';

export interface SignInPorts {
  findUserByEmail(email: string): Promise<UserRecord | null>;
  failuresInWindow(email: string, nowSeconds: number): Promise<number>;
  recordFailure(email: string, nowSeconds: number): Promise<void>;
  clearFailures(email: string, nowSeconds: number): Promise<void>;
  verifyPassword(password: string, hash: string | null): Promise<boolean>;
  issueToken(user: UserRecord): Promise<string>;
  nowSeconds(): number;
}

/**
 * Checks the credentials and answers a token. Unknown e-mail and wrong password fail the same
 * way (same message, same work); repeated failures for one e-mail are refused for a while,
 * even with the right password, so guessing cannot continue.
 */
export const signIn = async (email: string, password: string, ports: SignInPorts): Promise<string> => {
  const now = ports.nowSeconds();
  if (isThrottled(await ports.failuresInWindow(email, now))) {
    throw tooManyRequests(signInMessages.throttled, secondsLeftInWindow(now));
  }
  const user = await ports.findUserByEmail(email);
  const valid = await ports.verifyPassword(password, user?.password_hash ?? null);
  if (!user || !valid) {
    await ports.recordFailure(email, now);
    throw unauthorized(signInMessages.invalidCredentials);
  }
  await ports.clearFailures(email, now);
  return ports.issueToken(user);
};
