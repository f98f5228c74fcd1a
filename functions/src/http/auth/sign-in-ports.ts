import { releaseAttempt, reserveAttempt } from '../../adapters/dynamodb/platform/login-throttle-repo.ts';
import { getUserByEmail } from '../../adapters/dynamodb/platform/users-repo.ts';
import type { SignInPorts } from '../../core/auth/sign-in.ts';
import { jwtSecret } from '../../lib/auth/jwt-secret.ts';
import { DUMMY_HASH, verifyPassword } from '../../lib/auth/password.ts';
import { signToken } from '../../lib/auth/tokens.ts';
import { env } from '../../lib/env.ts';

export const signInPorts: SignInPorts = {
  findUserByEmail: getUserByEmail,
  reserveAttempt,
  releaseAttempt,
  verifyPassword: (password, hash) => verifyPassword(password, hash ?? DUMMY_HASH),
  issueToken: async (user) => signToken(user, await jwtSecret(), env.tokenTtlSeconds()),
  nowSeconds: () => Date.now() / 1000,
};
