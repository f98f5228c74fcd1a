import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureTable } from './create-table.ts';
import { startDynamoDbLocal } from './dynamodb-local.ts';
import { freePort } from './free-port.ts';
import { LOCAL_BUCKET, LOCAL_CREDENTIALS, LOCAL_REGION, LOCAL_TABLE } from './local-aws.ts';
import { localJwtSecret } from './local-jwt-secret.ts';
import { startGateway } from './gateway.ts';
import { createPipelineRunner, type PipelineExecution } from './pipeline-runner.ts';
import { startScheduler } from './scheduler.ts';
import { startS3Local } from './s3-local.ts';
import { seed, type SeedResult } from './seed.ts';

export const repoRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));

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
}

export interface LocalCloud {
  apiUrl: string;
  s3Endpoint: string;
  dynamoEndpoint: string;
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
export const startLocalCloud = async (options: LocalCloudOptions): Promise<LocalCloud> => {
  const log = options.log ?? (() => undefined);
  const dataDir = options.dataDir ?? join(repoRoot, '.data');
  const started: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const s of started.reverse()) await s().catch(() => undefined);
  };

  try {
    const [dynamoPort, s3Port] = await Promise.all([
      options.dynamoPort ? Promise.resolve(options.dynamoPort) : freePort(),
      options.s3Port ?? freePort(),
    ]);
    const dynamo = await startDynamoDbLocal({
      port: dynamoPort,
      dataDir: options.fresh ? undefined : join(dataDir, 'dynamodb'),
    });
    started.push(dynamo.stop);
    log(`DynamoDB Local on ${dynamo.endpoint}`);

    Object.assign(process.env, {
      AWS_REGION: process.env.AWS_REGION ?? LOCAL_REGION,
      AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
      AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
      TABLE_NAME: LOCAL_TABLE,
      BUCKET_NAME: LOCAL_BUCKET,
      S3_FORCE_PATH_STYLE: 'true',
      JWT_SECRET: localJwtSecret(dataDir, options.fresh ?? false),
      // The handlers' structured logs: warnings and errors only, unless asked for (INFO, DEBUG).
      POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'WARN',
    });

    // s3rver always stores on disk: a fresh run gets a throw-away folder.
    const s3Dir = options.fresh ? mkdtempSync(join(tmpdir(), 'batchpath-s3-')) : join(dataDir, 's3');
    if (options.fresh) started.push(async () => rmSync(s3Dir, { recursive: true, force: true }));
    const s3 = await startS3Local({
      port: s3Port,
      directory: s3Dir,
      bucket: LOCAL_BUCKET,
      corsOrigins: options.webOrigins ?? ['*'],
    });
    started.push(s3.stop);
    process.env.AWS_ENDPOINT_URL_S3 = s3.endpoint;
    log(`S3 (s3rver) on ${s3.endpoint}`);

    const ddb = new DynamoDBClient({});
    await ensureTable(ddb, LOCAL_TABLE);
    ddb.destroy();
    const seeded = await seed();

    const pipeline = await createPipelineRunner(repoRoot, (e) =>
      log(`pipeline ${e.status.toLowerCase()} for ${e.key}${e.error ? `: ${e.error}` : ''}`),
    );
    // s3rver is an EventEmitter at runtime; its type definitions leave that out.
    (s3.server as unknown as NodeJS.EventEmitter).on('event', (event: { Records?: unknown[] }) => {
      for (const record of event.Records ?? []) pipeline.onS3Event(record as never);
    });

    const scheduler = startScheduler(repoRoot, log);
    started.push(async () => scheduler.stop());
    const gateway = await startGateway({ port: options.apiPort, webDist: options.webDist, scheduler });
    started.push(gateway.stop);
    log(`API gateway on ${gateway.url}`);
    pipeline.warm();

    return {
      apiUrl: gateway.url,
      s3Endpoint: s3.endpoint,
      dynamoEndpoint: dynamo.endpoint,
      seeded,
      pipelineExecutions: pipeline.executions,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
};
