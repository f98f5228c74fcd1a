import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../lib/paths.ts';
import { freePort } from './free-port.ts';
import { createPipelineRunner, loadDefinition, type PipelineExecution } from './pipeline-runner.ts';
import { type S3Local, startS3Local } from './s3-local.ts';

const BUCKET = 'pipeline-test-bucket';

describe('document pipeline on aws-local-stepfunctions', () => {
  let s3: S3Local;
  let dir: string;
  let client: S3Client;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pipeline-test-'));
    s3 = await startS3Local({ port: await freePort(), directory: dir, bucket: BUCKET, corsOrigins: ['*'] });
    Object.assign(process.env, {
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      AWS_ENDPOINT_URL_S3: s3.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      BUCKET_NAME: BUCKET,
    });
    client = new S3Client({ forcePathStyle: true, endpoint: s3.endpoint });
  });

  afterAll(async () => {
    client.destroy();
    await s3.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('loads the deployed ASL file with every substitution filled', () => {
    expect(JSON.stringify(loadDefinition(repoRoot))).not.toContain('${');
  });

  it('runs for an upload under the uploads prefix, as the EventBridge rule does, and not for other keys', async () => {
    const finished: PipelineExecution[] = [];
    let resolve = () => undefined as void;
    const done = new Promise<void>((r) => (resolve = r));
    // Loading the step modules (the OCR engine among them) takes a few seconds: wire it first.
    const runner = await createPipelineRunner(repoRoot, (e) => {
      finished.push(e);
      resolve();
    });
    (s3.server as unknown as NodeJS.EventEmitter).on('event', (event: { Records: unknown[] }) => {
      for (const r of event.Records) runner.onS3Event(r as never);
    });
    await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'other/ignored.txt', Body: 'x' }));
    // Under the prefix but naming no submission: the first step stops the execution quietly.
    const key = 'uploads/not-a-company/photo.jpg';
    await client.send(
      new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: Buffer.alloc(1234), ContentType: 'image/jpeg' }),
    );
    await done;
    expect(finished).toHaveLength(1);
    expect(finished[0]).toMatchObject({ key, status: 'SUCCEEDED' });
    expect(JSON.stringify(finished[0]?.output)).toContain('"proceed":false');
  }, 60_000);
});
