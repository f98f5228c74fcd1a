import { meResponse, type MeResponse } from '@bp/shared/contracts/auth.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/me: the signed-in user's name and company, for the shell's user badge. */
export const getMe = (signal?: AbortSignal): Promise<MeResponse> =>
  api.get('/me', { schema: meResponse, signal });

export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'me'],
    queryFn: ({ signal }) => getMe(signal),
    // Names and companies rarely change within a session.
    staleTime: 5 * 60 * 1000,
  });

export const useMe = (options: { enabled?: boolean } = {}) => useQuery({ ...meQueryOptions(), ...options });
