import { DEFAULT_ERROR_MESSAGE, ApiError } from '../../lib/api-error.ts';

export const LOGIN_FAILED = 'Login failed';

/**
 * The sign-in card's failure text (spec 000 section 8): the server's error text, else
 * 'Login failed'; any other exception shows its own message, else the generic text.
 */
export const signInErrorText = (error: unknown): string => {
  if (error instanceof ApiError) return error.serverMessage ?? LOGIN_FAILED;
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return DEFAULT_ERROR_MESSAGE;
};
