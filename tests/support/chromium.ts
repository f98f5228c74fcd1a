/**
 * The browser the end-to-end tests drive: Debian's `chromium-headless-shell`, the same engine
 * as its `chromium` without the full browser's UI and compositing (Playwright's own default
 * for headless runs; it cannot download its own build here). On this project's 2-core machine
 * a spec took a third less CPU in it than in `chromium` (docs/testing.md). CHROMIUM_PATH
 * points at another build, e.g. /usr/bin/chromium.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** The Debian package that installs chromiumPath's default. */
export const chromiumPackage = 'chromium-headless-shell';

/**
 * Root in a container needs --no-sandbox; the machine's closed network refuses Chromium's own
 * calls home, so they are turned off rather than left to fail at every start.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
