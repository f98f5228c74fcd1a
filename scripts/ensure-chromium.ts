import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * The browser tests use Debian's Chromium (Playwright cannot download its own here). As root it
 * is installed with apt-get; otherwise the run stops with the command to type.
 */
export const ensureChromium = (): void => {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return;
  const howTo = 'sudo apt-get update && sudo apt-get install -y chromium';
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt || process.env.CHROMIUM_PATH) {
    console.error(
      `\nThe browser tests need Chromium at ${path}. Install it (${howTo}) or set CHROMIUM_PATH.\n`,
    );
    process.exit(1);
  }
  console.log("\nInstalling Debian's Chromium for the browser tests (apt-get)...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    if (spawnSync('apt-get', args, { stdio: 'inherit', env }).status !== 0) {
      console.error(`\napt-get ${args.join(' ')} failed. Install Chromium yourself: ${howTo}\n`);
      process.exit(1);
    }
  }
};
