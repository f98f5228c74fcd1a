import { signInMessages } from '@bp/shared/contracts/auth.ts';
import { expect, test, type Page } from '@playwright/test';
import { adminUser, demoUser } from './support/accounts.ts';
import {
  forgedToken,
  setStoredItem,
  SIDEBAR_KEY,
  signInWithToken,
  storedItem,
  TOKEN_KEY,
} from './support/session.ts';

const MAIN_ITEMS = ['Receiving', 'Production', 'Shipping', 'Inventory', 'Lot Tracing'];
const SETTINGS_ITEMS = ['General', 'Materials', 'Units of Measurement', 'Suppliers', 'Customers'];

const sidebar = (page: Page) => page.getByTestId('sidebar');
const sidebarWidth = async (page: Page) => (await sidebar(page).boundingBox())?.width;

test('sign in, see the shell, collapse the sidebar, reload, still collapsed, sign out', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();

  // Validation runs on submit...
  const email = page.getByLabel('Email');
  const password = page.getByLabel('Password');
  const submit = page.getByRole('button', { name: 'Sign in' });
  await submit.click();
  await expect(page.getByText(signInMessages.emailRequired)).toBeVisible();
  await expect(page.getByText(signInMessages.passwordRequired)).toBeVisible();

  // ...and then on every change.
  await email.fill('demo');
  await expect(page.getByText(signInMessages.emailInvalid)).toBeVisible();
  await email.fill(demoUser.email);
  await expect(page.getByText(signInMessages.emailInvalid)).toBeHidden();
  await password.fill('abc');
  await expect(page.getByText(signInMessages.passwordTooShort)).toBeVisible();

  // A wrong password shows the server's text and stays on /login.
  await password.fill('wrong-password');
  await submit.click();
  await expect(page.getByTestId('login-error')).toHaveText(signInMessages.invalidCredentials);
  await expect(page).toHaveURL(/\/login$/);

  // While the request is out, the button reads "Signing in..." and is disabled.
  await page.route('**/api/login', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await password.fill(demoUser.password);
  await submit.click();
  await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  await expect(page).toHaveURL(/\/$/);
  await page.unroute('**/api/login');
  expect(await storedItem(page, TOKEN_KEY)).toBeTruthy();

  // The shell: the home page's five blurbs and the sidebar exactly as specified.
  await expect(page.getByRole('heading', { name: 'Welcome to BatchPath' })).toBeVisible();
  for (const blurb of [
    'Goods Receipt',
    'Production Tracking',
    'Shipment Management',
    'Inventory Overview',
    'Lot Tracing',
  ]) {
    await expect(page.getByRole('heading', { name: blurb, exact: true })).toBeVisible();
  }
  await expect(sidebar(page).getByText('Main', { exact: true })).toBeVisible();
  await expect(sidebar(page).getByText('Settings', { exact: true })).toBeVisible();
  for (const label of [...MAIN_ITEMS, ...SETTINGS_ITEMS]) {
    await expect(sidebar(page).getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(sidebar(page).getByRole('link', { name: 'BatchPath home' })).toHaveAttribute('href', '/');
  expect(await sidebarWidth(page)).toBe(240);

  // A settings screen opens from the sidebar, and its item is the active one.
  await sidebar(page).getByRole('link', { name: 'Units of Measurement' }).click();
  await expect(page).toHaveURL(/\/settings\/units$/);
  await expect(page.getByRole('heading', { name: 'Units of Measurement' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Units of Measurement' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(sidebar(page).getByRole('link', { name: 'General' })).not.toHaveAttribute(
    'aria-current',
    'page',
  );

  // Collapse: 64 px, remembered under sidebar-collapsed, labels as tooltips.
  await sidebar(page).getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect.poll(() => sidebarWidth(page)).toBe(64);
  expect(await storedItem(page, SIDEBAR_KEY)).toBe('true');
  await sidebar(page).getByRole('link', { name: 'Inventory' }).hover();
  await expect(page.getByRole('tooltip', { name: 'Inventory' })).toBeVisible();

  // Reload: still signed in, still collapsed.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Units of Measurement' })).toBeVisible();
  await expect(sidebar(page).getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  expect(await sidebarWidth(page)).toBe(64);

  // Sign out: back on /login, token gone, and / is guarded again.
  await sidebar(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  expect(await storedItem(page, TOKEN_KEY)).toBeNull();
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test.describe('route guards', () => {
  test('a signed-out visitor is sent to /login', async ({ page }) => {
    await page.goto('/materials');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/admin/companies');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a non-admin opening an admin route is sent to /', async ({ page, request }) => {
    await signInWithToken(page, request, demoUser);
    await page.goto('/admin/companies');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Welcome to BatchPath' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin area' })).toHaveCount(0);
  });

  test('an administrator gets the admin layout', async ({ page, request }) => {
    await signInWithToken(page, request, adminUser);
    await page.goto('/');
    await sidebar(page).getByRole('link', { name: 'Admin area' }).click();
    await expect(page).toHaveURL(/\/admin\/companies$/);
    await expect(page.getByRole('heading', { name: 'Companies' })).toBeVisible();
    await expect(sidebar(page).getByText('Administration', { exact: true })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Companies' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(sidebar(page).getByRole('link', { name: 'Receiving' })).toHaveCount(0);
    await page.goto('/admin/companies/3/users/new');
    await expect(page.getByRole('heading', { name: 'Add User' })).toBeVisible();
  });
});

test.describe('the stored session', () => {
  test('an undecodable or expired token is discarded on start', async ({ page }) => {
    for (const token of [
      'garbage',
      forgedToken({ sub: demoUser.email, exp: Math.floor(Date.now() / 1000) - 60 }),
    ]) {
      await page.goto('/login');
      await setStoredItem(page, TOKEN_KEY, token);
      await page.goto('/inventory');
      await expect(page).toHaveURL(/\/login$/);
      expect(await storedItem(page, TOKEN_KEY)).toBeNull();
    }
  });

  test('a token the API refuses (401) ends the session quietly', async ({ page }) => {
    const claims = {
      sub: demoUser.email,
      exp: Math.floor(Date.now() / 1000) + 3600,
      is_admin: false,
      company_id: 1,
    };
    await page.goto('/login');
    await setStoredItem(page, TOKEN_KEY, forgedToken(claims));
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedItem(page, TOKEN_KEY)).toBeNull();
    await expect(page.getByTestId('error-toast')).toHaveCount(0);
  });
});

test('a failed call shows one error toast at the top right, below the header, until dismissed', async ({
  page,
  request,
}) => {
  await page.route('**/api/me', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'The server tripped' }),
    }),
  );
  await signInWithToken(page, request, demoUser);
  await page.goto('/materials');
  const toast = page.getByTestId('error-toast');
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText('The server tripped');
  const box = await toast.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.y < 160 && viewport.width - (box.x + box.width) < 40).toBe(true);
  // It never covers the header's buttons.
  const addButton = await page.getByRole('link', { name: 'Add Material' }).boundingBox();
  expect(box && addButton && box.y >= addButton.y + addButton.height).toBe(true);
  await toast.getByRole('button', { name: 'Dismiss' }).click();
  await expect(toast).toHaveCount(0);
});

test('an unknown address shows Page not found inside the shell', async ({ page, request }) => {
  await signInWithToken(page, request, demoUser);
  await page.goto('/no-such-screen');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(sidebar(page)).toBeVisible();
});

test.describe('on a phone', () => {
  // The run asks for reduced motion (playwright.config.ts); this one keeps the device's default,
  // so the drawer's slide is still used by a test.
  test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'no-preference' });

  test('the sidebar is a drawer opened from the menu button', async ({ page, request }) => {
    await signInWithToken(page, request, demoUser);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome to BatchPath' })).toBeVisible();
    await expect(sidebar(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await expect(sidebar(page).getByRole('link', { name: 'Lot Tracing' })).toBeVisible();
    await sidebar(page).getByRole('link', { name: 'Inventory' }).click();
    await expect(page).toHaveURL(/\/inventory$/);
    await expect(page.getByRole('heading', { name: 'Inventory' })).toBeVisible();
    await expect(sidebar(page)).toBeHidden();

    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await sidebar(page).getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

/** The drawer's paper's slide: its CSS transition's duration, in seconds. */
const drawerSlide = async (page: Page) => {
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await expect(sidebar(page).getByRole('link', { name: 'Lot Tracing' })).toBeVisible();
  return sidebar(page).evaluate((el) => {
    const paper = el.closest('.MuiDrawer-paper') ?? el;
    return Math.max(
      ...getComputedStyle(paper)
        .transitionDuration.split(',')
        .map((d) => parseFloat(d)),
    );
  });
};

test.describe('a phone set to reduce motion', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('slides nothing and ripples nothing; the same phone without the setting slides the drawer', async ({
    page,
    request,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signInWithToken(page, request, demoUser);
    await page.goto('/');
    expect(await drawerSlide(page)).toBeLessThan(0.001);
    await expect(page.locator('.MuiTouchRipple-root')).toHaveCount(0);

    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.reload();
    expect(await drawerSlide(page)).toBeGreaterThan(0.1);
  });
});
