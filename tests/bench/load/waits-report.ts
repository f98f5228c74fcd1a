import type { LoopDelay } from '@bp/infra/local/waits/loop-delay.ts';
import { WAITS_HEADER, type WaitsHeader } from '@bp/infra/local/waits/request-waits.ts';
import { percentile } from '../documents/report.ts';
import { isWrite } from './report.ts';
import { arrivalPhases, crowding, SEGMENTS, type Segments, segmentsOf, summarize } from './waits.ts';

/** Which queue each segment waits in, for the printed table's header. */
const QUEUE: Record<(typeof SEGMENTS)[number], string> = {
  'to gateway': 'load tool, main loop',
  gateway: 'main loop',
  'worker queue': 'worker loop',
  'worker reply': 'main loop',
  'function run': 'worker loop, CPU',
  'SDK socket': 'worker: agent, connect',
  'to endpoint': 'main loop',
  'endpoint checks': 'main loop, CPU',
  'DynamoDB Local': 'JVM',
  S3: 's3rver (main loop)',
  'endpoint to SDK': 'main, worker loops',
  unmatched: '-',
  'to client': 'load tool',
};

/** The answers' WAITS_HEADER (LOCAL_WAITS=1), gathered per kind of request as the run goes. */
export const createWaitCollector = () => {
  const byKind = new Map<string, Array<{ total: number; segments: Segments }>>();
  const arrivals: number[] = [];
  /** Each read: its place in `arrivals`, its time and its time in DynamoDB Local. */
  const reads: Array<{ arrival: number; total: number; dynamo: number }> = [];
  /** Per DynamoDB operation: the endpoint's checks and DynamoDB Local's time, unshared. */
  const operations = new Map<string, { checks: number[]; emulator: number[] }>();
  /**
   * Per kind and operation: HTTP attempts the SDK gave up on (no answer read: its 3 s request
   * timeout, then its retry), and how many of them DynamoDB Local had answered, so applied.
   */
  const abandoned = new Map<string, { attempts: number; applied: number }>();
  return {
    byKind,
    arrivals,
    reads,
    operations,
    abandoned,
    /** One answer: `sentAt` and `readAt` in the load tool's performance.now(). */
    answered(kind: string, headers: Record<string, unknown>, sentAt: number, readAt: number) {
      const value = headers[WAITS_HEADER];
      if (typeof value !== 'string') return;
      const header = JSON.parse(value) as WaitsHeader;
      const origin = performance.timeOrigin;
      const list = byKind.get(kind) ?? [];
      const segments = segmentsOf(header, origin + sentAt, origin + readAt);
      list.push({ total: readAt - sentAt, segments });
      byKind.set(kind, list);
      if (!isWrite(kind))
        reads.push({ arrival: arrivals.length, total: readAt - sentAt, dynamo: segments['DynamoDB Local'] });
      arrivals.push(header.t0);
      for (const [, service, operation, , , arrived, forwarded, answered, , read] of header.calls) {
        if (read === null) {
          const key = `${kind}: ${operation || 'a call that never reached the endpoint'}`;
          const seen = abandoned.get(key) ?? { attempts: 0, applied: 0 };
          seen.attempts += 1;
          if (answered !== null) seen.applied += 1;
          abandoned.set(key, seen);
        }
        if (service !== 'd' || arrived === null || forwarded === null || answered === null) continue;
        const op = operations.get(operation) ?? { checks: [], emulator: [] };
        op.checks.push(forwarded - arrived);
        op.emulator.push(answered - forwarded);
        operations.set(operation, op);
      }
    },
  };
};

export type WaitCollector = ReturnType<typeof createWaitCollector>;

/** At 50 requests a second, 5 arrive in a 100 ms window on average. */
const CROWD_WINDOW_MS = 100;
const CROWD_BUCKETS: Array<[number, number]> = [
  [0, 2],
  [3, 5],
  [6, 9],
  [10, Infinity],
];

const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(0) : '-');
const delay = (name: string, d: LoopDelay | null | undefined) =>
  d
    ? `${name} p50 ${ms(d.p50)} / p95 ${ms(d.p95)} / p99 ${ms(d.p99)} / max ${ms(d.max)} ms, busy ${(d.busy * 100).toFixed(0)}%`
    : `${name} -`;

