import { type TokenClaims, tokenClaims } from '@bp/shared/contracts/auth.ts';
import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';

export interface TokenSubject {
  id: number;
  email: string;
  is_admin: boolean;
  company_id: number;
  token_version: number;
}

/**
 * Given a string, jsonwebtoken makes a key object of it on every call, first trying to read it as
 * a PEM key and throwing (about 50 µs of CPU a call, most of what the authorizer spends on a
 * token). The same secret key object, made once per secret: the same HMAC, the same checks.
 */
let lastKey: { secret: string; key: KeyObject } | undefined;
const keyOf = (secret: string): KeyObject => {
  if (lastKey?.secret !== secret) lastKey = { secret, key: createSecretKey(Buffer.from(secret)) };
  return lastKey.key;
};

export const signToken = (user: TokenSubject, secret: string, ttlSeconds: number): string =>
  jwt.sign(
    {
      sub: user.email,
      is_admin: user.is_admin,
      company_id: user.company_id,
      uid: user.id,
      ver: user.token_version,
    },
    keyOf(secret),
    { algorithm: 'HS256', expiresIn: ttlSeconds },
  );

/**
 * Verifies signature (HS256 only: `alg: none` and other algorithms are refused), expiry and
 * the claims' shape. Returns null for anything that is not a valid token of ours.
 */
export const verifyToken = (token: string, secret: string): TokenClaims | null => {
  try {
    const decoded = jwt.verify(token, keyOf(secret), { algorithms: ['HS256'] });
    const parsed = tokenClaims.safeParse(decoded);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

export const bearerToken = (authorization: string | undefined): string | null => {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match ? (match[1] as string) : null;
};
