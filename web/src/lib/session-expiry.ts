/**
 * A tiny event channel from the API client (lib) to the session (auth feature): a 401 on a
 * request that carried a token means the session ended on the server (expired or revoked).
 * The client cannot import the feature, so the feature subscribes here instead.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export const onSessionExpired = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const notifySessionExpired = (): void => {
  for (const listener of listeners) listener();
};
