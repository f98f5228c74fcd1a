import { expect } from 'vitest';
import { apiUrl } from '../support/api.ts';

/** The local cloud's test hook (infra/local/iam/iam-endpoint.ts): grants taken away and given back. */
export const revokeGrant = async (fn: string, actions: string[]): Promise<void> => {
  const res = await fetch(new URL('/__local/iam', apiUrl()), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ function: fn, revoke: actions }),
  });
  expect(res.status, await res.text()).toBe(204);
};

export const restoreGrants = async (): Promise<void> => {
  const res = await fetch(new URL('/__local/iam', apiUrl()), { method: 'DELETE' });
  expect(res.status).toBe(204);
};
