/**
 * How long `npm run dev` takes from spawn to "ready" (DynamoDB Local answering, table created,
 * seed done, gateway and Vite listening), with fresh storage. Target: under 20 s.
 *   node tests/bench/dev-startup.bench.ts [runs=3]
 */
import { spawn } from 'node:child_process';
import { freePort } from '@bp/infra/local/free-port.ts';
import { repoRoot } from '../support/local-cloud-process.ts';

const TARGET_MS = 20_000;
const runs = Number(process.argv[2] ?? 3);

const startOnce = async (): Promise<number> => {
  const env = {
    ...process.env,
    API_PORT: String(await freePort()),
    WEB_PORT: String(await freePort()),
    S3_PORT: String(await freePort()),
    DYNAMO_PORT: String(await freePort()),
  };
  const started = performance.now();
  const child = spawn(process.execPath, ['infra/local/dev.ts', '--fresh'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const readyMs = await new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ctrl-C stops everything')) resolve(performance.now() - started);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`dev exited (${code}) before ready:\n${output}`)));
  });
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGINT');
  });
  return readyMs;
};

const times: number[] = [];
for (let i = 0; i < runs; i++) times.push(await startOnce());
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)] as number;
const fmt = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
console.log(
  `dev start-up (fresh), ${runs} runs: min ${fmt(times[0] as number)}, median ${fmt(median)}, max ${fmt(times.at(-1) as number)} ` +
    `-> ${median < TARGET_MS ? 'PASS' : 'FAIL'} (target < ${fmt(TARGET_MS)})`,
);
