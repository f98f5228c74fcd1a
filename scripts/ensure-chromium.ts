import { existsSync } from 'node:fs';
import { chromiumPackage, chromiumPath } from '../tests/support/chromium.ts';
import { aptInstall, canInstall, stopFor } from './apt-install.ts';

/**
 * The browser tests use Debian's Chromium (Playwright cannot download its own here). As root it
 * is installed with apt-get; otherwise the run stops at once with the command to type.
 *
 * The install (minutes on a fresh machine: apt-get pulls ~100 packages) runs in the background,
 * so `npm test` runs vitest meanwhile; the returned promise settles when Chromium is there, and
 * ends the process when the install failed. `listsFresh`: apt-get update has just run.
 */
export const ensureChromium = (listsFresh = false): Promise<void> => {
  if (existsSync(chromiumPath)) return Promise.resolve();
  if (!canInstall() || process.env.CHROMIUM_PATH)
    stopFor(
      `The browser tests need Chromium at ${chromiumPath}.`,
      [chromiumPackage],
      ' or set CHROMIUM_PATH',
    );
  console.log(`\nInstalling Debian's Chromium for the browser tests in the background (apt-get)...`);
  return aptInstall('chromium', [chromiumPackage], !listsFresh);
};
