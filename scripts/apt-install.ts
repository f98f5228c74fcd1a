import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, openSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Debian packages the tests need (Chromium, the fonts the test pages are drawn in), installed with
 * apt-get when run as root; otherwise the run stops at once with the command to type. apt-get's
 * output goes to a file, not to a pipe: a pipe would fill while vitest holds the event loop.
 */
const logDir = join(dirname(dirname(fileURLToPath(import.meta.url))), 'test-results');

export const canInstall = () =>
  process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;

/** Stops the run, saying how to install `packages` by hand. */
export const stopFor = (what: string, packages: readonly string[], hint = '') => {
  const howTo = `sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`;
  console.error(`\n${what} Install it (${howTo})${hint}.\n`);
  process.exit(1);
};

/**
 * Installs `packages` (after `apt-get update` unless the lists were just updated); resolves when
 * they are there and ends the process when apt-get failed.
 */
export const aptInstall = (name: string, packages: readonly string[], update: boolean): Promise<void> => {
  const log = join(logDir, `${name}-install.log`);
  mkdirSync(logDir, { recursive: true });
  const started = Date.now();
  const fd = openSync(log, 'w');
  const install = `apt-get install -y -qq ${packages.join(' ')}`;
  const child = spawn('sh', ['-c', update ? `apt-get update -qq && ${install}` : install], {
    stdio: ['ignore', fd, fd],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (code === 0) {
        console.log(`\n${packages.join(', ')} installed in ${Math.round((Date.now() - started) / 1000)} s.`);
        resolve();
        return;
      }
      console.error(readFileSync(log, 'utf8').split('\n').slice(-30).join('\n'));
      stopFor(`apt-get failed (exit ${code}; ${log}).`, packages);
    });
  });
};
