/**
 * What one DynamoDB call costs the local cloud (issue 23, item 3), plain node script: starts a
 * fresh local cloud, then makes CALLS_N (1000) GetItem, Query (10 items) and TransactWriteItems
 * (two conditional puts) calls, each kind after CALLS_WARM (300) unmeasured ones, signed as a
 * function signs them (`api-auth`'s own key), against the endpoint the functions call: SigV4
 * verified, IAM authorised against that function's synthesized policy, then DynamoDB Local.
 * CALLS_CONCURRENCY (1) calls at a time. Prints per call: wall ms, latency p50/p95, and CPU ms of
 * the cloud's main thread (where the checked endpoint and the gateway run), of its whole process,
 * and of DynamoDB Local's JVM, read from /proc, so a shared machine's neighbours do not move the
 * CPU figures. LOCAL_CLOUD_CPU_PROF=DIR also writes the cloud's CPU profile.
 * Run: npm run bench:calls
 */
import {
  DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  QueryCommand,
  TransactWriteItemsCommand,
} from '@aws-sdk/client-dynamodb';
import { areaEntry } from '@bp/infra/lib/api/function-entries.ts';
import { credentialsOf } from '@bp/infra/local/iam/function-identity.ts';
import { LOCAL_REGION, LOCAL_TABLE } from '@bp/infra/local/local-aws.ts';
import { cpuSample, cpuSince, descendantNamed, untilIdle } from './support/process-cpu.ts';
import { runAtConcurrency } from './support/run-at-concurrency.ts';
import { startLocalCloudProcess } from '../support/local-cloud-process.ts';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const CALLS = env('CALLS_N', 1000);
const WARM = env('CALLS_WARM', 300);
const CONCURRENCY = env('CALLS_CONCURRENCY', 1);
const PK = 'BENCH#calls';

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
  const client = new DynamoDBClient({
    endpoint: cloud.checkedDynamoEndpoint,
    region: LOCAL_REGION,
    credentials: credentialsOf({ name: 'api-auth', entry: areaEntry('auth') }),
    maxAttempts: 1,
  });
  for (let i = 0; i < 10; i++)
    await client.send(
      new PutItemCommand({
        TableName: LOCAL_TABLE,
        Item: { pk: { S: PK }, sk: { S: `ITEM#${i}` }, name: { S: `item ${i}` }, qty: { N: String(i * 7) } },
      }),
    );

  let tx = 0;
  const kinds: Array<{ name: string; call: () => Promise<unknown> }> = [
    {
      name: 'GetItem',
      call: () =>
        client.send(
          new GetItemCommand({ TableName: LOCAL_TABLE, Key: { pk: { S: PK }, sk: { S: 'ITEM#3' } } }),
        ),
    },
    {
      name: 'Query (10 items)',
      call: () =>
        client.send(
          new QueryCommand({
            TableName: LOCAL_TABLE,
            KeyConditionExpression: 'pk = :pk',
            ExpressionAttributeValues: { ':pk': { S: PK } },
          }),
        ),
    },
    {
      name: 'TransactWriteItems (2 puts)',
      call: () => {
        const n = tx++;
        const put = (side: string) => ({
          Put: {
            TableName: LOCAL_TABLE,
            Item: { pk: { S: `BENCH#tx#${n}` }, sk: { S: side }, qty: { N: String(n) } },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        });
        return client.send(new TransactWriteItemsCommand({ TransactItems: [put('a'), put('b')] }));
      },
    },
  ];

  const run = (call: () => Promise<unknown>, n: number) => runAtConcurrency(call, n, CONCURRENCY);

  const rows: string[][] = [];
  for (const kind of kinds) {
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
  client.destroy();

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
