import type { ApiCall } from './seed-year.ts';

/** A JSON client of one API base URL, with an optional bearer token. */
export const apiClient =
  (apiUrl: string, token?: string): ApiCall =>
  async (method, path, body) => {
    const res = await fetch(`${apiUrl}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 500)}`);
    return (text ? JSON.parse(text) : {}) as Record<string, unknown>;
  };

/**
 * A new company with one user, made through the administrator API, so a seeded year starts
 * from empty counters and never mixes with other data. Answers its id and the user's client.
 */
export const newPlantCompany = async (
  apiUrl: string,
  admin: { email: string; password: string },
  name: string,
) => {
  const asAdmin = apiClient(
    apiUrl,
    String((await apiClient(apiUrl)('POST', '/api/auth/login', admin)).token),
  );
  const company = await asAdmin('POST', '/api/admin/companies/', { name });
  const companyId = Number(company.id);
  const email = `plant-${companyId}-${Date.now().toString(36)}@example.test`;
  const password = 'year-plant-password';
  await asAdmin('POST', '/api/admin/users/', {
    first_name: 'Plant',
    last_name: 'Manager',
    email,
    password,
    company_id: companyId,
    is_admin: false,
  });
  const token = String((await apiClient(apiUrl)('POST', '/api/auth/login', { email, password })).token);
  return { companyId, email, password, token, call: apiClient(apiUrl, token) };
};
