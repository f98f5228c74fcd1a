import { adminRoutes } from '@bp/shared/api/routes/admin.ts';
import { adminMessages } from '@bp/shared/contracts/admin.ts';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../lib/caller.ts';
import { HttpError } from '../../lib/errors.ts';
import type { RouteRequest } from '../../lib/route-handler.ts';
import { adminHandlers } from './index.ts';

const regular: Caller = { userId: 7, email: 'user@x.test', companyId: 3, isAdmin: false };

/**
 * The area dispatcher already refuses non-administrators; each admin handler refuses them too,
 * before touching any data (no table is configured here: reaching one would throw something else).
 */
describe('admin handlers check the caller themselves', () => {
  it.each(adminRoutes.map((r) => r.name))('%s refuses a regular user with 403', async (name) => {
    const handler = adminHandlers[name as keyof typeof adminHandlers];
    const request = {
      params: { id: 1, companyId: 1 },
      query: {},
      body: {},
      caller: regular,
    } as unknown as RouteRequest;
    const error = await handler(request).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 403, message: adminMessages.adminRequired });
  });

  it('refuses a request without a caller', async () => {
    const request = { params: {}, query: {}, body: {}, caller: null } as unknown as RouteRequest;
    await expect(adminHandlers.listUsers(request)).rejects.toMatchObject({ status: 403 });
  });
});
