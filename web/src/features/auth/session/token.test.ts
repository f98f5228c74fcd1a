import { describe, expect, it } from 'vitest';
import { decodeTokenPayload, landingPath, sessionUserFromToken } from './token.ts';

const base64Url = (text: string): string =>
  Buffer.from(text, 'utf8').toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

const tokenWith = (payload: unknown): string =>
  `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.signature`;

const NOW = Date.UTC(2025, 0, 1);
const inAnHour = NOW / 1000 + 3600;

describe('decodeTokenPayload', () => {
  it('reads the payload of a JWT, base64url and UTF-8 included', () => {
    // "é" and "ü" produce base64url's '-' and '_' characters and multi-byte UTF-8.
    const payload = { sub: 'jürgen.é@example.com', exp: inAnHour, note: '>>>???' };
    expect(decodeTokenPayload(tokenWith(payload))).toEqual(payload);
  });

  it.each([
    ['an empty string', ''],
    ['two segments', 'a.b'],
    ['four segments', 'a.b.c.d'],
    ['a payload that is not base64', 'x.%%%.y'],
    ['a payload that is not JSON', `x.${base64Url('not json')}.y`],
    ['a payload that is a JSON array', `x.${base64Url('[1,2]')}.y`],
    ['a payload that is JSON null', `x.${base64Url('null')}.y`],
    ['an empty payload', 'x..y'],
  ])('gives null for %s', (_label, token) => {
    expect(decodeTokenPayload(token)).toBeNull();
  });
});

describe('sessionUserFromToken', () => {
  it('builds the session user from the claims', () => {
    const token = tokenWith({
      sub: 'demo@demofoods.local',
      exp: inAnHour,
      is_admin: false,
      company_id: 7,
      uid: 3,
      ver: 1,
    });
    expect(sessionUserFromToken(token, NOW)).toEqual({
      email: 'demo@demofoods.local',
      isAdmin: false,
      companyId: 7,
      userId: 3,
      expiresAt: inAnHour * 1000,
    });
  });

  it('reads is_admin true, and treats a missing is_admin as false', () => {
    expect(
      sessionUserFromToken(tokenWith({ sub: 'a@b.c', exp: inAnHour, is_admin: true }), NOW)?.isAdmin,
    ).toBe(true);
    expect(sessionUserFromToken(tokenWith({ sub: 'a@b.c', exp: inAnHour }), NOW)?.isAdmin).toBe(false);
    expect(
      sessionUserFromToken(tokenWith({ sub: 'a@b.c', exp: inAnHour, is_admin: 'true' }), NOW)?.isAdmin,
    ).toBe(false);
  });

  it('gives a null company when company_id is absent', () => {
    expect(sessionUserFromToken(tokenWith({ sub: 'a@b.c', exp: inAnHour }), NOW)?.companyId).toBeNull();
  });

  it('discards a token without an expiry', () => {
    expect(sessionUserFromToken(tokenWith({ sub: 'a@b.c' }), NOW)).toBeNull();
    expect(sessionUserFromToken(tokenWith({ sub: 'a@b.c', exp: String(inAnHour) }), NOW)).toBeNull();
  });

  it('discards an expired token, and one expiring this very second', () => {
    expect(sessionUserFromToken(tokenWith({ sub: 'a@b.c', exp: NOW / 1000 - 1 }), NOW)).toBeNull();
    expect(sessionUserFromToken(tokenWith({ sub: 'a@b.c', exp: NOW / 1000 }), NOW)).toBeNull();
    expect(sessionUserFromToken(tokenWith({ sub: 'a@b.c', exp: NOW / 1000 + 1 }), NOW)).not.toBeNull();
  });

  it('discards a token that cannot be decoded', () => {
    expect(sessionUserFromToken('not-a-token', NOW)).toBeNull();
  });
});

describe('landingPath', () => {
  it('sends an administrator to the admin area and everyone else home', () => {
    expect(landingPath({ isAdmin: true })).toBe('/admin/companies');
    expect(landingPath({ isAdmin: false })).toBe('/');
    expect(landingPath(null)).toBe('/');
  });
});
