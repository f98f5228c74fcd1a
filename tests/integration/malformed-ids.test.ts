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
  // Malformed percent-encoding: once a 500 on every route, even without a token.
  '%',
  '%zz',
  '%E0%A4%A',
  // Not canonical spellings of 1: never the record 1.
  '0x1',
  '1e0',
  '01',
  '+1',
  '%201',
];

/** A body in the route's own media type, so the answer speaks of the id, not of the body's type. */
const bodyFor = (route: (typeof routes)[number]) => {
  if (route.method === 'GET') return {};
  if (!route.request?.multipart) return { json: {} };
  const form = new FormData();
  form.append('note', 'no file');
  return { body: form };
};

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
        const res = await api(route.method, path, { token, ...bodyFor(route) });
        expect({ id, status: res.status }).toEqual({ id, status: expect.toBeOneOf([400, 404]) });
        expect(res.body).toEqual({ message: expect.any(String) });
      }
    },
  );
});

describe('the path before the body', () => {
  it('answers a malformed id 400 even when the body is not the route’s media type (no 415)', async () => {
    const res = await api('POST', '/api/goods-receipts/abc/upload-document', {
      token: tokens.user,
      json: {},
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: expect.any(String) });
  });
});

describe('malformed ids without a token', () => {
  it.each(withParams.map((r) => [routeKey(r), r] as const))(
    '%s: 401 {message}, never 500',
    async (_key, route) => {
      for (const id of ['%', '%zz', '%E0%A4%A']) {
        const res = await api(route.method, route.path.replace(/\{[^}]+\}/g, id));
        expect({ id, status: res.status }).toEqual({ id, status: 401 });
        expect(res.body).toEqual({ message: expect.any(String) });
      }
    },
  );
});

describe('ids are canonical integers', () => {
  it('a material is found by its id and by no other spelling of it', async () => {
    const created = await api<{ id: number }>('POST', '/api/materials/new', {
      token: tokens.user,
      json: { name: `Canonical ${Date.now()}`, material_type: 'ingredient', unit_of_measure: 'kg' },
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect((await api('GET', `/api/materials/${id}`, { token: tokens.user })).status).toBe(200);
    for (const spelling of [`0${id}`, `0x${id.toString(16)}`, `${id}e0`, `+${id}`, `${id}.0`, `%20${id}`]) {
      const res = await api('GET', `/api/materials/${spelling}`, { token: tokens.user });
      expect({ spelling, status: res.status }).toEqual({ spelling, status: 400 });
    }
  });
});
