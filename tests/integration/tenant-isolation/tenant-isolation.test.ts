import { type Area, pathParamNames, type RouteDef, routeKey } from '@bp/shared/api/route-def.ts';
import { routes } from '@bp/shared/api/routes/index.ts';
import type { AdminUser, Company } from '@bp/shared/contracts/admin.ts';
import { meResponse } from '@bp/shared/contracts/auth.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api, type ApiResponse, login, unique } from '../support/api.ts';
import type { TenantData } from './fixture.ts';
import { tenantFixtures } from './fixtures/index.ts';

/*
 * Tenant isolation, generated from the route table: every `user` route is exercised by a user
 * of company B against company A's data, so a new route is covered the day it is added.
 *   - a route with path parameters, called with A's ids: 404, whatever the method
 *   - a list or search (GET, no path parameters): never shows anything of A's
 *   - any other call of B's: afterwards A's answers are exactly what they were
 * B also claims A's company (`company_id` in the query and in the body) everywhere: it must not matter.
 */

const userRoutes = routes.filter((r) => r.access === 'user');
const paramsOf = (r: RouteDef) => pathParamNames(r.path);
const tenantAreas = [...new Set(userRoutes.map((r) => r.area))];
const lists = userRoutes.filter((r) => r.method === 'GET' && paramsOf(r).length === 0);
const withIds = userRoutes.filter((r) => paramsOf(r).length > 0);
const otherCalls = userRoutes.filter((r) => r.method !== 'GET' && paramsOf(r).length === 0);
const reads = userRoutes.filter((r) => r.method === 'GET');

interface Tenant {
  company: Company;
  user: AdminUser;
  token: string;
  data: Partial<Record<Area, TenantData>>;
}

const newTenant = async (admin: string, label: string): Promise<Tenant> => {
  const created = await api<Company>('POST', '/api/admin/companies', {
    token: admin,
    json: { name: unique(`Tenant ${label} `) },
  });
  expect(created.status, created.text).toBe(201);
  const email = `${unique(`tenant-${label.toLowerCase()}-`)}@example.test`;
  const password = 'tenant-password';
  const user = await api<AdminUser>('POST', '/api/admin/users', {
    token: admin,
    json: {
      first_name: 'Tenant',
      last_name: label,
      email,
      password,
      company_id: created.body.id,
      is_admin: false,
    },
  });
  expect(user.status, user.text).toBe(201);
  return { company: created.body, user: user.body, token: await login(email, password), data: {} };
};

const fillPath = (route: RouteDef, data: TenantData | undefined): string => {
  let path = route.path;
  for (const name of paramsOf(route)) {
    const value = data?.params[name];
    if (value === undefined) {
      throw new Error(`The ${route.area} tenant fixture gives no value for {${name}} (${routeKey(route)})`);
    }
    path = path.replace(new RegExp(`\\{${name}\\+?\\}`), encodeURIComponent(value));
  }
  return path;
};

/** Sends a body as the route expects it: FormData or text as they are, anything else as JSON. */
const bodyOptions = (body: unknown) =>
  body === undefined ? {} : typeof body === 'string' || body instanceof FormData ? { body } : { json: body };

const withClaim = (body: unknown, companyId: number): unknown =>
  body && typeof body === 'object' && !Array.isArray(body) && !(body instanceof FormData)
    ? { ...body, company_id: companyId }
    : body;

let A: Tenant;
let B: Tenant;
/** A's answers to every read before B does anything: request -> answer text (stable ones only). */
const before = new Map<string, { path: string; query?: Record<string, string>; text: string }>();
/** A's GET answers by concrete path: the fallback body for a PUT on the same path. */
const ownAnswers = new Map<string, unknown>();

const markersOf = (t: Tenant) => Object.values(t.data).map((d) => d.marker);

const expectNoMarkerOf = (owner: Tenant, res: ApiResponse, what: string) => {
  for (const marker of markersOf(owner)) {
    expect(res.text.includes(marker), `${what} shows "${marker}" of company ${owner.company.id}`).toBe(false);
  }
};

const readAsA = async (route: RouteDef) => {
  const data = A.data[route.area];
  const path = fillPath(route, data);
  const query = paramsOf(route).length ? data?.queries?.[route.name] : data?.query;
  return { path, query, res: await api('GET', path, { token: A.token, query }) };
};

beforeAll(async () => {
  const admin = await adminToken();
  [A, B] = [await newTenant(admin, 'A'), await newTenant(admin, 'B')];
  for (const area of tenantAreas) {
    const fixture = tenantFixtures[area];
    if (!fixture) continue;
    A.data[area] = await fixture.create(A.token);
    B.data[area] = await fixture.create(B.token);
  }
  for (const route of reads) {
    if (!A.data[route.area]) continue;
    const first = await readAsA(route);
    const second = await readAsA(route);
    if (first.res.status === 200) ownAnswers.set(first.path, first.res.body);
    // Answers that differ between two identical reads (signed URLs, clocks) cannot be compared later;
    // nor can a zipped workbook, whose entries carry the time they were written (to 2 s): its CSV
    // twin, with the same rows, is compared instead; nor a presigned URL, signed to the second, so
    // two reads within one second agree and a later one does not.
    const zipped = route.produces?.includes('spreadsheetml') ?? false;
    const presigned = first.res.text.includes('X-Amz-Signature');
    if (!zipped && !presigned && first.res.text === second.res.text) {
      before.set(`${routeKey(route)} ${first.path}`, {
        path: first.path,
        query: first.query,
        text: first.res.text,
      });
    }
  }
}, 120_000);

