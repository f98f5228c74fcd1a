import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UPLOADS_PREFIX } from '@bp/shared/documents.ts';
import type { StateMachineDefinition } from 'aws-local-stepfunctions';
import type { Context } from 'aws-lambda';
import {
  EXECUTION_ENDED_ENTRY,
  EXECUTION_ENDED_TIMEOUT_SECONDS,
  PIPELINE_DEFINITION_FILE,
  pipelineTasks,
} from '../lib/pipeline/pipeline-tasks.ts';
import { FunctionTimedOut, withFunctionTimeout } from './function-timeout.ts';
import { runAsFunction } from './iam/function-identity.ts';
import { lambdaContext } from './lambda-context.ts';
import { type PipelineFault, takePipelineFault } from './pipeline-faults.ts';
import { createStateMachineRunner, type LambdaTask, type StateMachineRun } from './state-machine-runner.ts';

export interface PipelineExecution {
  key: string;
  executionArn: string;
  status: StateMachineRun['status'];
  output?: unknown;
  error?: string;
}

/** The S3 notification record s3rver emits. */
interface S3Record {
  eventName?: string;
  s3?: { bucket?: { name?: string }; object?: { key?: string; size?: number; eTag?: string } };
}

type Handler = (payload: unknown, context: Context) => Promise<unknown>;

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

/**
 * Lambda's asynchronous invocation, which is how the deployed rule runs ExecutionEnded: a run that
 * throws (DynamoDB did not answer in time) is run again, twice, about one and two minutes later.
 * Without it one failed run would leave its submission pending for ever (found by bench:load).
 */
const ASYNC_RETRY_DELAYS_MS = [60_000, 120_000];
const asAsyncInvocation = async <T>(run: () => Promise<T>, scale: number): Promise<T> => {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const delay = ASYNC_RETRY_DELAYS_MS[attempt];
      if (delay === undefined) throw error;
      await new Promise((r) => setTimeout(r, delay * scale));
    }
  }
};

/**
 * A test fault's hanging step: it answers only after the execution has timed out, or, given a
 * function timeout, never, and Lambda ends each attempt at that timeout.
 */
const hangingTask =
  (fault: PipelineFault | undefined) =>
  (state: string, task: LambdaTask): LambdaTask => {
    if (fault?.hangState !== state) return task;
    const cutAt = fault.functionTimeoutSeconds;
    if (cutAt) return () => withFunctionTimeout(() => new Promise<never>(() => undefined), cutAt);
    return async (payload) => {
      await new Promise((r) => setTimeout(r, ((fault.timeoutSeconds ?? 0) + 5) * 1000));
      return task(payload);
    };
  };

/**
 * Runs the pipeline for each upload under UPLOADS_PREFIX, like the deployed EventBridge rule,
 * with every Lambda task mapped to its handler module in this process, run as that function
 * (its own credentials, so its SDK calls meet its own IAM policy). The context object carries
 * the execution's ARN as in AWS. An execution that ends FAILED, TIMED_OUT or ABORTED is handed
 * to the ExecutionEnded handler (run as its own function), as the deployed rule on the machine's
 * status changes does, retried as Lambda retries an async invocation. `retryScale` multiplies the
 * ASL's retry and Wait times and those retries' delays (LOCAL_RETRY_SCALE, default 1: as in AWS).
 */
export const createPipelineRunner = async (
  repoRoot: string,
  onFinished?: (e: PipelineExecution) => void,
  options: { retryScale?: number } = {},
) => {
  // The step modules (the OCR engine among them) load on the first upload, not at start-up:
  // the gateway answers at once and a cloud without uploads never loads them.
  let loaded: Promise<{ tasks: Record<string, LambdaTask>; executionEnded: LambdaTask }> | undefined;
  const asFunction = async (name: string, entry: string, timeoutSeconds: number): Promise<LambdaTask> => {
    const module = (await import(join(repoRoot, entry))) as { handler: Handler };
    return (payload) =>
      withFunctionTimeout(
        () =>
          runAsFunction({ name, entry }, () =>
            module.handler(payload, lambdaContext(name, timeoutSeconds * 1000)),
          ),
        timeoutSeconds,
      ).catch((error: unknown) => {
        // The handler logs its own errors; a timeout only Lambda sees, and logs.
        if (error instanceof FunctionTimedOut) console.error(`${name}: ${error.message}`);
        throw error;
      });
  };
  const loadHandlers = async () => {
    const tasks: Record<string, LambdaTask> = {};
    for (const task of pipelineTasks)
      tasks[task.state] = await asFunction(`pipeline-${task.state}`, task.entry, task.timeoutSeconds);
    const executionEnded = await asFunction(
      'pipeline-ExecutionEnded',
      EXECUTION_ENDED_ENTRY,
      EXECUTION_ENDED_TIMEOUT_SECONDS,
    );
    return { tasks, executionEnded };
  };
  const load = () => (loaded ??= loadHandlers());
  const retryScale = options.retryScale ?? Number(process.env.LOCAL_RETRY_SCALE ?? 1);
  const runMachine = createStateMachineRunner({
    definition: loadDefinition(repoRoot),
    tasks: async () => (await load()).tasks,
    retryScale,
  });

  const executions: PipelineExecution[] = [];
  const run = async (
    event: ReturnType<typeof toObjectCreatedEvent>,
    fault?: PipelineFault,
  ): Promise<PipelineExecution> => {
    const key = event.detail.object.key;
    const name = crypto.randomUUID();
    const executionArn = `arn:aws:states:local:000000000000:execution:DocumentPipeline:${name}`;
    let execution: PipelineExecution;
    try {
      const ended = await runMachine(event, {
        context: {
          Execution: { Id: executionArn, Name: name, Input: event, StartTime: new Date().toISOString() },
          StateMachine: { Id: STATE_MACHINE_ARN, Name: 'DocumentPipeline' },
        },
        timeoutSeconds: fault?.timeoutSeconds,
        wrapTask: hangingTask(fault),
      });
      execution = { key, executionArn, ...ended };
    } catch (error) {
      execution = { key, executionArn, status: 'FAILED', error: String((error as Error).message ?? error) };
    }
    if (execution.status !== 'SUCCEEDED') {
      try {
        const { executionEnded } = await load();
        const change = executionStatusChange(executionArn, execution.status, event);
        await asAsyncInvocation(() => executionEnded(change), retryScale);
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
      load().catch(() => (loaded = undefined));
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
