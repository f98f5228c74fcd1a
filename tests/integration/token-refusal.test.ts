import { routes } from '@bp/shared/api/routes/index.ts';
import jwt from 'jsonwebtoken';
import { beforeAll, describe, expect, it } from 'vitest';
import { cloud } from './support/cloud.ts';
import { api, demoToken } from './support/api.ts';

/** Fills every `{param}` with 1: the token is refused before any lookup. */
const concretePath = (path: string) => path.replace(/\{[^}]+\}/g, '1');

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Every route but login and health, taken from the route table so a new route is covered too. */
const protectedRoutes = routes.filter((r) => r.access !== 'public');

describe('every protected route refuses a bad token with 401', () => {
  const tokens: Record<string, string | null> = {};

  beforeAll(async () => {
    const good = await demoToken();
    const claims = JSON.parse(Buffer.from(good.split('.')[1] as string, 'base64url').toString());
    const [header, payload, signature] = good.split('.') as [string, string, string];
    tokens.missing = null;
    tokens.expired = jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 }, cloud().jwtSecret, {
      algorithm: 'HS256',
      noTimestamp: true,
    });
    tokens.tampered = `${header}.${base64url({ ...claims, is_admin: true, company_id: 999 })}.${signature}`;
    tokens.wrongSecret = jwt.sign(claims, 'not-the-secret', { algorithm: 'HS256' });
    tokens.algNone = `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    tokens.malformed = 'not-a-jwt';
    tokens.good = good;
  });

  it.each(['missing', 'expired', 'tampered', 'wrongSecret', 'algNone', 'malformed'])(
    '%s token',
    async (kind) => {
      for (const route of protectedRoutes) {
        const res = await api(route.method, concretePath(route.path), { token: tokens[kind] });
        expect({ route: `${route.method} ${route.path}`, status: res.status }).toEqual({
          route: `${route.method} ${route.path}`,
          status: 401,
        });
        expect(res.body).toEqual({ message: expect.any(String) });
      }
    },
  );

  it('a good token passes the authorizer on every user route', async () => {
    for (const route of protectedRoutes.filter((r) => r.access === 'user')) {
      const res = await api(route.method, concretePath(route.path), { token: tokens.good });
      expect(res.status, `${route.method} ${route.path}`).not.toBe(401);
    }
  });
});
