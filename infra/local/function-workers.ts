import { availableParallelism } from 'node:os';
import { SHARE_ENV, Worker } from 'node:worker_threads';
import type { LocalFunction } from './iam/function-identity.ts';
import { epochMs, type InvocationWaits } from './waits/invocation-waits.ts';
import type { LoopDelay } from './waits/loop-delay.ts';

/**
 * LOCAL_FUNCTION_WORKERS=N (0: off, the default; `cores`: one per core): the gateway runs the API's
 * invocations in N worker threads instead of its own event loop, as Lambda runs each invocation
 * apart. Each worker loads the functions' modules itself (like a Lambda container). The limits
 * stay in the gateway (timeouts, payload sizes); the IAM checks at the endpoints find the function
 * from the key it signs with, as for in-process calls. The DynamoDB fault hooks of the integration
 * tests live in the main thread's modules, so the pool refuses to start with LOCAL_FAULTS=1.
 */
export type FunctionJob =
  | {
      kind: 'invoke';
      id: number;
      fn: LocalFunction;
      event: unknown;
      timeoutMs: number;
      /** LOCAL_WAITS=1: the prefix of the ids its AWS calls carry (waits/invocation-waits.ts). */
      wait?: string;
    }
  | { kind: 'warm'; entries: string[] }
  | { kind: 'loop-delay'; id: number };

export type FunctionReply =
  | { id: number; started: true }
  | { id: number; result: unknown; waits?: InvocationWaits }
  | { id: number; error: { name: string; message: string }; waits?: InvocationWaits }
  | { id: number; loopDelay: LoopDelay | undefined };

/** A timed invocation's waits, with when its answer reached the gateway's thread. */
export type ReportedWaits = InvocationWaits & { back: number };

/** What to time of an invocation (LOCAL_WAITS=1), and where its waits go once it answers. */
export interface WaitOrder {
  prefix: string;
  report: (waits: ReportedWaits) => void;
}

export interface FunctionWorkers {
  size: number;
  /** `started` once the worker has the function's code loaded and runs it; then its result. */
  invoke<T>(
    fn: LocalFunction,
    event: unknown,
    timeoutMs: number,
    wait?: WaitOrder,
  ): { started: Promise<void>; result: Promise<T> };
  warm(entries: string[]): void;
  /** Each worker's event-loop delay since the last ask (LOCAL_WAITS=1; undefined otherwise). */
  loopDelays(): Promise<Array<LoopDelay | undefined>>;
  stop(): Promise<void>;
}

interface Pending {
  started: () => void;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  wait?: WaitOrder;
}

/**
 * AsyncLocalStorage (the function identity each SDK call is signed with, the DB call counts) on
 * Node 22's async hooks runs a hook on every promise the SDK and the handlers make; with
 * AsyncContextFrame (Node 24's default, a per-thread option on 22) an await in a context costs
 * about a third (docs/load.md, 28 November). The same contexts follow the same awaits, timers and
 * callbacks. LOCAL_WORKER_ASYNC_HOOKS=1 keeps the hooks, to compare.
 */
const FRAME_FLAG = '--experimental-async-context-frame';
const workerExecArgv = (): string[] | undefined =>
  process.env.LOCAL_WORKER_ASYNC_HOOKS === '1' ||
  process.execArgv.includes(FRAME_FLAG) ||
  !process.allowedNodeEnvironmentFlags.has(FRAME_FLAG)
    ? undefined
    : [...process.execArgv, FRAME_FLAG];

export const functionWorkerCount = (): number => {
  const setting = process.env.LOCAL_FUNCTION_WORKERS ?? '0';
  const n = setting === 'cores' ? availableParallelism() : Number(setting);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

export const startFunctionWorkers = (size: number): FunctionWorkers => {
  if (process.env.LOCAL_FAULTS === '1')
    throw new Error(
      'LOCAL_FUNCTION_WORKERS cannot be used with LOCAL_FAULTS=1 (the fault hooks are per thread)',
    );
  let nextId = 1;
  let stopping = false;
  const slots: Array<{ worker: Worker; pending: Map<number, Pending> }> = [];
  const loopAsks = new Map<number, (delay: LoopDelay | undefined) => void>();

  const start = (index: number) => {
    // SHARE_ENV: what the cloud sets in process.env later (a test's scale, a secret) reaches them.
    const worker = new Worker(new URL('./function-worker-main.ts', import.meta.url), {
      env: SHARE_ENV,
      execArgv: workerExecArgv(),
    });
    const pending = new Map<number, Pending>();
    worker.on('message', (reply: FunctionReply) => {
      if ('loopDelay' in reply) return loopAsks.get(reply.id)?.(reply.loopDelay);
      const p = pending.get(reply.id);
      if (!p) return;
      if ('started' in reply) return p.started();
      pending.delete(reply.id);
      if (reply.waits) p.wait?.report({ ...reply.waits, back: epochMs() });
      if ('error' in reply) {
        const error = new Error(reply.error.message);
        error.name = reply.error.name;
        p.reject(error);
      } else p.resolve(reply.result);
    });
    const fail = (reason: string) => {
      for (const p of pending.values()) p.reject(new Error(`function worker ${reason}`));
      pending.clear();
      // A crashed worker is replaced, as Lambda starts a new container after one dies.
      if (!stopping) start(index);
    };
    worker.on('error', (error) => console.error('function worker failed', error));
    worker.on('exit', (code) => fail(`exited with code ${code}`));
    worker.unref();
    slots[index] = { worker, pending };
  };
  for (let i = 0; i < size; i++) start(i);

  return {
    size,
    invoke: <T>(fn: LocalFunction, event: unknown, timeoutMs: number, wait?: WaitOrder) => {
      let started!: () => void;
      const startedPromise = new Promise<void>((resolve) => (started = resolve));
      const result = new Promise<T>((resolve, reject) => {
        // The least busy worker: a slow invocation does not hold the ones queued behind it.
        const slot = slots.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
        const id = nextId++;
        slot.pending.set(id, { started, resolve: resolve as (v: unknown) => void, reject, wait });
        const job: FunctionJob = { kind: 'invoke', id, fn, event, timeoutMs, wait: wait?.prefix };
        slot.worker.postMessage(job);
      });
      // A failure before the handler runs (its module did not load) ends the wait for its start.
      return {
        started: Promise.race([
          startedPromise,
          result.then(
            () => undefined,
            () => undefined,
          ),
        ]),
        result,
      };
    },
    warm: (entries) => {
      for (const { worker } of slots) worker.postMessage({ kind: 'warm', entries } satisfies FunctionJob);
    },
    loopDelays: () =>
      Promise.all(
        slots.map(
          ({ worker }) =>
            new Promise<LoopDelay | undefined>((resolve) => {
              const id = nextId++;
              loopAsks.set(id, (delay) => {
                loopAsks.delete(id);
                resolve(delay);
              });
              worker.postMessage({ kind: 'loop-delay', id } satisfies FunctionJob);
            }),
        ),
      ),
    stop: async () => {
      stopping = true;
      await Promise.all(slots.map(({ worker }) => worker.terminate()));
    },
  };
};
