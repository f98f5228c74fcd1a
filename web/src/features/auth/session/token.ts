/**
 * Reading the session out of the stored token (spec 000 sections 3-5). The browser cannot
 * verify the signature (the API does, on every call); it only needs the claims and the expiry.
 */

/** The session user as the client holds it. */
export interface SessionUser {
  /** From the token's subject claim. */
  email: string;
  /** From `is_admin`; false when absent. */
  isAdmin: boolean;
  /** From `company_id`; null when absent. */
  companyId: number | null;
  /** From `uid`; null when absent. The outbox files entries under it (issue 23). */
  userId: number | null;
  /** `exp` in milliseconds, for display and tests; expiry is only checked on start (spec 000 section 4). */
  expiresAt: number;
}

const base64UrlToText = (segment: string): string => {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  // fatal: a payload that is not UTF-8 is not a token we issued.
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
};

/** The JWT payload as an object, or null when the token is not a decodable JWT. */
export const decodeTokenPayload = (token: string): Record<string, unknown> | null => {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(base64UrlToText(parts[1]));
    return payload !== null && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
};

/**
 * The user a token stands for, or null when it must be discarded: it cannot be decoded, has
 * no numeric `exp`, or has expired (spec 000 section 5, "Stored token").
 */
export const sessionUserFromToken = (token: string, nowMs: number = Date.now()): SessionUser | null => {
  const payload = decodeTokenPayload(token);
  if (!payload) return null;
  const { exp, sub, is_admin: isAdmin, company_id: companyId, uid } = payload;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return null;
  const expiresAt = exp * 1000;
  if (expiresAt <= nowMs) return null;
  return {
    email: typeof sub === 'string' ? sub : '',
    isAdmin: isAdmin === true,
    companyId: typeof companyId === 'number' ? companyId : null,
    userId: typeof uid === 'number' ? uid : null,
    expiresAt,
  };
};

/** Where a user lands after signing in: administrators in their own area (spec 000 section 2). */
export const landingPath = (user: Pick<SessionUser, 'isAdmin'> | null): string =>
  user?.isAdmin ? '/admin/companies' : '/';
