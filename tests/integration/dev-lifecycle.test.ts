import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import { freePort } from '@bp/infra/local/free-port.ts';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/local-cloud-process.ts';

const isListening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const childPids = (pid: number): number[] => {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((s) => Number(s.trim()))
      .filter(Boolean);
  } catch {
    return [];
  }
};

/** Children, grandchildren...: the JVM sits under the watchdog shell, under the dev process. */
const descendantPids = (pid: number): number[] =>
  childPids(pid).flatMap((child) => [child, ...descendantPids(child)]);

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * `npm run dev` through the bootstrap, as a terminal runs it, in a process group of its own so a
 * Ctrl-C can be sent to the group.
 */
const startDev = async () => {
  const ports = {
    api: await freePort(),
    web: await freePort(),
    s3: await freePort(),
    dynamo: await freePort(),
  };
  const child: ChildProcess = spawn('npm', ['run', 'dev', '--', '--fresh'], {
    cwd: repoRoot,
    detached: true,
    env: {
      ...process.env,
      API_PORT: String(ports.api),
      WEB_PORT: String(ports.web),
      S3_PORT: String(ports.s3),
      DYNAMO_PORT: String(ports.dynamo),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const started = Date.now();
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`dev did not start:\n${output}`));
    }, 75_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ctrl-C stops everything')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`dev exited early (${code}):\n${output}`)));
  });
  return { child, ports, output: () => output, readyMs: Date.now() - started };
};

describe('npm run dev', () => {
  // One start of the whole cloud (seconds of CPU in the suite's 15 minutes), stopped as a
  // terminal stops it. SIGTERM and SIGHUP go through the same handler as Ctrl-C's SIGINT
  // (infra/local/signals.ts, and its own test).
  it('starts the whole local cloud, serves the app and the API; a Ctrl-C to its process group leaves no JVM and no port behind', async () => {
    // Start-up time is measured by `npm run bench` (tests/bench/dev-startup.bench.ts), not asserted here.
    const dev = await startDev();
    const group = dev.child.pid as number;
    const all = descendantPids(group);
    try {
      expect(dev.output()).toContain('demo@demofoods.local');
      await expectServing(dev.ports.web);
      const jvm = all.filter((pid) => /^\S*java /.test(commandOf(pid)));
      expect(jvm.length, 'the JVM of DynamoDB Local runs under npm run dev').toBe(1);
      const exited = new Promise((resolve) => dev.child.once('exit', resolve));
      process.kill(-group, 'SIGINT');
      await exited;
      await waitFor(() => all.every((pid) => !isAlive(pid)), 10_000);
      for (const pid of all) expect(isAlive(pid), `${commandOf(pid)} (${pid}) still running`).toBe(false);
      for (const port of Object.values(dev.ports)) expect(await isListening(port)).toBe(false);
    } finally {
      for (const pid of all) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    }
  }, 150_000);
});

const commandOf = (pid: number): string => {
  try {
    return execFileSync('ps', ['-o', 'args=', '-p', String(pid)], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
};

const waitFor = async (condition: () => boolean, timeoutMs: number): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
};

/** The app and, through its proxy, the API answer on the web port. */
const expectServing = async (webPort: number) => {
  const web = `http://127.0.0.1:${webPort}`;
  const page = await fetch(`${web}/`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<div id="root">');
  const health = await fetch(`${web}/api/health`);
  expect(health.status).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok' });
};
