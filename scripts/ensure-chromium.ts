import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPackage, chromiumPath } from '../tests/support/chromium.ts';

/** apt-get's output goes to a file, not to a pipe: a pipe would fill while vitest holds the event loop. */
const installLog = join(
  dirname(dirname(fileURLToPath(import.meta.url))),
  'test-results',
  'chromium-install.log',
);

/**
 * The browser tests use Debian's Chromium (Playwright cannot download its own here). As root it
 * is installed with apt-get; otherwise the run stops at once with the command to type.
 *
 * The install (minutes on a fresh machine: apt-get pulls ~100 packages) runs in the background,
 * so `npm test` runs vitest meanwhile; the returned promise settles when Chromium is there, and
 * ends the process when the install failed.
 */
export const ensureChromium = (): Promise<void> => {
  const path = chromiumPath;
  if (existsSync(path)) return Promise.resolve();
  const howTo = `sudo apt-get update && sudo apt-get install -y ${chromiumPackage}`;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt || process.env.CHROMIUM_PATH) {
    console.error(
      `\nThe browser tests need Chromium at ${path}. Install it (${howTo}) or set CHROMIUM_PATH.\n`,
    );
    process.exit(1);
  }
  console.log(
    `\nInstalling Debian's Chromium for the browser tests in the background (apt-get; ${installLog})...`,
  );
  mkdirSync(dirname(installLog), { recursive: true });
  const log = openSync(installLog, 'w');
  const started = Date.now();
  const child = spawn('sh', ['-c', `apt-get update -qq && apt-get install -y -qq ${chromiumPackage}`], {
    stdio: ['ignore', log, log],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (code === 0) {
        console.log(`\nChromium installed in ${Math.round((Date.now() - started) / 1000)} s.`);
        resolve();
        return;
      }
      console.error(readFileSync(installLog, 'utf8').split('\n').slice(-30).join('\n'));
      console.error(`\napt-get failed (exit ${code}; ${installLog}). Install Chromium yourself: ${howTo}\n`);
      process.exit(1);
    });
  });
};
