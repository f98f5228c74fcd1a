import { StateMachine, type StateMachineDefinition } from 'aws-local-stepfunctions';

/**
 * aws-local-stepfunctions with what it leaves out of Step Functions:
 * - the 256 KiB limit on a state's input and output and on a task's result: past it the
 *   execution fails with States.DataLimitExceeded, which no Catch (not even States.ALL) can
 *   take, and no later task runs;
 * - the retry waits of the ASL (IntervalSeconds, BackoffRate, MaxDelaySeconds, jitter), scaled
 *   by `retryScale` (1: as in AWS; tests use a fraction).
 */
export const STATE_DATA_LIMIT_BYTES = 256 * 1024;
export const DATA_LIMIT_EXCEEDED = 'States.DataLimitExceeded';

/** A Lambda task: the function's payload in, its payload out. */
export type LambdaTask = (payload: unknown) => Promise<unknown>;

export interface StateMachineRun {
  status: 'SUCCEEDED' | 'FAILED';
  output?: unknown;
  /** `<error name>: <cause>`, as the execution's failure reads. */
  error?: string;
}

const sizeOf = (value: unknown): number => Buffer.byteLength(JSON.stringify(value) ?? '');

type Json = Record<string, unknown>;

/** Every retrier's intervals multiplied by `scale`, in nested Parallel and Map states too. */
export const scaleRetryIntervals = <T>(definition: T, scale: number): T => {
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit);
    if (!value || typeof value !== 'object') return value;
    const out: Json = {};
    for (const [k, v] of Object.entries(value as Json)) {
      out[k] =
        k === 'Retry' && Array.isArray(v)
          ? v.map((retrier: Json) => ({
              ...retrier,
              IntervalSeconds: ((retrier.IntervalSeconds as number | undefined) ?? 1) * scale,
              ...(retrier.MaxDelaySeconds !== undefined
                ? { MaxDelaySeconds: (retrier.MaxDelaySeconds as number) * scale }
                : {}),
            }))
          : visit(v);
    }
    return out;
  };
  return visit(definition) as T;
};

class DataLimitExceeded extends Error {
  constructor(message: string) {
    super(message);
    this.name = DATA_LIMIT_EXCEEDED;
  }
}

export const createStateMachineRunner = (options: {
  definition: StateMachineDefinition;
  /** Lambda tasks by state name (`arn:aws:states:::lambda:invoke`: they get and give the Payload). */
  tasks: () => Promise<Record<string, LambdaTask>>;
  retryScale?: number;
}) => {
  const scale = options.retryScale ?? 1;
  // Validated as written; the scaled copy may carry fractions of a second the validator refuses.
  new StateMachine(options.definition, { validationOptions: { checkArn: false } });
  const machine = new StateMachine(
    scale === 1 ? options.definition : scaleRetryIntervals(options.definition, scale),
    { validationOptions: { noValidate: true } },
  );

  return async (input: unknown): Promise<StateMachineRun> => {
    const execution: { overLimit?: string; abort?: () => void } = {};
    const exceed = (message: string): never => {
      execution.overLimit ??= message;
      execution.abort?.();
      throw new DataLimitExceeded(message);
    };
    const handlers = Object.fromEntries(
      Object.entries(await options.tasks()).map(([state, task]) => [
        state,
        async (taskInput: unknown) => {
          // The event log below is read on microtasks: by the next macrotask it has seen every
          // state before this one, so a task after an oversized state never runs.
          await new Promise((r) => setImmediate(r));
          if (execution.overLimit) throw new DataLimitExceeded(execution.overLimit);
          if (sizeOf(taskInput) > STATE_DATA_LIMIT_BYTES)
            exceed(`The state/task '${state}' input exceeds the maximum number of bytes service limit.`);
          const payload = await task((taskInput as { Payload: unknown }).Payload);
          if (sizeOf(payload) > STATE_DATA_LIMIT_BYTES)
            exceed(
              `The state/task '${state}' returned a result with a size exceeding the maximum number of bytes service limit.`,
            );
          return { Payload: payload } as never;
        },
      ]),
    );
    const { result, abort, eventLogs } = machine.run(input as never, {
      overrides: { taskResourceLocalHandlers: handlers },
    });
    execution.abort = abort;
    void (async () => {
      for await (const event of eventLogs) {
        if (event.type !== 'StateEntered' && event.type !== 'StateExited') continue;
        const data = event.type === 'StateEntered' ? event.state.input : event.state.output;
        if (sizeOf(data) > STATE_DATA_LIMIT_BYTES) {
          execution.overLimit ??= `The state/task '${event.state.name}' ${event.type === 'StateEntered' ? 'input' : 'output'} exceeds the maximum number of bytes service limit.`;
          abort();
        }
      }
    })().catch(() => undefined);

    try {
      const output = await result;
      if (execution.overLimit)
        return { status: 'FAILED', error: `${DATA_LIMIT_EXCEEDED}: ${execution.overLimit}` };
      return { status: 'SUCCEEDED', output };
    } catch (error) {
      if (execution.overLimit)
        return { status: 'FAILED', error: `${DATA_LIMIT_EXCEEDED}: ${execution.overLimit}` };
      return { status: 'FAILED', error: String((error as Error).message ?? error) };
    }
  };
};
