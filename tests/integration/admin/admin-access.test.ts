import { routeKey } from '@bp/shared/api/route-def.ts';
import { routes } from '@bp/shared/api/routes/index.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, demoToken } from '../support/api.ts';

/** Taken from the route table, so a new admin route is covered without anyone adding it here. */
const adminRoutes = routes.filter((r) => r.access === 'admin');
const concrete = (path: string, value = '1') => path.replace(/\{[^}]+\}/g, value);

let regular: string;
beforeAll(async () => {
  regular = await demoToken();
});

describe('admin routes, from the route table', () => {
  it('there are admin routes to check', () => {
    expect(adminRoutes.length).toBeGreaterThanOrEqual(18);
  });

  it.each(adminRoutes.map((r) => [routeKey(r), r] as const))(
    '%s: 401 without a token',
    async (_key, route) => {
      const res = await api(route.method, concrete(route.path));
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: expect.any(String) });
    },
  );

  it.each(adminRoutes.map((r) => [routeKey(r), r] as const))(
    '%s: 403 {message} for a regular user, whatever the body, and the client’s trailing slash too',
    async (_key, route) => {
      for (const path of [concrete(route.path), `${concrete(route.path)}/`]) {
        const bodies =
          route.method === 'GET'
            ? [undefined]
            : [undefined, {}, { name: 'Valid Name', company_id: 1, new_password: 'abcdef' }];
        for (const json of bodies) {
          const res = await api(route.method, path, { token: regular, json });
          expect({ path, status: res.status }).toEqual({ path, status: 403 });
          expect(res.body).toEqual({ message: 'Administrator access required' });
        }
      }
    },
  );
});
