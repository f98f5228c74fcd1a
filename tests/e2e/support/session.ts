import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Account } from './accounts.ts';

export const TOKEN_KEY = 'bp_token';

/** The page's localStorage, typed here because the tests' tsconfig has no DOM library. */
interface PageStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export const SIDEBAR_KEY = 'sidebar-collapsed';

/** A file the app serves as it is (web/public), not the SPA. */
const SAME_ORIGIN_FILE = '/logo.svg';

/** Admin landing page: an administrator who signs in lands in the admin area. */
export const ADMIN_LANDING = /\/admin\/companies$/;

/** Signs in through the /login card, the way a person does, and waits for the landing page. */
export const signInThroughForm = async (page: Page, account: Account, landing = /\/$/): Promise<void> => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(landing);
};

/** Signs in over the API and stores the token, for tests about something other than sign-in. */
export const signInWithToken = async (
  page: Page,
  request: APIRequestContext,
  account: Account,
): Promise<string> => {
  const response = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  // Any page of the app's origin holds its localStorage; a static file is one request, where
  // /login would load and start the whole SPA only for the test's own goto to start it again.
  await page.goto(SAME_ORIGIN_FILE);
  await setStoredItem(page, TOKEN_KEY, token);
  return token;
};

/** Runs in the page: the functions passed to evaluate must not close over anything. */
export const storedItem = (page: Page, key: string): Promise<string | null> =>
  page.evaluate(
    (name) => (globalThis as unknown as { localStorage: PageStorage }).localStorage.getItem(name),
    key,
  );

export const setStoredItem = (page: Page, key: string, value: string): Promise<void> =>
  page.evaluate(
    ([name, item]) =>
      (globalThis as unknown as { localStorage: PageStorage }).localStorage.setItem(name, item),
    [key, value] as const,
  );

/** A well-formed JWT the server never issued: the browser accepts it, the API does not. */
export const forgedToken = (claims: Record<string, unknown>): string => {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.${Buffer.from('not-a-signature').toString('base64url')}`;
};
