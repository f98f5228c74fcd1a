import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UPLOADS_PREFIX } from '@bp/shared/documents.ts';
import { StateMachine, type StateMachineDefinition } from 'aws-local-stepfunctions';
import { PIPELINE_DEFINITION_FILE, pipelineTasks } from '../lib/pipeline/pipeline-tasks.ts';
import { runAsFunction } from './iam/function-identity.ts';

type TaskHandler = (input: unknown) => Promise<unknown>;

export interface PipelineExecution {
  key: string;
  status: 'SUCCEEDED' | 'FAILED';
  output?: unknown;
  error?: string;
}

/** The S3 notification record s3rver emits. */
interface S3Record {
  eventName?: string;
  s3?: { bucket?: { name?: string }; object?: { key?: string; size?: number; eTag?: string } };
}

const localArn = (name: string) => `arn:aws:lambda:local:000000000000:function:${name}`;

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

/**
 * Runs the pipeline for each upload under UPLOADS_PREFIX, like the deployed EventBridge rule,
 * with every Lambda task mapped to its handler module in this process.
 */
export const createPipelineRunner = async (repoRoot: string, onFinished?: (e: PipelineExecution) => void) => {
  const machine = new StateMachine(loadDefinition(repoRoot), { validationOptions: { checkArn: false } });
  // The step modules (the OCR engine among them) load on the first upload, not at start-up:
  // the gateway answers at once and a cloud without uploads never loads them.
  let loaded: Promise<Record<string, TaskHandler>> | undefined;
  const loadHandlers = async () => {
    const taskHandlers: Record<string, TaskHandler> = {};
    for (const task of pipelineTasks) {
      const module = (await import(join(repoRoot, task.entry))) as {
        handler: (payload: unknown) => Promise<unknown>;
      };
      const fn = { name: `pipeline-${task.state}`, entry: task.entry };
      taskHandlers[task.state] = async (input) => ({
        Payload: await runAsFunction(fn, () => module.handler((input as { Payload: unknown }).Payload)),
      });
    }
    return taskHandlers;
  };

  // Retries happen at once locally: the waits are for AWS throttling, which does not happen here.
  const retryNow = Object.fromEntries(pipelineTasks.map((t) => [t.state, 0]));
  const executions: PipelineExecution[] = [];
  const run = async (event: ReturnType<typeof toObjectCreatedEvent>): Promise<PipelineExecution> => {
    const key = event.detail.object.key;
    let execution: PipelineExecution;
    try {
      loaded ??= loadHandlers();
      const taskHandlers = await loaded;
      const { result } = machine.run(event as never, {
        overrides: { taskResourceLocalHandlers: taskHandlers as never, retryIntervalOverrides: retryNow },
      });
      execution = { key, status: 'SUCCEEDED', output: await result };
    } catch (error) {
      execution = { key, status: 'FAILED', error: String((error as Error).message ?? error) };
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
      void run(toObjectCreatedEvent(record));
    },
  };
};