/**
 * Per kind: p50 / p95 of each segment; then, for the requests at or past the kind's p95, the mean
 * of each (what the slow ones waited in); DynamoDB Local's time per operation; each thread's
 * event-loop delay (the cloud's main thread and workers, and the load tool's own).
 */
export const printWaits = (
  waits: WaitCollector,
  loops: { main: LoopDelay | null; workers: Array<LoopDelay | null> } | undefined,
  tool: LoopDelay | undefined,
  log: (line: string) => void,
) => {
  if (waits.byKind.size === 0) return;
  const kinds = [...waits.byKind].sort(([a], [b]) => a.localeCompare(b));
  const summaries = kinds.map(([kind, samples]) => [kind, summarize(samples)] as const);
  const head = `| ${SEGMENTS.join(' | ')} |`;
  const rule = `|${SEGMENTS.map(() => '---').join('|')}|`;
  log('\nWhere the time went (LOCAL_WAITS=1), ms p50 / p95 of each part; queue each part waits in:');
  log(`| | | | ${SEGMENTS.map((s) => QUEUE[s]).join(' | ')} |`);
  log(`| request | n | total | ${head.slice(2)}`);
  log(`|---|---|---${rule}`);
  for (const [kind, s] of summaries)
    log(
      `| ${kind} | ${s.count} | ${ms(s.total.p50)} / ${ms(s.total.p95)} | ` +
        `${SEGMENTS.map((seg) => `${ms(s.p50[seg])} / ${ms(s.p95[seg])}`).join(' | ')} |`,
    );
  log('\nThe slowest 5% of each kind (at or past its p95): mean ms of each part');
  log(`| request | n | mean total | ${head.slice(2)}`);
  log(`|---|---|---${rule}`);
  for (const [kind, s] of summaries)
    log(
      `| ${kind} | ${s.tail.count} | ${ms(s.tail.total)} | ${SEGMENTS.map((seg) => ms(s.tail[seg])).join(' | ')} |`,
    );
  log('\nDynamoDB calls at the checked endpoint, ms p50 / p95: its checks; DynamoDB Local');
  log('| operation | calls | endpoint checks | DynamoDB Local |');
  log('|---|---|---|---|');
  for (const [op, t] of [...waits.operations].sort(([a], [b]) => a.localeCompare(b)))
    log(
      `| ${op} | ${t.checks.length} | ${ms(percentile(t.checks, 50))} / ${ms(percentile(t.checks, 95))} | ` +
        `${ms(percentile(t.emulator, 50))} / ${ms(percentile(t.emulator, 95))} |`,
    );
  const gaveUp = [...waits.abandoned].map(
    ([key, n]) => `${key} x${n.attempts} (${n.applied} answered by DynamoDB Local after the SDK gave up)`,
  );
  log(`\nAttempts the SDK gave up on and sent again: ${gaveUp.length ? gaveUp.join('; ') : 'none'}`);
  const crowds = crowding(waits.arrivals, CROWD_WINDOW_MS);
  log(
    `\nReads by how crowded their arrival was (requests of any kind that arrived in the ${CROWD_WINDOW_MS} ms before): ` +
      'ms p50 / p95 of the total; of its time in DynamoDB Local',
  );
  log('| arrived after | reads | total | DynamoDB Local |');
  log('|---|---|---|---|');
  for (const [low, high] of CROWD_BUCKETS) {
    const inBucket = waits.reads.filter((r) => {
      const n = crowds[r.arrival]!;
      return n >= low && n <= high;
    });
    const q = (values: number[], p: number) => ms(percentile(values, p));
    const totals = inBucket.map((r) => r.total);
    const dynamo = inBucket.map((r) => r.dynamo);
    log(
      `| ${high === Infinity ? `${low}+` : `${low}-${high}`} others | ${inBucket.length} | ` +
        `${q(totals, 50)} / ${q(totals, 95)} | ${q(dynamo, 50)} / ${q(dynamo, 95)} |`,
    );
  }
  const phases = arrivalPhases(waits.arrivals).map((share) => `${(share * 100).toFixed(0)}%`);
  log(`\nArrivals at the gateway by 100 ms of the second: ${phases.join(' ')}`);
  log(
    `Event-loop delay during the load: ${[
      delay('cloud main thread', loops?.main),
      ...(loops?.workers ?? []).map((w, i) => delay(`worker ${i + 1}`, w)),
      delay('load tool', tool),
    ].join('; ')}`,
  );
};
