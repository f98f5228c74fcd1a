/**
 * What one API request costs the local cloud's function workers in CPU (issue 23, item 3), plain
 * node script: starts a fresh local cloud with LOCAL_FUNCTION_WORKERS (1) worker threads, seeds a
 * plant (the load bench's), then per kind of request makes REQ_WARM (100) unmeasured requests and
 * REQ_N (300) measured ones, REQ_CONCURRENCY (2) at a time: lot page, inventory list, adjust (a
 * fresh Idempotency-Key each), receipt (manual-new then submit, one row, counted as one). Prints per
 * request: wall ms, latency p50, and the CPU ms of the cloud's main thread (gateway, checked
 * endpoints), of its other threads (the function workers, with V8's and libuv's helpers) and of
 * DynamoDB Local, read from /proc, so a shared machine's neighbours do not move the figures.
 * REQ_KINDS=adjust,lot (a comma list of name prefixes) runs only those. LOCAL_CLOUD_CPU_PROF=DIR
 * also writes a V8 CPU profile of the main thread and of each worker when the cloud stops.
 * Run: npm run bench:request-cpu
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { type Call, caller, ok } from './load/http.ts';
import { seedPlant } from './load/seed-plant.ts';
import { cpuSample, cpuSince, descendantNamed, untilIdle } from './support/process-cpu.ts';
import { runAtConcurrency } from './support/run-at-concurrency.ts';
import { startLocalCloudProcess } from '../support/local-cloud-process.ts';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const N = env('REQ_N', 300);
const WARM = env('REQ_WARM', 100);
const CONCURRENCY = env('REQ_CONCURRENCY', 2);
const ONLY = process.env.REQ_KINDS?.split(',').filter(Boolean);

const cloud = await startLocalCloudProcess({
  env: { LOCAL_SWEEP_INTERVAL_MS: '0', LOCAL_FUNCTION_WORKERS: process.env.LOCAL_FUNCTION_WORKERS ?? '1' },
});
const jvm = descendantNamed(cloud.pid, 'java');

/** Until the cloud's process (its workers too) is idle. */
const quiet = () => untilIdle(cloud.pid, (cpu) => cpu.process, { belowMs: 15, stepMs: 500, steps: 60 });

/** CPU ticks (user + kernel, and kernel) of each thread of the cloud's process, by thread id, with its name (REQ_THREADS=1). */
const threadTicks = (): Map<string, { all: number; kernel: number }> => {
  const out = new Map<string, { all: number; kernel: number }>();
  for (const tid of readdirSync(`/proc/${cloud.pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${cloud.pid}/task/${tid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      out.set(`${tid} ${name}`, { all: Number(fields[11]) + Number(fields[12]), kernel: Number(fields[12]) });
    } catch {
      // Gone meanwhile.
    }
  }
  return out;
};

const expect = async (answer: Promise<{ status: number; text: string }>, what: string, status = 200) => {
  const a = await answer;
  if (a.status !== status) throw new Error(`${what}: ${a.status} ${a.text.slice(0, 300)}`);
};

try {
  const plant = await seedPlant(cloud.apiUrl, cloud.admin, 1);
  const call: Call = caller(cloud.apiUrl, plant.tokens[0] as string);
  const lots = plant.ingredients.flatMap((m) => m.lots.map((l) => ({ materialId: m.id, ...l })));
  let n = 0;
  const lotAt = (i: number) => lots[i % lots.length] as (typeof lots)[number];

  const kinds: Array<{ name: string; request: () => Promise<void> }> = [
    {
      name: 'lot page',
      request: () => {
        const lot = lotAt(n++);
        return expect(call('GET', `/api/materials/${lot.materialId}/lots/${lot.id}`), 'lot page');
      },
    },
    {
      name: 'inventory list',
      request: () => expect(call('GET', '/api/inventory?page=1&page_size=25'), 'inventory list'),
    },
    {
      name: 'adjust',
      request: () => {
        const i = n++;
        const lot = lotAt(i);
        const key = `cpu-${randomUUID()}`;
        // Up and down in turn, so the lots never run short whatever N is.
        const qty = (i % 2 ? -1 : 1) * ((1000 + (i % 997)) / 1000);
        return expect(
          call(
            'POST',
            `/api/inventory/${lot.materialId}/adjust`,
            { qty_delta: qty, lot_code: lot.code, note: key },
            { 'idempotency-key': key },
          ),
          'adjust',
        );
      },
    },
    {
      name: 'receipt new + submit (1 row)',
      request: async () => {
        const i = n++;
        const lot = lotAt(i);
        const { id } = ok(await call<{ id: number }>('POST', '/api/goods-receipts/manual-new'), 'manual-new');
        const row = {
          supplier_id: plant.suppliers[i % plant.suppliers.length],
          material_id: lot.materialId,
          lot_code: lot.code,
          // Unique in the run, so no submit is a duplicate of another.
          quantity: (5000 + i) / 1000,
          unit: 'kg',
        };
        await expect(
          call('POST', '/api/goods-receipts/submit', {
            submission_id: id,
            receipt_date: '2026-11-20',
            rows: [row],
          }),
          'submit',
        );
      },
    },
  ].filter((k) => !ONLY || ONLY.some((p) => k.name.startsWith(p)));

  const run = (call: () => Promise<unknown>, n: number) => runAtConcurrency(call, n, CONCURRENCY);

  const rows: string[][] = [];
  for (const kind of kinds) {
    await run(kind.request, WARM);
    await quiet();
    const threadsBefore = process.env.REQ_THREADS ? threadTicks() : undefined;
    const before = cpuSample(cloud.pid, jvm);
    const started = performance.now();
    const latencies = await run(kind.request, N);
    const wall = performance.now() - started;
    const cpu = cpuSince(before, cpuSample(cloud.pid, jvm));
    const per = (ms: number) => (ms / N).toFixed(2);
    if (threadsBefore)
      for (const [thread, ticks] of threadTicks()) {
        const before = threadsBefore.get(thread) ?? { all: 0, kernel: 0 };
        const spent = ticks.all - before.all;
        if (spent > 0)
          console.log(
            `${kind.name}: thread ${thread} ${spent} ticks (kernel ${ticks.kernel - before.kernel})`,
          );
      }
    rows.push([
      kind.name,
      String(N),
      per(wall),
      (latencies[Math.floor(latencies.length / 2)] ?? 0).toFixed(1),
      per(cpu.mainThread),
      per(cpu.process - cpu.mainThread),
      per(cpu.process),
      jvm ? per(cpu.other) : '-',
    ]);
  }

  const header = [
    'request',
    'n',
    'wall ms/req',
    'p50 ms',
    'main thread CPU ms/req',
    'workers (other threads) CPU ms/req',
    'cloud process CPU ms/req',
    'DynamoDB Local CPU ms/req',
  ];
  console.log(`\n${N} requests of each kind after ${WARM} unmeasured, ${CONCURRENCY} at a time:`);
  console.log(`| ${header.join(' | ')} |`);
  console.log(`| ${header.map(() => '---').join(' | ')} |`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
} finally {
  await cloud.stop();
}
