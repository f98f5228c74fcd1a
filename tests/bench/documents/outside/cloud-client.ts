import { startLocalCloudProcess, type LocalCloudInfo } from '../../../support/local-cloud-process.ts';

/**
 * The outside bench talks to a local cloud over HTTP only, as the app does: a fresh one in its
 * own process (free ports), or one already running (OUTSIDE_API_URL, with its admin sign-in in
 * OUTSIDE_ADMIN_EMAIL / OUTSIDE_ADMIN_PASSWORD).
 */
export interface Cloud {
  apiUrl: string;
  admin: { email: string; password: string };
  stop(): Promise<void>;
}

export async function openCloud(): Promise<Cloud> {
  const url = process.env.OUTSIDE_API_URL;
  if (url)
    return {
      apiUrl: url,
      admin: {
        email: process.env.OUTSIDE_ADMIN_EMAIL ?? 'admin@example.com',
        password: process.env.OUTSIDE_ADMIN_PASSWORD ?? '',
      },
      stop: async () => {},
    };
  const cloud: LocalCloudInfo & { stop(): Promise<void> } = await startLocalCloudProcess();
  return cloud;
}

export type Call = <T = Record<string, unknown>>(method: string, path: string, json?: unknown) => Promise<T>;

export function client(apiUrl: string, token: string | null): Call {
  return async <T>(method: string, path: string, json?: unknown): Promise<T> => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await fetch(new URL(path, apiUrl), {
      method,
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return (text ? JSON.parse(text) : {}) as T;
  };
}

export async function signIn(apiUrl: string, email: string, password: string): Promise<Call> {
  const { token } = await client(apiUrl, null)<{ token: string }>('POST', '/api/auth/login', {
    email,
    password,
  });
  return client(apiUrl, token);
}

/** A new company with one user, through the admin API; answers that user's client. */
export async function freshCompany(cloud: Cloud, name: string): Promise<Call> {
  const admin = await signIn(cloud.apiUrl, cloud.admin.email, cloud.admin.password);
  const company = await admin<{ id: number }>('POST', '/api/admin/companies/', { name });
  const email = `outside-${company.id}-${Date.now()}@example.test`;
  await admin('POST', '/api/admin/users/', {
    first_name: 'Otto',
    last_name: 'Side',
    email,
    password: 'outside-password',
    company_id: company.id,
    is_admin: false,
  });
  return signIn(cloud.apiUrl, email, 'outside-password');
}
