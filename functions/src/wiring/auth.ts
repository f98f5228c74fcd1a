import { releaseAttempt, reserveAttempt } from '../adapters/dynamodb/platform/login-throttle-repo.ts';
import { getCompany } from '../adapters/dynamodb/platform/companies-repo.ts';
import { getUser, getUserByEmail } from '../adapters/dynamodb/platform/users-repo.ts';
import type { ProfilePorts } from '../core/auth/profile.ts';
import type { SignInPorts } from '../core/auth/sign-in.ts';
import { jwtSecret } from '../lib/auth/jwt-secret.ts';
import { dummyHash, verifyPassword } from '../lib/auth/password.ts';
import { signToken } from '../lib/auth/tokens.ts';
import { env } from '../lib/env.ts';

/** Sign-in runs over the users, the throttle buckets, scrypt and the token signer. */
export const signInPorts: SignInPorts = {
  findUserByEmail: getUserByEmail,
  reserveAttempt,
  releaseAttempt,
  verifyPassword: (password, hash) => verifyPassword(password, hash ?? dummyHash()),
  issueToken: async (user) => signToken(user, await jwtSecret(), env.tokenTtlSeconds()),
  nowSeconds: () => Date.now() / 1000,
};

/** Who a session speaks for: the authorizer and `me` read the stored user and company. */
export const sessionPorts: ProfilePorts = { getUser, getCompany };
