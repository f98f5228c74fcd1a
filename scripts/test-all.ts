/**
 * `npm test`: every suite, in order, stopping at the first failure.
 *   1. vitest: unit, CDK assertions + cdk-nag, integration over HTTP against a fresh local cloud
 *   2. the web build, then Playwright in Chromium against the built SPA on a fresh local cloud
 * Extra arguments go to vitest (e.g. `npm test -- --project unit`), and skip Playwright.
 */
import { spawnSync } from 'node:child_process';

const run = (command: string, args: string[]) => {
  console.log(`\n> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', shell: false });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const extra = process.argv.slice(2);
run('npx', ['vitest', 'run', ...extra]);
if (extra.length === 0) {
  run('npm', ['run', 'build:web']);
  run('npx', ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts']);
}
