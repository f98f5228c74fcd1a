import { pathParamNames, routeKey } from '@bp/shared/api/route-def.ts';
import { routes } from '@bp/shared/api/routes/index.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api, demoToken } from './support/api.ts';

/**
 * Every route with a path parameter, from the route table: whatever a client puts in the path,
 * the answer is 400 or 404 with a message, never a 500.
 */
const withParams = routes.filter((r) => r.access !== 'public' && pathParamNames(r.path).length > 0);
const IDS = [
  'abc',
  '0',
  '-1',
  '1.5',
  '1e400',
  'Infinity',
  'NaN',
  '%20',
  '%2F',
  '99999999999999999999',
  "1'--",
  '987654321',
];

const tokens: Record<string, string> = {};
beforeAll(async () => {
  [tokens.user, tokens.admin] = await Promise.all([demoToken(), adminToken()]);
});

describe('malformed or unknown ids in paths', () => {
  it.each(withParams.map((r) => [routeKey(r), r] as const))(
    '%s: 400 or 404 {message}, never 500',
    async (_key, route) => {
      const token = route.access === 'admin' ? tokens.admin : tokens.user;
      for (const id of IDS) {
        const path = route.path.replace(/\{[^}]+\}/g, id);
        const res = await api(route.method, path, { token, json: route.method === 'GET' ? undefined : {} });
        expect({ id, status: res.status }).toEqual({ id, status: expect.toBeOneOf([400, 404]) });
        expect(res.body).toEqual({ message: expect.any(String) });
      }
    },
  );
});
