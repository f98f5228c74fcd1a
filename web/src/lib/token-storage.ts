/**
 * Where the session token lives (spec 000 section 9: key `bp_token`). Kept apart from the
 * session context because the API client needs the token too and must not import a feature.
 * Storage access is guarded: private modes and disabled storage throw instead of returning null.
 */
export const TOKEN_STORAGE_KEY = 'bp_token';

export const readStoredToken = (): string | null => {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
};

export const storeToken = (token: string): void => {
  try {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // The session still works for this page load; it just will not survive a reload.
  }
};

export const clearStoredToken = (): void => {
  try {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Nothing stored that could be removed.
  }
};
