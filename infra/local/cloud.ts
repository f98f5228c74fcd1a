// First: the functions' SDK clients read its credential provider when their modules load.
import './iam/install-function-credentials.ts';
import { ADMIN, runAsFunction } from './iam/function-identity.ts';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../lib/paths.ts';
import { ensureTable } from './create-table.ts';
import { startDynamoDbLocal } from './dynamodb-local.ts';
import { freePort } from './free-port.ts';
import { LOCAL_BUCKET, LOCAL_CREDENTIALS, LOCAL_REGION, LOCAL_TABLE } from './local-aws.ts';
import { SUBMIT_SWEEPER_ENTRY } from '../lib/jobs/job-entries.ts';
import { lambdaContext } from './lambda-context.ts';
import { localJwtSecret } from './local-jwt-secret.ts';
import { startGateway } from './gateway.ts';
import { ocrWarmUp } from './ocr-warm-up.ts';
import { createAuthorizer } from './iam/authorize.ts';
import { startCheckedEndpoint } from './iam/checked-endpoint.ts';
import { synthesizedPolicies } from './iam/synth-policies.ts';
import { createExportRunner } from './export-runner.ts';
import { createPipelineRunner, type PipelineExecution } from './pipeline-runner.ts';
import { startLoopStats } from './loop-stats.ts';
import { startScheduler } from './scheduler.ts';
import { startS3Local } from './s3-local.ts';
import { seed, type SeedResult } from './seed.ts';

export { LOCAL_BUCKET, LOCAL_TABLE };

export interface LocalCloudOptions {
  /** 0 picks a free port. */
  apiPort: number;
  s3Port?: number;
  dynamoPort?: number;
  /** Empty, in-memory storage instead of `.data/`. */
  fresh: boolean;
  dataDir?: string;
  /** Serve the built SPA from the gateway, as CloudFront does. */
  webDist?: string;
  /** Origins allowed to PUT presigned uploads. */
  webOrigins?: readonly string[];
  log?: (line: string) => void;
  /**
   * How often the submit sweeper runs (the EventBridge schedule's stand-in); 0 turns it off.
   * Default LOCAL_SWEEP_INTERVAL_MS, else one minute. Tests turn it off and run its handler.
   */
  sweepIntervalMs?: number;
}

export interface LocalCloud {
  apiUrl: string;
  s3Endpoint: string;
  dynamoEndpoint: string;
  /** DynamoDB as the functions reach it: SigV4 and IAM checked (tests/bench/local-cloud-calls.bench.ts). */
  checkedDynamoEndpoint: string;
  seeded: SeedResult;
  pipelineExecutions: PipelineExecution[];
  stop(): Promise<void>;
}

/**
 * The embedded local cloud: DynamoDB Local, s3rver, the HTTP gateway running the real
 * authorizer and handlers, and the document pipeline on aws-local-stepfunctions.
 * Handlers run in this process and find their resources through the same environment
 * variables CDK sets in AWS.
 */
/** The submit sweeper on a timer: the same handler the schedule invokes in AWS. */
const startSweeper = async (options: LocalCloudOptions, log: (line: string) => void) => {
  const every = options.sweepIntervalMs ?? Number(process.env.LOCAL_SWEEP_INTERVAL_MS ?? 60_000);
  if (!(every > 0)) return async () => undefined;
  const { handler } = await import('@bp/functions/jobs/sweep-submits.ts');
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    // As its own function: the local IAM checks hold it to the role CDK synthesizes for it.
    runAsFunction({ name: 'job-sweep-submits', entry: SUBMIT_SWEEPER_ENTRY }, () =>
      handler(undefined, lambdaContext('sweep-submits')),
    )
      .then((r) => r.finished && log(`sweeper finished ${r.finished} frozen submit(s)`))
      .catch((error: unknown) => log(`sweeper failed: ${String(error)}`))
      .finally(() => (running = false));
  }, every);
  timer.unref();
  return async () => clearInterval(timer);
};

