import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { LOGIN_FAILED, signInErrorText } from './sign-in-error.ts';

describe('signInErrorText', () => {
  it("shows the server's error text", () => {
    expect(
      signInErrorText(new ApiError(401, 'Incorrect email or password', 'Incorrect email or password')),
    ).toBe('Incorrect email or password');
  });

  it("falls back to 'Login failed' when the server gave no text", () => {
    expect(signInErrorText(new ApiError(500, 'Request failed with status 500'))).toBe(LOGIN_FAILED);
  });

  it("shows an unexpected exception's own message, else the generic text", () => {
    expect(signInErrorText(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(signInErrorText(new Error(''))).toBe('An unexpected error occurred');
    expect(signInErrorText('boom')).toBe('An unexpected error occurred');
  });
});
