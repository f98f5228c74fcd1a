import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { OFFLINE_MESSAGE } from '../../web/src/lib/api-error.ts';
import { demoUser } from './support/accounts.ts';
import {
  checkForUpdate,
  expectNoWaitingVersion,
  fetchFromPage,
  waitForServiceWorkerControl,
} from './support/service-worker.ts';
import { signInWithToken } from './support/session.ts';

// The installable app (issue 23 item 1, docs/offline.md). Every other spec blocks service
// workers; these allow them. They run one after the other in one worker: the update test
// rewrites the served sw.js, which the offline test must not see mid-run.
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: 'default' });

const welcome = 'Welcome to BatchPath';

test('after one visit the app opens with no network; /api is never answered from a cache', async ({
  page,
  context,
  request,
}) => {
  await signInWithToken(page, request, demoUser);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: welcome })).toBeVisible();
  await waitForServiceWorkerControl(page);
  expect(await fetchFromPage(page, '/api/auth/me')).not.toBe('network error');

  await context.setOffline(true);
  try {
    // The shell comes from the worker's cache: the home screen, not the browser's offline page.
    const home = await page.reload();
    expect(home?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { name: welcome })).toBeVisible();

    // A client-side route opened directly (a bookmark, the installed app's last screen).
    const route = await page.goto('/materials/new');
    expect(route?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { name: 'Add Material' })).toBeVisible();

    // Each failed call once toasted "Failed to fetch", a pile of them on a phone: one toast
    // now says the device is offline (the app bar's "Offline" chip says so too).
    const toasts = page.getByTestId('error-toast');
    await expect(toasts.filter({ hasText: OFFLINE_MESSAGE })).toHaveCount(1);
    await expect(toasts).toHaveCount(1);
    await expect(page.getByText('Offline', { exact: true })).toBeVisible();

    // API calls were made online, yet offline none is answered: they go to the network only.
    expect(await fetchFromPage(page, '/api/auth/me')).toBe('network error');
  } finally {
    await context.setOffline(false);
  }
  expect(await fetchFromPage(page, '/api/auth/me')).not.toBe('network error');
});

test('a new version is announced, waits while the user types, and takes over on Reload', async ({
  page,
  request,
}) => {
  const dist = process.env.E2E_WEB_DIST;
  test.skip(!dist, 'needs the web/dist the test server serves (not set with an external E2E_BASE_URL)');
  const swFile = join(dist!, 'sw.js');
  const original = readFileSync(swFile, 'utf8');

  await signInWithToken(page, request, demoUser);
  await page.goto('/materials/new');
  await waitForServiceWorkerControl(page);
  await expectNoWaitingVersion(page);
  await page.getByRole('textbox', { name: 'SKU' }).fill('RF-01');
  await page.evaluate(() => Object.assign(globalThis, { e2eUnreloaded: true }));

  try {
    // A deploy: a service worker that differs by a byte is a new version to the browser.
    writeFileSync(swFile, `${original}\n// e2e new version ${Date.now()}\n`);
    await checkForUpdate(page);

    const toast = page.getByRole('alert').filter({ hasText: 'A new version is ready' });
    await expect(toast).toBeVisible();
    await expect(toast).toBeInViewport();
    // Announced, not forced: the page was not reloaded and the entry is still there.
    expect(await page.evaluate(() => 'e2eUnreloaded' in globalThis)).toBe(true);
    await expect(page.getByRole('textbox', { name: 'SKU' })).toHaveValue('RF-01');

    const reloaded = page.waitForEvent('load');
    await toast.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    expect(await page.evaluate(() => 'e2eUnreloaded' in globalThis)).toBe(false);
    await expect(page.getByRole('heading', { name: 'Add Material' })).toBeVisible();
    await expectNoWaitingVersion(page);
    await expect(page.getByText('A new version is ready')).toBeHidden();
  } finally {
    writeFileSync(swFile, original);
  }
});
