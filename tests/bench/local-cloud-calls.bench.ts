/**
 * What one DynamoDB call costs the local cloud (issue 23, item 3), plain node script: starts a
 * fresh local cloud, then makes CALLS_N (1000) GetItem, Query (10 items) and TransactWriteItems
 * (two conditional puts) calls, each kind after CALLS_WARM (300) unmeasured ones, signed as a
 * function signs them (`api-auth`'s own key), against the endpoint the functions call: SigV4
 * verified, IAM authorised against that function's synthesized policy, then DynamoDB Local.
 * CALLS_CONCURRENCY (1) calls at a time. Prints per call: wall ms, latency p50/p95, and CPU ms of
 * the cloud's main thread (where the checked endpoint and the gateway run), of its whole process,
 * and of DynamoDB Local's JVM, read from /proc, so a shared machine's neighbours do not move the
 * CPU figures, and of this process: the caller's. The calls are the transaction kit's, through
 * the functions' own document client (functions/src/adapters/dynamodb/kit/client.ts, its config,
 * retries and middleware), signed by the local cloud's credential provider inside an invocation
 * of `api-auth`, as in a function worker (since 29 November; CALLS_CLIENT=bare sends them with a
 * plain DynamoDBClient and the SDK's defaults, as the bench did before, to compare).
 * LOCAL_CLOUD_CPU_PROF=DIR also writes the cloud's CPU profile.
 * Run: npm run bench:calls
 */
import { areaEntry } from '@bp/infra/lib/api/function-entries.ts';
import { runAsFunction } from '@bp/infra/local/iam/function-identity.ts';
import { bareKinds, kitKinds } from './support/call-kinds.ts';
import { cpuSample, cpuSince, descendantNamed, untilIdle } from './support/process-cpu.ts';
import { runAtConcurrency } from './support/run-at-concurrency.ts';
import { startLocalCloudProcess } from '../support/local-cloud-process.ts';
import { onWorkerFlags } from './support/worker-flags.ts';

await onWorkerFlags();

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const CALLS = env('CALLS_N', 1000);
const WARM = env('CALLS_WARM', 300);
const CONCURRENCY = env('CALLS_CONCURRENCY', 1);
const BARE = process.env.CALLS_CLIENT === 'bare';

const cloud = await startLocalCloudProcess({
  // Off: the sweeper's timer would add its own calls to the main thread's CPU.
  env: { LOCAL_SWEEP_INTERVAL_MS: '0', LOCAL_FUNCTION_WORKERS: process.env.LOCAL_FUNCTION_WORKERS ?? '0' },
});
const jvm = descendantNamed(cloud.pid, 'java');

/** Until the cloud's main thread is idle (it loads the functions' modules after it answers). */
const quiet = () => untilIdle(cloud.pid, (cpu) => cpu.mainThread, { belowMs: 30, stepMs: 1000, steps: 120 });

try {
  // A function the cloud knows: the sign-in runs `api-auth`, whose policy reads and writes the table.
  const login = await fetch(`${cloud.apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: cloud.demo.email, password: cloud.demo.password }),
  });
  if (login.status !== 200) throw new Error(`sign-in: ${login.status} ${await login.text()}`);
  const fn = { name: 'api-auth', entry: areaEntry('auth') };
  const kinds = BARE
    ? bareKinds(cloud.checkedDynamoEndpoint, fn)
    : await kitKinds(cloud.checkedDynamoEndpoint);
  // Inside an invocation of `api-auth`: the local provider signs with that function's key.
  await runAsFunction(fn, kinds.seed);
  const run = (call: () => Promise<unknown>, n: number) =>
    runAsFunction(fn, () => runAtConcurrency(call, n, CONCURRENCY));

  const rows: string[][] = [];
  for (const kind of kinds.calls) {
    const warmBefore = cpuSample(cloud.pid, jvm);
    await run(kind.call, WARM);
    const warmCpu = cpuSince(warmBefore, cpuSample(cloud.pid, jvm));
    await quiet();
    const before = cpuSample(cloud.pid, jvm);
    const client0 = process.cpuUsage();
    const started = performance.now();
    const latencies = await run(kind.call, CALLS);
    const wall = performance.now() - started;
    const clientCpu = process.cpuUsage(client0);
    const cpu = cpuSince(before, cpuSample(cloud.pid, jvm));
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
    const per = (ms: number) => (ms / CALLS).toFixed(3);
    rows.push([
      kind.name,
      String(CALLS),
      per(wall),
      at(0.5).toFixed(2),
      at(0.95).toFixed(2),
      `${per(cpu.mainThread)} (kernel ${per(cpu.mainThreadKernel)})`,
      per(cpu.process),
      jvm ? per(cpu.other) : '-',
      per((clientCpu.user + clientCpu.system) / 1000),
      jvm && WARM ? (warmCpu.other / WARM).toFixed(3) : '-',
    ]);
  }
  kinds.destroy();

  const header = [
    'call',
    'calls',
    'wall ms/call',
    'p50 ms',
    'p95 ms',
    'main thread CPU ms/call',
    'cloud process CPU ms/call',
    'DynamoDB Local CPU ms/call',
    "the caller's SDK CPU ms/call",
    'DynamoDB Local CPU ms/call while warming',
  ];
  console.log(`\n${CALLS} calls of each kind after ${WARM} unmeasured, ${CONCURRENCY} at a time:`);
  console.log(`| ${header.join(' | ')} |`);
  console.log(`| ${header.map(() => '---').join(' | ')} |`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
} finally {
  await cloud.stop();
}