describe('tenant isolation, generated from the route table', () => {
  it('the route table has user routes to check', () => {
    expect(userRoutes.length).toBeGreaterThan(0);
  });

  it.each(tenantAreas)('area %s has a tenant fixture', (area) => {
    expect(
      tenantFixtures[area],
      `add tests/integration/tenant-isolation/fixtures/${area}.ts and list it in fixtures/index.ts`,
    ).toBeDefined();
  });

  it.each(tenantAreas.filter((a) => tenantFixtures[a]))(
    "area %s: A's own answers show A's data (so B not seeing it means something)",
    async (area) => {
      const own = reads.filter((r) => r.area === area);
      let shown = false;
      for (const route of own) {
        const { path, res } = await readAsA(route);
        if (paramsOf(route).length && route.tenantData !== false)
          expect(res.status, `A's own ${path}: ${res.text}`).toBe(200);
        expectNoMarkerOf(B, res, `A's ${path}`);
        shown ||= res.text.includes(A.data[area]?.marker as string);
      }
      expect(shown, `no GET route of ${area} shows A's marker to A`).toBe(true);
    },
  );

  it.each(lists.map((r) => [routeKey(r), r] as const))("%s: B never sees A's data", async (_key, route) => {
    const claim = { company_id: String(A.company.id) };
    const queries = [
      undefined,
      claim,
      { ...A.data[route.area]?.query, ...claim },
      { ...B.data[route.area]?.query, ...claim },
    ];
    for (const query of queries) {
      const res = await api('GET', route.path, { token: B.token, query });
      expect(res.status, `${route.path} ${JSON.stringify(query)}: ${res.text}`).toBeLessThan(500);
      expectNoMarkerOf(A, res, `B's ${route.path}?${new URLSearchParams(query).toString()}`);
    }
  });

  it.each(withIds.map((r) => [routeKey(r), r] as const))(
    "%s: B gets 404 for A's ids",
    async (_key, route) => {
      const data = A.data[route.area];
      const path = fillPath(route, data);
      const body = route.request?.body ? (data?.bodies?.[route.name] ?? ownAnswers.get(path)) : undefined;
      const query = { ...data?.queries?.[route.name], company_id: String(A.company.id) };
      const res = await api(route.method, path, { token: B.token, query, ...bodyOptions(body) });
      expectNoMarkerOf(A, res, `B's ${route.method} ${path}`);
      expect(res.status, res.text).toBeLessThan(500);
      // `tenantData: false` marks a route whose path names something that is not company data.
      if (route.tenantData !== false) {
        const hint =
          res.status === 400
            ? ` (give a valid body as bodies.${route.name} in the ${route.area} fixture)`
            : '';
        expect(res.status, `${route.method} ${path} as B: ${res.text}${hint}`).toBe(404);
        expect(res.body).toEqual({ message: expect.any(String) });
      }

      // The same with A's company claimed in the body: still nothing of A's.
      const claimed = withClaim(body, A.company.id);
      if (claimed !== body) {
        const again = await api(route.method, path, { token: B.token, query, ...bodyOptions(claimed) });
        expect(again.status === 404 || again.status === 400 || route.tenantData === false, again.text).toBe(
          true,
        );
        expectNoMarkerOf(A, again, `B's ${route.method} ${path} claiming company ${A.company.id}`);
      }
    },
  );

  it.each(otherCalls.map((r) => [routeKey(r), r] as const))(
    "%s: B's call, claiming A's company, touches only B's data",
    async (_key, route) => {
      const data = A.data[route.area];
      const body = route.request?.body
        ? (data?.bodies?.[route.name] ?? ownAnswers.get(route.path))
        : undefined;
      const res = await api(route.method, route.path, {
        token: B.token,
        query: { company_id: String(A.company.id) },
        ...bodyOptions(withClaim(body, A.company.id)),
      });
      expect(res.status, res.text).toBeLessThan(500);
    },
  );

  it("GET /api/me: the company comes from B's token, not from the request", async () => {
    const res = await api('GET', '/api/me', {
      token: B.token,
      query: { company_id: String(A.company.id) },
      headers: { 'x-company-id': String(A.company.id) },
    });
    expect(meResponse.parse(res.body)).toMatchObject({
      company_id: B.company.id,
      company_name: B.company.name,
    });
  });

  it('after everything B tried, every answer A gets is exactly what it was', async () => {
    expect(before.size).toBeGreaterThan(0);
    for (const [key, { path, query, text }] of before) {
      const res = await api('GET', path, { token: A.token, query });
      expect(res.text, key).toBe(text);
    }
  });
});
