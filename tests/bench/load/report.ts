import { percentile } from '../documents/report.ts';
import type { Recorder } from './recorder.ts';

/** Kinds held to the submit target (writes that post or create); every other kind is a read. */
const WRITES = /submit|adjust|new$|upload url|PUT/;
export const isWrite = (kind: string) => WRITES.test(kind);
export const READ_P95_MS = 300;
export const WRITE_P95_MS = 1000;

export interface KindFigures {
  kind: string;
  count: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  target: number;
  statuses: string;
}

export const figures = (recorder: Recorder, seconds: number): KindFigures[] =>
  [...recorder.statuses.keys()].sort().map((kind) => {
    const times = [...(recorder.latencies.get(kind) ?? [])].sort((a, b) => a - b);
    const at = (p: number) => (times.length ? percentile(times, p) : Number.NaN);
    const statuses = [...(recorder.statuses.get(kind) ?? new Map<string, number>()).entries()]
      .sort()
      .map(([s, n]) => `${s}:${n}`)
      .join(' ');
    return {
      kind,
      count: times.length,
      perSecond: times.length / seconds,
      p50: at(50),
      p95: at(95),
      p99: at(99),
      max: times.at(-1) ?? Number.NaN,
      target: isWrite(kind) ? WRITE_P95_MS : READ_P95_MS,
      statuses,
    };
  });

export const printFigures = (rows: KindFigures[], log: (line: string) => void) => {
  const ms = (v: number) => (Number.isNaN(v) ? '-' : v.toFixed(0));
  log('| request | answered | per s | p50 ms | p95 ms | p99 ms | max ms | p95 target | statuses |');
  log('|---|---|---|---|---|---|---|---|---|');
  for (const r of rows)
    log(
      `| ${r.kind} | ${r.count} | ${r.perSecond.toFixed(1)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.max)} | ` +
        `< ${r.target} ${r.p95 < r.target ? 'ok' : 'MISSED'} | ${r.statuses} |`,
    );
};

/** Per kind, the mean DynamoDB calls an answer made, its serial waits, the items they read, and the calls that failed. */
export const printDbCalls = (recorder: Recorder, log: (line: string) => void) => {
  if (recorder.dbCalls.size === 0) return;
  const mean = (n: number, of: number) => (n / of).toFixed(1);
  log('\nDynamoDB calls per answer (LOAD_DB_CALLS=1: counted by the functions, the authorizer not included)');
  log(
    '| request | answers | calls | serial waits | items read | transactions that lost a race | other failed calls |',
  );
  log('|---|---|---|---|---|---|---|');
  for (const [kind, t] of [...recorder.dbCalls].sort(([a], [b]) => a.localeCompare(b)))
    log(
      `| ${kind} | ${t.answers} | ${mean(t.calls, t.answers)} | ${mean(t.serial, t.answers)} | ${mean(t.items, t.answers)} | ` +
        `${mean(t.conflicts, t.answers)} (${t.conflicts}) | ${mean(t.refused, t.answers)} (${t.refused}) |`,
    );
  const refusals = [...recorder.dbCalls]
    .filter(([, t]) => t.refused > 0)
    .map(
      ([kind, t]) =>
        `${kind}: ${Object.entries(t.refusedAs)
          .map(([as, n]) => `${as} x${n}`)
          .join(', ')}`,
    );
  if (refusals.length) log(`Other failed calls, by what refused them: ${refusals.join('; ')}`);
};
