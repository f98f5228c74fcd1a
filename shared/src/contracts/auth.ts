import { z } from 'zod';

/** The spec's sign-in messages (spec 000 section 5); the login form shows the same texts. */
export const signInMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 4 characters',
  invalidCredentials: 'Incorrect email or password',
  throttled: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
  notAuthenticated: 'Not authenticated',
} as const;

export const PASSWORD_MIN_LENGTH = 4;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 256;

/** "basic address pattern": something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = z
  .string({ message: signInMessages.emailRequired })
  .trim()
  .min(1, { message: signInMessages.emailRequired })
  // RFC 5321's limit; it also keeps keys built from an e-mail far below DynamoDB's 2 KB key limit.
  .max(EMAIL_MAX_LENGTH, { message: signInMessages.emailInvalid })
  .regex(EMAIL_PATTERN, { message: signInMessages.emailInvalid });

const passwordField = z
  .string({ message: signInMessages.passwordRequired })
  .min(1, { message: signInMessages.passwordRequired })
  // No password is longer; an unbounded one would only make scrypt hash megabytes.
  .max(PASSWORD_MAX_LENGTH, { message: signInMessages.invalidCredentials });

/** The sign-in form (client) with the length rule the server does not need to repeat. */
export const signInForm = z.object({
  email: emailField,
  password: passwordField.min(PASSWORD_MIN_LENGTH, { message: signInMessages.passwordTooShort }),
});
export type SignInForm = z.infer<typeof signInForm>;

/** POST /api/login: form-encoded, OAuth2 password-flow style. */
export const formLoginBody = z.object({ username: emailField, password: passwordField });
export const formLoginResponse = z
  .object({ access_token: z.string(), token_type: z.literal('bearer') })
  .meta({ id: 'FormLoginResponse' });

/** POST /api/auth/login: JSON. */
export const jsonLoginBody = z.object({ email: emailField, password: passwordField });
export const jsonLoginResponse = z.object({ token: z.string() }).meta({ id: 'JsonLoginResponse' });

/** The signed token's payload (spec 000 section 3) plus the user id and credential version. */
export const tokenClaims = z.object({
  sub: z.string(),
  exp: z.number(),
  is_admin: z.boolean(),
  company_id: z.number().int(),
  uid: z.number().int(),
  ver: z.number().int(),
});
export type TokenClaims = z.infer<typeof tokenClaims>;

export const meResponse = z
  .object({
    id: z.number().int(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    full_name: z.string(),
    is_admin: z.boolean(),
    company_id: z.number().int(),
    company_name: z.string(),
  })
  .meta({ id: 'Me' });
export type MeResponse = z.infer<typeof meResponse>;
