import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UPLOADS_PREFIX } from '@bp/shared/documents.ts';
import { StateMachine, type StateMachineDefinition } from 'aws-local-stepfunctions';
import {
  EXECUTION_ENDED_ENTRY,
  PIPELINE_DEFINITION_FILE,
  pipelineTasks,
} from '../lib/pipeline/pipeline-tasks.ts';
import { type PipelineFault, takePipelineFault } from './pipeline-faults.ts';

type TaskHandler = (input: unknown) => Promise<unknown>;
type Handler = (payload: unknown) => Promise<unknown>;

export interface PipelineExecution {
  key: string;
  executionArn: string;
  status: 'SUCCEEDED' | 'FAILED' | 'TIMED_OUT' | 'ABORTED';
  output?: unknown;
  error?: string;
}

/** The S3 notification record s3rver emits. */
interface S3Record {
  eventName?: string;
  s3?: { bucket?: { name?: string }; object?: { key?: string; size?: number; eTag?: string } };
}

const localArn = (name: string) => `arn:aws:lambda:local:000000000000:function:${name}`;
const STATE_MACHINE_ARN = 'arn:aws:states:local:000000000000:stateMachine:DocumentPipeline';

/** The same ASL file CDK deploys, with the same substitutions filled by local ARNs. */
export const loadDefinition = (repoRoot: string): StateMachineDefinition => {
  let text = readFileSync(join(repoRoot, PIPELINE_DEFINITION_FILE), 'utf8');
  for (const task of pipelineTasks)
    text = text.replaceAll(`\${${task.substitution}}`, localArn(task.substitution));
  const left = /\$\{[^}]+\}/.exec(text);
  if (left) throw new Error(`Pipeline definition has an unsubstituted placeholder ${left[0]}`);
  return JSON.parse(text) as StateMachineDefinition;
};

/** The EventBridge "Object Created" event the deployed rule delivers, built from s3rver's record. */
export const toObjectCreatedEvent = (record: S3Record) => ({
  version: '0',
  id: crypto.randomUUID(),
  'detail-type': 'Object Created',
  source: 'aws.s3',
  account: '000000000000',
  time: new Date().toISOString(),
  region: 'local',
  resources: [`arn:aws:s3:::${record.s3?.bucket?.name}`],
  detail: {
    version: '0',
    bucket: { name: record.s3?.bucket?.name },
    object: {
      key: decodeURIComponent(record.s3?.object?.key ?? ''),
      size: record.s3?.object?.size,
      etag: record.s3?.object?.eTag,
    },
    reason: 'PutObject',
  },
});

/** Step Functions' "Execution Status Change" event, as the deployed rule hands it to ExecutionEnded. */
export const executionStatusChange = (executionArn: string, status: string, input: unknown) => ({
  version: '0',
  id: crypto.randomUUID(),
  'detail-type': 'Step Functions Execution Status Change',
  source: 'aws.states',
  account: '000000000000',
  time: new Date().toISOString(),
  region: 'local',
  resources: [executionArn],
  detail: { executionArn, stateMachineArn: STATE_MACHINE_ARN, status, input: JSON.stringify(input) },
});

const statusOf = (error: unknown): PipelineExecution['status'] => {
  const name = (error as Error)?.name;
  if (name === 'ExecutionTimeoutError') return 'TIMED_OUT';
  if (name === 'ExecutionAbortedError') return 'ABORTED';
  return 'FAILED';
};

export interface PipelineRunnerOptions {
  /**
   * Retry and Wait intervals in milliseconds instead of the ASL's seconds (0: at once). The
   * deployed machine waits its ASL intervals; locally they only slow tests down.
   */
  intervalMs?: number;
}

/**
 * Runs the pipeline for each upload under UPLOADS_PREFIX, like the deployed EventBridge rule,
 * with every Lambda task mapped to its handler module in this process. An execution that ends
 * FAILED, TIMED_OUT or ABORTED is handed to the ExecutionEnded handler, as the deployed rule
 * on the machine's status changes does.
 */
