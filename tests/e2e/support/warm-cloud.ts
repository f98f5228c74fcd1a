import { routes } from '@bp/shared/api/routes/index.ts';
import type { Area, RouteDef } from '@bp/shared/api/route-def.ts';
import type { Account } from './accounts.ts';

/**
 * One read of every API area, as each user kind, before the first test: the cloud loads an area's
 * code, its SDK clients and their first DynamoDB requests on first use (and the JVM of DynamoDB
 * Local compiles its query paths), all of which once fell inside the first browser test of each
 * worker. Each area is read in turn, by a route without path ids where it has one (a real query),
 * else with id 1 (a 404 that still loads the area). Anything but a 5xx is a warm area.
 */
export const warmCloud = async (baseUrl: string, user: Account, admin: Account): Promise<number> => {
  const started = Date.now();
  const tokens = { user: await signIn(baseUrl, user), admin: await signIn(baseUrl, admin) };
  for (const route of readsByArea()) {
    const token = route.access === 'admin' ? tokens.admin : tokens.user;
    const path = route.path.replace(/\{[^}]+\}/g, '1');
    const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (response.status >= 500) throw new Error(`warming ${route.method} ${path}: ${response.status}`);
  }
  return Date.now() - started;
};

/** Per area, its first GET that needs a token, preferring one with no path ids. */
const readsByArea = (): RouteDef[] => {
  const chosen = new Map<Area, RouteDef>();
  for (const route of routes) {
    if (route.method !== 'GET' || route.access === 'public') continue;
    const current = chosen.get(route.area);
    if (!current || (current.path.includes('{') && !route.path.includes('{'))) chosen.set(route.area, route);
  }
  return [...chosen.values()];
};

const signIn = async (baseUrl: string, account: Account): Promise<string> => {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (response.status !== 200) throw new Error(`warming: sign-in answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
};
