import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { uploadKey } from '@bp/shared/documents.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './cloud.ts';
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
    const done = new Promise<void>((resolve) => {
      void createPipelineRunner(repoRoot, (e) => {
        finished.push(e);
        resolve();
      }).then((runner) => {
        (s3.server as unknown as NodeJS.EventEmitter).on('event', (event: { Records: unknown[] }) => {
          for (const r of event.Records) runner.onS3Event(r as never);
        });
      });
    });
    await new Promise((r) => setTimeout(r, 200));
    await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'other/ignored.txt', Body: 'x' }));
    const key = uploadKey(1, 'goods-receipts', 1, 'receipt photo.jpg');
    await client.send(
      new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: Buffer.alloc(1234), ContentType: 'image/jpeg' }),
    );
    await done;
    expect(finished).toHaveLength(1);
    expect(finished[0]).toMatchObject({ key, status: 'SUCCEEDED' });
    expect(JSON.stringify(finished[0]?.output)).toContain('"size":1234');
  });

  it('ends in the failure state when a step fails', async () => {
    const runner = await createPipelineRunner(repoRoot);
    const execution = await runner.run({
      version: '0',
      id: crypto.randomUUID(),
      'detail-type': 'Object Created',
      source: 'aws.s3',
      account: '0',
      time: new Date().toISOString(),
      region: 'local',
      resources: [],
      detail: {
        version: '0',
        bucket: { name: BUCKET },
        object: { key: 'uploads/missing.pdf', size: 0, etag: '' },
        reason: 'PutObject',
      },
    });
    expect(execution.status).toBe('FAILED');
    expect(execution.error).toMatch(/DocumentPipelineFailed|failed/i);
  });
});
