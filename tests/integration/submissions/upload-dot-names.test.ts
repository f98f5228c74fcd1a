import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { freshCompany } from './support.ts';
import { multipart, pngUploadUrl, putPresigned } from './upload-support.ts';

/**
 * A file named `.` or `..` is a dot segment once it is the storage key's last part: the S3
 * client (and any browser) resolves it away, so the signed path is not the one sent. The
 * upload must still land, not answer 500 or a presigned URL no client can use.
 */
const BASE = '/api/goods-receipts';
let token: string;

/** A small PNG of its own width, so no two uploads are the same file. */
const png = (width: number) =>
  sharp({ create: { width, height: 20, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();

beforeAll(async () => {
  ({ token } = await freshCompany());
});

describe('uploads named by a dot segment', () => {
  it.each(['.', '..'])('upload-document of a file named %j is stored', async (name) => {
    const res = await api<{ submission_id: number }>('POST', `${BASE}/upload-document`, {
      token,
      body: multipart(name, await png(name.length * 10 + 30), 'image/png'),
    });
    expect(res.status, res.text).toBe(201);
    const submission = await api<Record<string, unknown>>('GET', `${BASE}/${res.body.submission_id}`, {
      token,
    });
    expect(submission.body.filename).toBe(name);
  });

  it.each(['.', '..'])('the presigned PUT of a file named %j lands', async (name) => {
    const bytes = await png(name.length * 10 + 100);
    const target = await pngUploadUrl(token, name, bytes.length);
    const put = await putPresigned(target, bytes);
    expect(put.status, await put.text()).toBe(200);
  });
});
