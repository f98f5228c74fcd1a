import { spawn } from 'node:child_process';
import { once } from 'node:events';

const FRAME_FLAG = '--experimental-async-context-frame';

/**
 * Runs this bench again on the function workers' Node flags (infra/local/function-workers.ts:
 * AsyncContextFrame, unless LOCAL_WORKER_ASYNC_HOOKS=1), when it was not started on them, and
 * ends with that run: the SDK calls it times then run inside AsyncLocalStorage contexts as a
 * worker's do, whose cost differs between the two (docs/load.md, 28 November 15:06).
 */
export const onWorkerFlags = async (): Promise<void> => {
  if (
    process.env.LOCAL_WORKER_ASYNC_HOOKS === '1' ||
    process.execArgv.includes(FRAME_FLAG) ||
    !process.allowedNodeEnvironmentFlags.has(FRAME_FLAG)
  )
    return;
  const child = spawn(process.execPath, [...process.execArgv, FRAME_FLAG, ...process.argv.slice(1)], {
    stdio: 'inherit',
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  process.exit(code ?? 1);
};
