import type { WaitsHeader } from '@bp/infra/local/waits/request-waits.ts';
import { percentile } from '../documents/report.ts';

/**
 * Where one request's time went, from the load tool's send to its reading of the answer, split by
 * the queue each part waited in (LOCAL_WAITS=1: the gateway's WAITS_HEADER, docs/load.md). The
 * parts add up to the request's time by construction: an invocation's calls that overlap share
 * its wall time in proportion to their parts.
 */
export const SEGMENTS = [
  /** The load tool's write, the kernel, the gateway's thread getting to the request. */
  'to gateway',
  /** The gateway's own work and waits in its thread, before, between and after the invocations. */
  'gateway',
  /** Posted to a function worker until it runs the invocation (the worker's loop busy with others). */
  'worker queue',
  /** An invocation's answer until the gateway's thread reads it. */
  'worker reply',
  /** An invocation outside its AWS calls: its code, the SDK's work, its worker's other invocations. */
  'function run',
  /** An AWS call from the SDK's request until written to a socket: a free socket, a connection (worker). */
  'SDK socket',
  /** Written until the checked endpoint (the main thread) takes it. */
  'to endpoint',
  /** The endpoint: body, SigV4, IAM, transaction holds (a call it refuses ends here). */
  'endpoint checks',
  'DynamoDB Local',
  'S3',
  /** The emulator's answer through the endpoint until the SDK has read it (both threads' loops). */
  'endpoint to SDK',
  /** A call the endpoint has no record of (should stay 0). */
  'unmatched',
  /** The gateway's answer written until the load tool has read it. */
  'to client',
] as const;

export type Segment = (typeof SEGMENTS)[number];
export type Segments = Record<Segment, number>;

const zero = (): Segments => Object.fromEntries(SEGMENTS.map((s) => [s, 0])) as Segments;
const num = (v: number | null | undefined) => (v === null || v === undefined ? Number.NaN : v);

/** The length of the union of intervals, each clipped to [from, to]. */
export const unionLength = (intervals: Array<[number, number]>, from: number, to: number): number => {
  let total = 0;
  let end = from;
  for (const [a, b] of [...intervals].sort((x, y) => x[0] - y[0])) {
    const start = Math.max(a, end);
    const stop = Math.min(b, to);
    if (stop > start) total += stop - start;
    end = Math.max(end, Math.min(b, to));
  }
  return total;
};

/** A request's segments, from its header and the load tool's send and read times (ms since the epoch). */
export const segmentsOf = (header: WaitsHeader, clientSent: number, clientRead: number): Segments => {
  const out = zero();
  const sent = num(header.sent);
  out['to gateway'] = header.t0 - clientSent;
  out['to client'] = clientRead - (header.t0 + sent);
  let inInvocations = 0;
  for (const tag of ['a', 'h'] as const) {
    const times = header.inv[tag];
    if (!times) continue;
    const [posted, started, ended, back] = times.map(num) as [number, number, number, number];
    inInvocations += back - posted;
    out['worker queue'] += started - posted;
    out['worker reply'] += back - ended;
    const calls = header.calls
      .filter((c) => c[0] === tag)
      .map(([, service, , ...t]) => ({ service, t: t.map(num) }))
      // A call with no answer read (an error, an abort) has no length to place.
      .filter((c) => Number.isFinite(c.t[0]) && Number.isFinite(c.t[6]));
    const parts = calls.map(({ service, t }) => {
      const [callSent, written, arrived, forwarded, answered, done, read] = t as [
        number,
        number,
        number,
        number,
        number,
        number,
        number,
      ];
      const part = zero();
      if (!Number.isFinite(arrived)) {
        part.unmatched = read - callSent;
        return part;
      }
      // Refused by the endpoint itself: never forwarded, answered when its answer was written.
      const checked = Number.isFinite(forwarded) ? forwarded : done;
      const back = Number.isFinite(answered) ? answered : checked;
      // Written after its arrival can only be the clocks' grain: no socket wait then.
      const onSocket = Number.isFinite(written) ? Math.min(written, arrived) : callSent;
      part['SDK socket'] = onSocket - callSent;
      part['to endpoint'] = arrived - onSocket;
      part['endpoint checks'] = checked - arrived;
      part[service === 's' ? 'S3' : 'DynamoDB Local'] = back - checked;
      part['endpoint to SDK'] = read - back;
      return part;
    });
    const wall = unionLength(
      calls.map(({ t }) => [t[0]!, t[6]!]),
      started,
      ended,
    );
    const summed = calls.reduce((n, { t }) => n + (t[6]! - t[0]!), 0);
    const share = summed > 0 ? wall / summed : 0;
    for (const part of parts) for (const s of SEGMENTS) out[s] += part[s] * share;
    out['function run'] += ended - started - wall;
  }
  out.gateway = sent - inInvocations;
  return out;
};

export interface SegmentSummary {
  count: number;
  total: { p50: number; p95: number };
  p50: Segments;
  p95: Segments;
  /** The mean of each segment over the requests at or past the total's p95: where the p95 went. */
  tail: Segments & { total: number; count: number };
}

const at = (values: number[], p: number) => percentile(values.filter(Number.isFinite), p);

/** One kind's requests (their totals and segments) summarized. */
export const summarize = (samples: ReadonlyArray<{ total: number; segments: Segments }>): SegmentSummary => {
  const totals = samples.map((s) => s.total);
  const p95 = at(totals, 95);
  const slow = samples.filter((s) => s.total >= p95);
  const per = (p: number) =>
    Object.fromEntries(
      SEGMENTS.map((seg) => [
        seg,
        at(
          samples.map((s) => s.segments[seg]),
          p,
        ),
      ]),
    ) as Segments;
  const mean = (values: number[]) =>
    values.length ? values.reduce((a, b) => a + b, 0) / values.length : Number.NaN;
  return {
    count: samples.length,
    total: { p50: at(totals, 50), p95 },
    p50: per(50),
    p95: per(95),
    tail: {
      ...(Object.fromEntries(
        SEGMENTS.map((seg) => [seg, mean(slow.map((s) => s.segments[seg]))]),
      ) as Segments),
      total: mean(slow.map((s) => s.total)),
      count: slow.length,
    },
  };
};

/** Shares of the arrivals by 100 ms of the second they arrived in: a load that comes in bursts shows here. */
export const arrivalPhases = (arrivals: readonly number[]): number[] => {
  const bins = Array.from({ length: 10 }, () => 0);
  for (const t of arrivals) bins[Math.floor((((t % 1000) + 1000) % 1000) / 100)]! += 1;
  return bins.map((n) => (arrivals.length ? n / arrivals.length : 0));
};

/** For each arrival (ms), how many others arrived in the `windowMs` before it: how crowded its moment was. */
export const crowding = (arrivals: readonly number[], windowMs: number): number[] => {
  const order = arrivals.map((t, i) => ({ t, i })).sort((a, b) => a.t - b.t);
  const out = arrivals.map(() => 0);
  let from = 0;
  for (let k = 0; k < order.length; k++) {
    while (order[from]!.t < order[k]!.t - windowMs) from++;
    out[order[k]!.i] = k - from;
  }
  return out;
};
