import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client/api.ts';

/** The signed-in user's name and company, for the shell's user badge. */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'me'],
    queryFn: ({ signal }) => api.call('me', undefined, { signal }),
    // Names and companies rarely change within a session.
    staleTime: 5 * 60 * 1000,
  });

export const useMe = (options: { enabled?: boolean } = {}) => useQuery({ ...meQueryOptions(), ...options });
