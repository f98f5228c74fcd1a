import type { startLocalCloudProcess } from '../../support/local-cloud-process.ts';

type Cloud = Awaited<ReturnType<typeof startLocalCloudProcess>>;

/** A JSON call as the seeded demo user; anything but 200 stops the benchmark with the answer. */
export type BenchCall = (method: string, path: string, body?: unknown) => Promise<Record<string, unknown>>;

/** Signs the demo user in on a benchmark's local cloud and answers a caller of its API. */
export const signInDemo = async (cloud: Cloud): Promise<BenchCall> => {
  const login = await fetch(`${cloud.apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: cloud.demo.email, password: cloud.demo.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  return async (method, path, body) => {
    const res = await fetch(`${cloud.apiUrl}${path}`, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 500)}`);
    return JSON.parse(text) as Record<string, unknown>;
  };
};
