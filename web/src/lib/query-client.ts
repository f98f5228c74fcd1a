import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isSilentError, toastText } from './api-error.ts';
import { errorToasts } from './toast-store.ts';

declare module '@tanstack/react-query' {
  interface Register {
    /** `silent: true` for calls whose screen shows its own error (the sign-in form, say). */
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

const toastUnlessSilent = (error: unknown, meta: { silent?: boolean } | undefined): void => {
  if (meta?.silent || isSilentError(error)) return;
  errorToasts.show(toastText(error, navigator.onLine));
};

/**
 * Spec 000 sections 8 and 9: failures raise a toast (never for 401), nothing is retried, and
 * nothing refetches on window focus or reconnect.
 */
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => toastUnlessSilent(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => toastUnlessSilent(error, mutation.meta),
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
