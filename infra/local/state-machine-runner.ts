import { StateMachine, type StateMachineDefinition } from 'aws-local-stepfunctions';

/**
 * aws-local-stepfunctions with what it leaves out of Step Functions:
 * - the 256 KiB limit on a state's input and output and on a task's result: past it the
 *   execution fails with States.DataLimitExceeded, which no Catch (not even States.ALL) can
 *   take, and no later task runs;
 * - the retry waits of the ASL (IntervalSeconds, BackoffRate, MaxDelaySeconds, jitter), scaled
 *   by `retryScale` (1: as in AWS; tests use a fraction);
 * - no timeout for a Task that sets none (the library's is 60 s).
 */
export const STATE_DATA_LIMIT_BYTES = 256 * 1024;
export const DATA_LIMIT_EXCEEDED = 'States.DataLimitExceeded';

/** A Lambda task: the function's payload in, its payload out. */
export type LambdaTask = (payload: unknown) => Promise<unknown>;

export interface StateMachineRun {
  status: 'SUCCEEDED' | 'FAILED' | 'TIMED_OUT' | 'ABORTED';
  output?: unknown;
  /** `<error name>: <cause>`, as the execution's failure reads. */
  error?: string;
}

const sizeOf = (value: unknown): number => Buffer.byteLength(JSON.stringify(value) ?? '');

type Json = Record<string, unknown>;

/** A copy of a definition where every object, its own objects first, went through `change`. */
const mapObjects = <T>(definition: T, change: (object: Json) => Json): T => {
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit);
    if (!value || typeof value !== 'object') return value;
    return change(Object.fromEntries(Object.entries(value as Json).map(([k, v]) => [k, visit(v)])));
  };
  return visit(definition) as T;
};

/** Every retrier's intervals multiplied by `scale`, in nested Parallel and Map states too. */
export const scaleRetryIntervals = <T>(definition: T, scale: number): T =>
  mapObjects(definition, (object) =>
    Array.isArray(object.Retry)
      ? {
          ...object,
          Retry: object.Retry.map((retrier: Json) => ({
            ...retrier,
            IntervalSeconds: ((retrier.IntervalSeconds as number | undefined) ?? 1) * scale,
            ...(retrier.MaxDelaySeconds !== undefined
              ? { MaxDelaySeconds: (retrier.MaxDelaySeconds as number) * scale }
              : {}),
          })),
        }
      : object,
  );

/**
 * Step Functions gives a Task without TimeoutSeconds no timeout of its own (99999999 s) and
 * aws-local-stepfunctions gives it 60 s: a step that waited longer (a page queued for the local
 * OCR under load) failed with States.Timeout here and never on AWS. The function's own timeout
 * bounds it instead (function-timeout.ts). Node's timers hold at most 2^31-1 ms; past that one
 * fires at once, so the longest such timer stands for "none".
 */
export const NO_TASK_TIMEOUT_SECONDS = Math.floor((2 ** 31 - 1) / 1000);

/** Every Task without TimeoutSeconds(Path) given AWS's none, in nested Parallel and Map states too. */
export const withAwsTaskTimeouts = <T>(definition: T): T =>
  mapObjects(definition, (object) =>
    object.Type === 'Task' && object.TimeoutSeconds === undefined && object.TimeoutSecondsPath === undefined
      ? { ...object, TimeoutSeconds: NO_TASK_TIMEOUT_SECONDS }
      : object,
  );

class DataLimitExceeded extends Error {
  constructor(message: string) {
    super(message);
    this.name = DATA_LIMIT_EXCEEDED;
  }
}

/** What one execution may set beyond its input. */
export interface RunOptions {
  /** The context object (`$$`): `Execution.Id` and the like, as Step Functions fills it. */
  context?: Record<string, unknown>;
  /** The execution's TimeoutSeconds instead of the definition's (test faults). */
  timeoutSeconds?: number;
  /** Wraps each task of this execution (a test fault that makes one hang). */
  wrapTask?: (state: string, task: LambdaTask) => LambdaTask;
}

/** The final status an error of aws-local-stepfunctions means, as Step Functions reports it. */
const statusOf = (error: unknown): StateMachineRun['status'] => {
  const name = (error as Error)?.name;
  if (name === 'ExecutionTimeoutError') return 'TIMED_OUT';
  if (name === 'ExecutionAbortedError') return 'ABORTED';
  return 'FAILED';
};

export const createStateMachineRunner = (options: {
  definition: StateMachineDefinition;
  /** Lambda tasks by state name (`arn:aws:states:::lambda:invoke`: they get and give the Payload). */
  tasks: () => Promise<Record<string, LambdaTask>>;
  retryScale?: number;
}) => {
  const scale = options.retryScale ?? 1;
  // Validated as written; the scaled copy may carry fractions of a second the validator refuses.
  new StateMachine(options.definition, { validationOptions: { checkArn: false } });
  const definition = withAwsTaskTimeouts(
    scale === 1 ? options.definition : scaleRetryIntervals(options.definition, scale),
  );
  const machine = new StateMachine(definition, { validationOptions: { noValidate: true } });
  // Wait states wait their Seconds scaled like the retries (a Textract poll loop locally).
  const waitTimeOverrides = Object.fromEntries(
    Object.entries(definition.States)
      .filter(
        ([, state]) => state.Type === 'Wait' && typeof (state as { Seconds?: number }).Seconds === 'number',
      )
      .map(([name, state]) => [name, (state as { Seconds: number }).Seconds * scale * 1000]),
  );

  return async (input: unknown, run: RunOptions = {}): Promise<StateMachineRun> => {
    const runner = run.timeoutSeconds
      ? new StateMachine(
          { ...definition, TimeoutSeconds: run.timeoutSeconds },
          { validationOptions: { noValidate: true } },
        )
      : machine;
    const execution: { overLimit?: string; abort?: () => void } = {};
    const exceed = (message: string): never => {
      execution.overLimit ??= message;
      execution.abort?.();
      throw new DataLimitExceeded(message);
    };
    const handlers = Object.fromEntries(
      Object.entries(await options.tasks()).map(([state, plain]) => [
        state,
        async (taskInput: unknown) => {
          // The event log below is read on microtasks: by the next macrotask it has seen every
          // state before this one, so a task after an oversized state never runs.
          await new Promise((r) => setImmediate(r));
          if (execution.overLimit) throw new DataLimitExceeded(execution.overLimit);
          if (sizeOf(taskInput) > STATE_DATA_LIMIT_BYTES)
            exceed(`The state/task '${state}' input exceeds the maximum number of bytes service limit.`);
          const task = run.wrapTask ? run.wrapTask(state, plain) : plain;
          const payload = await task((taskInput as { Payload: unknown }).Payload);
          if (sizeOf(payload) > STATE_DATA_LIMIT_BYTES)
            exceed(
              `The state/task '${state}' returned a result with a size exceeding the maximum number of bytes service limit.`,
            );
          return { Payload: payload } as never;
        },
      ]),
    );
    const { result, abort, eventLogs } = runner.run(input as never, {
      overrides: { taskResourceLocalHandlers: handlers, waitTimeOverrides },
      ...(run.context ? { context: run.context as never } : {}),
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
      return { status: statusOf(error), error: String((error as Error).message ?? error) };
    }
  };
};
