import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../support/chromium.ts';

/**
 * End-to-end tests in Debian's Chromium against the embedded local cloud, which serves the
 * built SPA and the API on one origin (as CloudFront does). support/global-setup.ts builds
 * web/, starts `infra/local/serve.ts` and puts its URL in E2E_BASE_URL; set E2E_BASE_URL
 * yourself to run against an app that is already up (npm run dev, a deployed stack).
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../../test-results/e2e',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  // One retry in CI: on a fresh clone the first test of each worker has timed out while the
  // strict local cloud warms up. Global setup now reads every API area first (support/warm-cloud.ts);
  // no first test timed out in the runs here, before or after that, so they cannot show the need is
  // gone, and other tests flake under heavy load too (docs/testing.md). A real failure still fails twice.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: '../../playwright-report/e2e' }]],
  use: {
    // Read in every worker, after global setup has set it.
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    // The app registers a service worker that serves its shell from a cache: a spec about
    // something else must see every request go to the server (and page.route see them all).
    // offline-shell.spec.ts opts in with test.use({ serviceWorkers: 'allow' }).
    serviceWorkers: 'block',
    // The device's reduce-motion setting, which the app honours (web/src/lib/reduced-motion.ts):
    // spinners, ripples and transitions kept the renderer painting frames no test looks at. On
    // this project's 2-core machine three specs took 22% less CPU and a fifth less time
    // (docs/testing.md); shell.spec.ts keeps the motion under a test.
    reducedMotion: 'reduce',
    // A trace records a screencast, every frame composited and encoded: on this project's 2-core
    // machine it was three quarters of a spec's CPU (docs/testing.md) and timed tests out. A test
    // that fails in CI is retried once, and that retry keeps its trace.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
});