export const startLocalCloud = async (options: LocalCloudOptions): Promise<LocalCloud> => {
  const log = options.log ?? (() => undefined);
  const dataDir = options.dataDir ?? join(repoRoot, '.data');
  const started: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const s of started.reverse()) await s().catch(() => undefined);
  };

  try {
    const region = process.env.AWS_REGION ?? LOCAL_REGION;
    // Before anything with a start deadline: synthesizing (only when the CDK app changed) holds
    // this thread for seconds.
    const policies = await synthesizedPolicies(repoRoot, {
      region,
      tableName: LOCAL_TABLE,
      bucketName: LOCAL_BUCKET,
    });
    const iam = createAuthorizer(policies);
    const [dynamoPort, s3Port, s3rverPort, checkedDynamoPort] = await Promise.all([
      options.dynamoPort ? Promise.resolve(options.dynamoPort) : freePort(),
      options.s3Port ?? freePort(),
      freePort(),
      freePort(),
    ]);
    const dynamo = await startDynamoDbLocal({
      port: dynamoPort,
      dataDir: options.fresh ? undefined : join(dataDir, 'dynamodb'),
    });
    started.push(dynamo.stop);
    log(`DynamoDB Local on ${dynamo.endpoint}`);
    // What the functions call: SigV4 and IAM checked, as AWS does, in front of DynamoDB Local.
    const checkedDynamo = await startCheckedEndpoint({
      service: 'dynamodb',
      upstream: dynamo.endpoint,
      port: checkedDynamoPort,
      region,
      authorizer: iam,
    });
    started.push(checkedDynamo.stop);

    Object.assign(process.env, {
      AWS_REGION: region,
      AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
      AWS_ENDPOINT_URL_DYNAMODB: checkedDynamo.endpoint,
      TABLE_NAME: LOCAL_TABLE,
      BUCKET_NAME: LOCAL_BUCKET,
      S3_FORCE_PATH_STYLE: 'true',
      JWT_SECRET: localJwtSecret(dataDir, options.fresh ?? false),
      // The handlers' structured logs: warnings and errors only, unless asked for (INFO, DEBUG).
      POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'WARN',
      // Textract reads on AWS's machines, not the API's: the local OCR runs in a process of its
      // own at a lower priority (OCR_PROCESS=in-process keeps it here, to compare).
      OCR_PROCESS: process.env.OCR_PROCESS ?? 'child',
    });
    started.push(async () => {
      const { closeOcrChildProcess } = await import('@bp/functions/adapters/ocr/ocr-child-process.ts');
      await closeOcrChildProcess();
    });

    // s3rver always stores on disk: a fresh run gets a throw-away folder.
    const s3Dir = options.fresh ? mkdtempSync(join(tmpdir(), 'batchpath-s3-')) : join(dataDir, 's3');
    if (options.fresh) started.push(async () => rmSync(s3Dir, { recursive: true, force: true }));
    const corsOrigins = options.webOrigins ?? ['*'];
    const s3 = await startS3Local({
      port: s3rverPort,
      directory: s3Dir,
      bucket: LOCAL_BUCKET,
      corsOrigins,
    });
    started.push(s3.stop);
    // Browsers and functions reach s3rver only through the SigV4 and IAM checks.
    const checkedS3 = await startCheckedEndpoint({
      service: 's3',
      upstream: s3.endpoint,
      port: s3Port,
      region,
      authorizer: iam,
      corsOrigins,
    });
    started.push(checkedS3.stop);
    process.env.AWS_ENDPOINT_URL_S3 = checkedS3.endpoint;
    log(`S3 (s3rver behind SigV4 and IAM checks) on ${checkedS3.endpoint}`);

    const ddb = new DynamoDBClient({});
    await ensureTable(ddb, LOCAL_TABLE);
    ddb.destroy();
    const seeded = await runAsFunction(ADMIN, () => seed());

    const pipeline = await createPipelineRunner(repoRoot, (e) =>
      log(`pipeline ${e.status.toLowerCase()} for ${e.key}${e.error ? `: ${e.error}` : ''}`),
    );
    const exportRunner = createExportRunner(log);
    started.push(exportRunner.stop);
    // s3rver is an EventEmitter at runtime; its type definitions leave that out.
    (s3.server as unknown as NodeJS.EventEmitter).on('event', (event: { Records?: unknown[] }) => {
      for (const record of event.Records ?? []) {
        pipeline.onS3Event(record as never);
        exportRunner.onS3Event(record as never);
      }
    });

    const scheduler = startScheduler(repoRoot, log);
    started.push(async () => scheduler.stop());
    const gateway = await startGateway({
      port: options.apiPort,
      webDist: options.webDist,
      iam,
      scheduler,
      onRoute: await ocrWarmUp(log),
    });
    started.push(gateway.stop);
    log(`API gateway on ${gateway.url}`);
    pipeline.warm();
    void gateway.warm();
    const stopLoopStats = startLoopStats(log);
    started.push(async () => stopLoopStats());
    started.push(await startSweeper(options, log));

    return {
      apiUrl: gateway.url,
      s3Endpoint: checkedS3.endpoint,
      dynamoEndpoint: dynamo.endpoint,
      checkedDynamoEndpoint: checkedDynamo.endpoint,
      seeded,
      pipelineExecutions: pipeline.executions,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
};