export const createPipelineRunner = async (
  repoRoot: string,
  onFinished?: (e: PipelineExecution) => void,
  options: PipelineRunnerOptions = {},
) => {
  const definition = loadDefinition(repoRoot);
  const machine = new StateMachine(definition, { validationOptions: { checkArn: false } });
  // The step modules (the OCR engine among them) load on the first upload, not at start-up:
  // the gateway answers at once and a cloud without uploads never loads them.
  let loaded: Promise<{ tasks: Record<string, Handler>; executionEnded: Handler }> | undefined;
  const loadModule = async (entry: string) =>
    ((await import(join(repoRoot, entry))) as { handler: Handler }).handler;
  const loadHandlers = async () => {
    const tasks: Record<string, Handler> = {};
    for (const task of pipelineTasks) tasks[task.state] = await loadModule(task.entry);
    return { tasks, executionEnded: await loadModule(EXECUTION_ENDED_ENTRY) };
  };
  const taskHandlers = (tasks: Record<string, Handler>, fault: PipelineFault | undefined) =>
    Object.fromEntries(
      Object.entries(tasks).map(([state, handler]): [string, TaskHandler] => [
        state,
        async (input) => {
          if (fault?.hangState === state)
            await new Promise((r) => setTimeout(r, ((fault.timeoutSeconds ?? 0) + 5) * 1000));
          return { Payload: await handler((input as { Payload: unknown }).Payload) };
        },
      ]),
    );

  const interval = options.intervalMs ?? 0;
  const retryIntervals = Object.fromEntries(pipelineTasks.map((t) => [t.state, interval]));
  const waitTimes = { WaitForText: interval };
  const executions: PipelineExecution[] = [];

  const run = async (
    event: ReturnType<typeof toObjectCreatedEvent>,
    fault?: PipelineFault,
  ): Promise<PipelineExecution> => {
    const key = event.detail.object.key;
    const name = crypto.randomUUID();
    const executionArn = `arn:aws:states:local:000000000000:execution:DocumentPipeline:${name}`;
    let execution: PipelineExecution;
    let handlers;
    try {
      loaded ??= loadHandlers();
      handlers = await loaded;
      const runWith = fault?.timeoutSeconds
        ? new StateMachine(
            { ...definition, TimeoutSeconds: fault.timeoutSeconds },
            {
              validationOptions: { checkArn: false },
            },
          )
        : machine;
      const { result } = runWith.run(event as never, {
        overrides: {
          taskResourceLocalHandlers: taskHandlers(handlers.tasks, fault) as never,
          retryIntervalOverrides: retryIntervals,
          waitTimeOverrides: waitTimes,
        },
        context: {
          Execution: {
            Id: executionArn,
            Name: name,
            Input: event as never,
            StartTime: new Date().toISOString(),
          },
          StateMachine: { Id: STATE_MACHINE_ARN, Name: 'DocumentPipeline' },
        },
      });
      execution = { key, executionArn, status: 'SUCCEEDED', output: await result };
    } catch (error) {
      execution = {
        key,
        executionArn,
        status: statusOf(error),
        error: String((error as Error).message ?? error),
      };
    }
    if (execution.status !== 'SUCCEEDED' && handlers) {
      try {
        await handlers.executionEnded(executionStatusChange(executionArn, execution.status, event));
      } catch (error) {
        execution.error = `${execution.error}; ExecutionEnded failed: ${(error as Error).message}`;
      }
    }
    executions.push(execution);
    onFinished?.(execution);
    return execution;
  };

  return {
    executions,
    run,
    /** Loads the step modules ahead of the first upload (the cloud calls it once it answers). */
    warm: () => {
      loaded ??= loadHandlers();
      loaded.catch(() => (loaded = undefined));
    },
    /** Wire to s3rver's `event` emitter. */
    onS3Event: (record: S3Record) => {
      const key = decodeURIComponent(record.s3?.object?.key ?? '');
      if (!record.eventName?.startsWith('ObjectCreated') || !key.startsWith(UPLOADS_PREFIX)) return;
      const fault = takePipelineFault(key);
      const event = toObjectCreatedEvent(record);
      for (let i = 0; i < (fault?.executions ?? 1); i++) void run(event, fault);
    },
  };
};
