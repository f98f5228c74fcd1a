import type { ServerResponse } from 'node:http';
import type { FunctionWorkers, ReportedWaits, WaitOrder } from '../function-workers.ts';
import { takeEndpointCall } from './endpoint-waits.ts';
import { epochMs, waitsOn } from './invocation-waits.ts';
import { takeLoopDelay } from './loop-delay.ts';

/**
 * The gateway's half of LOCAL_WAITS=1: one API request's times, from its arrival to its answer,
 * with what its two invocations (the authorizer `a`, the area's handler `h`) and the checked
 * endpoints saw, written into the answer's WAITS_HEADER for the load bench to split
 * (tests/bench/load/waits.ts reads it; docs/load.md). Only raw times here; no judgement.
 */
export const WAITS_HEADER = 'x-local-waits';
/** GET: each thread's event-loop delay since the last GET (main first, then the workers). */
export const LOOP_DELAYS_PATH = '/__local/waits/loop-delays';

type Tag = 'a' | 'h';
type Time = number | null;

/**
 * The header's shape, every time in milliseconds after `t0` (the gateway's `request` event,
 * itself milliseconds since the epoch), to 0.1 ms; NaN (a step that did not happen) as null.
 * `inv`: per invocation [posted to its worker, started, ended, its answer back in the gateway].
 * `calls`: [invocation, service, operation, SDK sent, SDK wrote it to its socket, endpoint
 * arrived, forwarded to the emulator, the emulator answered, the endpoint's answer written, SDK
 * read the answer].
 */
export interface WaitsHeader {
  t0: number;
  sent: number | null;
  inv: Partial<Record<Tag, Array<number | null>>>;
  calls: Array<[Tag, 'd' | 's', string, Time, Time, Time, Time, Time, Time, Time]>;
}

let nextTrace = 1;

export const startRequestWaits = () => {
  if (!waitsOn()) return undefined;
  const id = nextTrace++;
  const t0 = epochMs();
  const posted: Partial<Record<Tag, number>> = {};
  const reported: Partial<Record<Tag, ReportedWaits>> = {};
  const at = (time: number | undefined) =>
    time === undefined || Number.isNaN(time) ? null : Math.round((time - t0) * 10) / 10;
  return {
    /** The invocation `tag` is posted now; the returned order times it. */
    order: (tag: Tag): WaitOrder => {
      posted[tag] = epochMs();
      return { prefix: `${id}${tag}`, report: (waits) => (reported[tag] = waits) };
    },
    /** The header's value, as the answer is about to be written. */
    header: (): string => {
      const header: WaitsHeader = {
        t0: Math.round(t0 * 1000) / 1000,
        sent: at(epochMs()),
        inv: {},
        calls: [],
      };
      for (const tag of ['a', 'h'] as const) {
        const waits = reported[tag];
        if (!waits) continue;
        header.inv[tag] = [at(posted[tag]), at(waits.started), at(waits.ended), at(waits.back)];
        for (const call of waits.calls) {
          const seen = takeEndpointCall(call.id);
          header.calls.push([
            tag,
            seen?.service === 's3' ? 's' : 'd',
            seen?.operation ?? '',
            at(call.sent),
            at(call.written),
            at(seen?.arrived),
            at(seen?.forwarded),
            at(seen?.answered),
            at(seen?.done),
            at(call.answered),
          ]);
        }
      }
      return JSON.stringify(header);
    },
  };
};

export type RequestWaits = NonNullable<ReturnType<typeof startRequestWaits>>;

export const sendLoopDelays = async (res: ServerResponse, workers: FunctionWorkers | undefined) => {
  const body = { main: takeLoopDelay() ?? null, workers: (await workers?.loopDelays()) ?? [] };
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
};
