/**
 * A busy plant's shift at once (issue 23, item 3), plain node script: a local cloud (a fresh one,
 * or LOAD_API_URL with LOAD_ADMIN_EMAIL / LOAD_ADMIN_PASSWORD), a fresh company seeded with a few
 * materials and lots, then LOAD_USERS (50) floor users for LOAD_SECONDS (60) through autocannon,
 * each at most LOAD_RATE (1) request a second: inventory lists and searches, submission lists, lot
 * pages and ledgers, traces, adjustments (Idempotency-Key, every third one a replay), manual
 * receipts and production runs (new + submit), one-page photo uploads (upload URL, presigned PUT,
 * then polling as the app does). Prints throughput and p50/p95/p99 per kind and the statuses;
 * then settles the writes that got no answer by sending them again, waits for the pipeline, and
 * checks: every balance equals the sum of its entries, every accepted write posted exactly once
 * (and a refused one not at all), the balances are the seed plus the accepted writes, no upload is
 * left pending, no 5xx. Exit 1 when any of these breaks; latency targets (p95 reads < 300 ms,
 * writes < 1 s) are reported, and fail the run only with LOAD_STRICT=1.
 * Run: npm run bench:load   (quick: LOAD_USERS=10 LOAD_SECONDS=15 npm run bench:load)
 */
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import type { LoopDelay } from '@bp/infra/local/waits/loop-delay.ts';
import { startLoopDelay, takeLoopDelay } from '@bp/infra/local/waits/loop-delay.ts';
import { LOOP_DELAYS_PATH } from '@bp/infra/local/waits/request-waits.ts';
import { FONTS } from './documents/fonts.ts';
import { generateDocument } from './documents/generate.ts';
import { caller } from './load/http.ts';
import { checkLedger } from './load/ledger-model.ts';
import { readLedger } from './load/read-ledger.ts';
import { createRecorder } from './load/recorder.ts';
import { figures, printDbCalls, printFigures } from './load/report.ts';
import { printWaits } from './load/waits-report.ts';
import { type Photo, scenarios, splitUsers } from './load/scenarios.ts';
import { seedPlant } from './load/seed-plant.ts';
import { settleUnknown, waitForUploads } from './load/settle.ts';
import { userStarts } from './load/user-starts.ts';
import { cpuSample, cpuSince, descendantNamed } from './support/process-cpu.ts';
import { startLocalCloudProcess } from '../support/local-cloud-process.ts';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const USERS = env('LOAD_USERS', 50);
const SECONDS = env('LOAD_SECONDS', 60);
const RATE = env('LOAD_RATE', 1);
const ACCOUNTS = env('LOAD_ACCOUNTS', 5);
const SETTLE_SECONDS = env('LOAD_SETTLE_SECONDS', 300);
const log = (line: string) => console.log(line);
// LOAD_WAITS=1: the cloud times each request along its path and this tool its own event loop.
if (process.env.LOAD_WAITS === '1') process.env.LOCAL_WAITS = '1';
startLoopDelay();
type LoopDelays = { main: LoopDelay | null; workers: Array<LoopDelay | null> };
const loopDelays = async (apiUrl: string): Promise<LoopDelays | undefined> => {
  if (process.env.LOCAL_WAITS !== '1') return undefined;
  const res = await fetch(new URL(LOOP_DELAYS_PATH, apiUrl));
  return res.ok ? ((await res.json()) as LoopDelays) : undefined;
};

const cloud = process.env.LOAD_API_URL
  ? {
      apiUrl: process.env.LOAD_API_URL,
      admin: { email: process.env.LOAD_ADMIN_EMAIL ?? '', password: process.env.LOAD_ADMIN_PASSWORD ?? '' },
      pid: undefined,
      stop: async () => {},
    }
  : // The API's invocations in worker threads, one per core, as Lambda runs them apart
    // (LOCAL_FUNCTION_WORKERS=0 runs them in the cloud's one event loop: docs/load.md).
    await startLocalCloudProcess({
      env: {
        LOCAL_FUNCTION_WORKERS: process.env.LOCAL_FUNCTION_WORKERS ?? 'cores',
        // Off by default, so runs compare with those before it; on, each answer says its calls.
        ...(process.env.LOAD_DB_CALLS === '1' ? { LOCAL_DB_CALLS: '1' } : {}),
      },
    });

