import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client/api.ts';

/**
 * Who runs the trace, for the recall report: GET /api/me under the shell's own cache key
 * (['auth', 'me']), so the answer the sidebar already has is reused, not asked for again.
 */
export const useRunBy = (): string => {
  const me = useQuery({
    queryKey: ['auth', 'me'],
    queryFn: ({ signal }) => api.call('me', undefined, { signal }),
    staleTime: 5 * 60 * 1000,
  });
  return me.data ? me.data.full_name || me.data.email : '...';
};
