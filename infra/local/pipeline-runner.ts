import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UPLOADS_PREFIX } from '@bp/shared/documents.ts';
import type { StateMachineDefinition } from 'aws-local-stepfunctions';
import { PIPELINE_DEFINITION_FILE, pipelineTasks } from '../lib/pipeline/pipeline-tasks.ts';
import { runAsFunction } from './iam/function-identity.ts';
import { createStateMachineRunner, type LambdaTask } from './state-machine-runner.ts';

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
 * with every Lambda task mapped to its handler module in this process, run as that function
 * (its own credentials, so its SDK calls meet its own IAM policy).
 * `retryScale` multiplies the ASL's retry waits (LOCAL_RETRY_SCALE, default 1: as in AWS).
 */
export const createPipelineRunner = async (
  repoRoot: string,
  onFinished?: (e: PipelineExecution) => void,
  options: { retryScale?: number } = {},
) => {
  // The step modules (the OCR engine among them) load on the first upload, not at start-up:
  // the gateway answers at once and a cloud without uploads never loads them.
  let loaded: Promise<Record<string, LambdaTask>> | undefined;
  const loadHandlers = async () => {
    const tasks: Record<string, LambdaTask> = {};
    for (const task of pipelineTasks) {
      const module = (await import(join(repoRoot, task.entry))) as { handler: LambdaTask };
      const fn = { name: `pipeline-${task.state}`, entry: task.entry };
      tasks[task.state] = (payload) => runAsFunction(fn, () => module.handler(payload));
    }
    return tasks;
  };
  const runMachine = createStateMachineRunner({
    definition: loadDefinition(repoRoot),
    tasks: () => (loaded ??= loadHandlers()),
    retryScale: options.retryScale ?? Number(process.env.LOCAL_RETRY_SCALE ?? 1),
  });

  const executions: PipelineExecution[] = [];
  const run = async (event: ReturnType<typeof toObjectCreatedEvent>): Promise<PipelineExecution> => {
    const key = event.detail.object.key;
    let execution: PipelineExecution;
    try {
      execution = { key, ...(await runMachine(event)) };
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
