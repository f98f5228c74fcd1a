import type { TokenClaims } from '@bp/shared/contracts/auth.ts';
import type { UserRecord } from './user-record.ts';

/** A verified token still speaks for its user: same user, same e-mail, same credential version. */
export const isTokenCurrent = (claims: TokenClaims, user: UserRecord | null): user is UserRecord =>
  user !== null && user.token_version === claims.ver && user.email.toLowerCase() === claims.sub.toLowerCase();
