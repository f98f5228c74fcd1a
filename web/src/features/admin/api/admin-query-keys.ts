import type { QueryClient } from '@tanstack/react-query';

/**
 * The roots of every admin query key. Each endpoint file builds its keys under one of these,
 * so a mutation refreshes a whole family with one invalidation (spec 000 section 7: "after a
 * mutation the company or user caches are refreshed").
 */
export const companiesKey = ['admin', 'companies'] as const;
export const usersKey = ['admin', 'users'] as const;

/** Admin lists stay fresh for 5 minutes (spec 000 section 9). */
export const ADMIN_STALE_TIME = 5 * 60 * 1000;

/** A user created or deleted changes their company's user count as well. */
export const invalidateUsersAndCompanies = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: usersKey }),
    queryClient.invalidateQueries({ queryKey: companiesKey }),
  ]);