const breaks: string[] = [];
try {
  log(`Seeding a plant on ${cloud.apiUrl}...`);
  const plant = await seedPlant(cloud.apiUrl, cloud.admin, ACCOUNTS);
  const photos: Photo[] = [];
  for (let seed = 1; seed <= 3; seed++) {
    const { image } = await generateDocument(seed, 'goods_receipt', FONTS[0]!);
    photos.push({ bytes: image, contentType: image[0] === 0xff ? 'image/jpeg' : 'image/png' });
  }

  const recorder = createRecorder();
  const kinds = scenarios(plant, recorder, photos);
  const users = splitUsers(
    kinds.map((k) => k.share),
    USERS,
  );
  log(`${USERS} users for ${SECONDS} s, at most ${RATE} request/s each:`);
  kinds.forEach((k, i) => log(`  ${users[i]} ${k.name}`));
  const before = loadavg();
  // What the load costs each part of a local cloud, in CPU time (a shared machine moves wall times).
  const jvm = cloud.pid ? descendantNamed(cloud.pid, 'java') : undefined;
  const cpuBefore = cloud.pid ? cpuSample(cloud.pid, jvm) : undefined;
  // A new window for the event-loop delays: the seeding's are not the load's.
  await loopDelays(cloud.apiUrl);
  takeLoopDelay();
  const started = performance.now();
  const load = (requests: autocannon.Request[], connections: number, startMs: number) =>
    new Promise<autocannon.Result>((resolve, reject) =>
      setTimeout(
        () =>
          autocannon(
            {
              url: cloud.apiUrl,
              connections,
              duration: SECONDS,
              connectionRate: RATE,
              // Past the gateway's 30 s, so its 503 is what a slow request shows, not a client timeout.
              timeout: 40,
              requests,
            },
            (error, result) => (error ? reject(error) : resolve(result)),
          ),
        startMs,
      ),
    );
  // One autocannon a user, each starting at its own time in the first second: its rate limiter's
  // one-second timer starts with it, so users started together send together every second.
  // LOAD_ALIGNED=1: one autocannon a kind, its users in step (the runs before 28 November 22:00).
  const starts = userStarts(users, RATE);
  const runs = await Promise.all(
    process.env.LOAD_ALIGNED === '1'
      ? kinds.map((k, i) => load(k.requests, users[i]!, 0))
      : kinds.flatMap((k, i) => starts[i]!.map((startMs) => load(k.requests, 1, startMs))),
  );
  const seconds = (performance.now() - started) / 1000;
  const toolDelay = takeLoopDelay();
  const cloudDelays = await loopDelays(cloud.apiUrl);
  await recorder.settleTracked();
  const rows = figures(recorder, seconds);
  const answered = rows.reduce((n, r) => n + r.count, 0);
  const timeouts = runs.reduce((n, r) => n + r.timeouts, 0);
  const errors = runs.reduce((n, r) => n + r.errors, 0);
  log(
    `\n${answered} requests answered in ${seconds.toFixed(1)} s (${(answered / seconds).toFixed(1)}/s); ` +
      `${errors} connection errors, ${timeouts} timeouts; load average before ${before.map((l) => l.toFixed(2)).join(' ')}, ` +
      `after ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}\n`,
  );
  if (cloud.pid && cpuBefore) {
    const cpu = cpuSince(cpuBefore, cpuSample(cloud.pid, jvm));
    const line = (name: string, ms: number) =>
      `${name} ${(ms / 1000).toFixed(1)} s (${(ms / seconds / 10).toFixed(0)}% of a core, ${(ms / answered).toFixed(2)} ms a request)`;
    log(
      `CPU during the load: ${line('cloud main thread', cpu.mainThread)}; ${line('cloud process with its workers', cpu.process)}; ` +
        `${line('DynamoDB Local', cpu.other)}\n`,
    );
  }
  printFigures(rows, log);
  printDbCalls(recorder, log);
  printWaits(recorder.waits, cloudDelays, toolDelay, log);
  const fiveXx = rows.flatMap((r) =>
    [...(recorder.statuses.get(r.kind) ?? new Map<string, number>())]
      .filter(([s]) => s.startsWith('5'))
      .map(([s, n]) => `${r.kind} ${s} x${n}`),
  );
  if (fiveXx.length) breaks.push(`5xx answers: ${fiveXx.join(', ')}`);
  breaks.push(...recorder.anomalies);

  const call = caller(cloud.apiUrl, plant.tokens[0] as string);
  const settled = await settleUnknown(call, recorder);
  log(`\nSettled ${settled} writes with no answer (or a 5xx) by sending them again.`);
  const uploads = await waitForUploads(call, recorder, SETTLE_SECONDS * 1000);
  const { pending } = uploads;
  const puts = recorder.uploads.filter((u) => u.putStatus >= 200 && u.putStatus < 300).length;
  const failed = [...uploads.failed].map(([reason, n]) => `${n} x "${reason}"`).join(', ');
  log(
    `Uploads: ${recorder.uploads.length} upload URLs, ${puts} files stored, ${uploads.transcribed} read, ` +
      `${[...uploads.failed.values()].reduce((a, b) => a + b, 0)} failed${failed ? ` (${failed})` : ''}, ` +
      `${pending.length} still pending.`,
  );
  if (uploads.failed.size > 0) breaks.push(`uploads the reader failed: ${failed}`);
  if (pending.length) breaks.push(`uploads still pending after ${SETTLE_SECONDS} s: ${pending.join(', ')}`);
  if (puts < recorder.uploads.length)
    breaks.push(`${recorder.uploads.length - puts} presigned PUTs failed (their submissions stay pending)`);

  const ops = [...plant.seeded, ...recorder.operations.values()];
  const accepted = ops.filter((o) => o.outcome === 'accepted').length;
  const refused = ops.filter((o) => o.outcome === 'refused');
  log(`Writes: ${ops.length} sent, ${accepted} accepted, ${refused.length} refused.`);
  const { entries, balances } = await readLedger(call);
  const ledgerBreaks = checkLedger(ops, entries, balances);
  log(
    `Ledger: ${entries.length} entries over ${balances.stock.size} materials and ${balances.lots.size} lots; ` +
      `${ledgerBreaks.length} invariant breaks.`,
  );
  breaks.push(...ledgerBreaks);
  if (process.env.LOAD_STRICT === '1')
    for (const r of rows)
      if (!(r.p95 < r.target)) breaks.push(`${r.kind}: p95 ${r.p95.toFixed(0)} ms >= ${r.target} ms`);
} finally {
  await cloud.stop();
}
for (const b of breaks.slice(0, 50)) log(`BREAK: ${b}`);
log(
  breaks.length
    ? `\nFAIL: ${breaks.length} breaks`
    : '\nPASS: no 5xx, every write posted once, no upload pending',
);
process.exitCode = breaks.length ? 1 : 0;
