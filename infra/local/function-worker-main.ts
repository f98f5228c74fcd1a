/**
 * A worker thread of the local cloud's function pool (function-workers.ts): it runs API
 * invocations (the authorizer, an area's handler) as their own function, so their SDK calls are
 * signed with that function's key and meet its IAM policy at the checked endpoints, as in the
 * cloud's main thread.
 */
// First: the functions' SDK clients read its credential provider when their modules load.
import './iam/install-function-credentials.ts';
import { runAsFunction } from './iam/function-identity.ts';
import { parentPort } from 'node:worker_threads';
import { lambdaContext } from './lambda-context.ts';
import type { FunctionJob, FunctionReply } from './function-workers.ts';
import { startInvocationWaits } from './waits/invocation-waits.ts';
import { startLoopDelay, takeLoopDelay } from './waits/loop-delay.ts';

type Handler = (event: unknown, context: unknown) => Promise<unknown>;

const modules = new Map<string, Promise<Handler>>();
const handlerOf = (entry: string): Promise<Handler> => {
  let handler = modules.get(entry);
  if (!handler) {
    handler = import(`@bp/${entry.replace(/^functions\/src\//, 'functions/')}`).then(
      (m: { handler: Handler }) => m.handler,
    );
    handler.catch(() => modules.delete(entry));
    modules.set(entry, handler);
  }
  return handler;
};

const reply = (message: FunctionReply) => parentPort?.postMessage(message);
startLoopDelay();

parentPort?.on('message', (job: FunctionJob) => {
  if (job.kind === 'warm') {
    void (async () => {
      for (const entry of job.entries) await handlerOf(entry).catch(() => undefined);
    })();
    return;
  }
  if (job.kind === 'loop-delay') return reply({ id: job.id, loopDelay: takeLoopDelay() });
  const { id, fn, event, timeoutMs } = job;
  const waits = job.wait === undefined ? undefined : startInvocationWaits(job.wait);
  void handlerOf(fn.entry)
    .then((handler) => {
      // Its code is loaded: the gateway starts the function's timeout now, as Lambda after init.
      reply({ id, started: true });
      const invoke = () => runAsFunction(fn, () => handler(event, lambdaContext(fn.name, timeoutMs)));
      return waits ? waits.run(invoke) : invoke();
    })
    .then(
      (result) => reply({ id, result, waits: waits?.end() }),
      (error: unknown) => {
        const e = error as Error;
        reply({
          id,
          error: { name: e?.name ?? 'Error', message: e?.message ?? String(error) },
          waits: waits?.end(),
        });
      },
    );
});
