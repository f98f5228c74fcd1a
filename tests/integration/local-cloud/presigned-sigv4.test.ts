import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshCompany } from '../master-data/support.ts';
import { putPresigned, requestUploadUrl, type UploadUrl } from '../submissions/upload-support.ts';

/**
 * The local S3 verifies SigV4 on every request as S3 does: a presigned URL writes the one key,
 * type and length it was signed for, before it expires, with the signature it was given.
 */
let token: string;
let otherCompanyId: number;
const pdf = Buffer.from(`%PDF-1.4\n%${'y'.repeat(3000)}\n%%EOF\n`);

beforeAll(async () => {
  ({ token } = await freshCompany());
  ({ companyId: otherCompanyId } = await freshCompany());
});

const signed = async (): Promise<UploadUrl> => {
  const res = await requestUploadUrl(token, '/api/goods-receipts', {
    filename: 'slip.pdf',
    content_type: 'application/pdf',
    size: pdf.length,
  });
  expect(res.status, res.text).toBe(201);
  return res.body;
};

const expectS3Error = async (res: Response, status: number, code: string) => {
  const xml = await res.text();
  expect({ status: res.status, code: /<Code>([^<]+)<\/Code>/.exec(xml)?.[1] }).toEqual({ status, code });
};

describe('presigned PUTs against the local S3', () => {
  it("the URL as signed writes the object, after a browser's CORS preflight", async () => {
    const target = await signed();
    const preflight = await fetch(target.upload_url, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');
    const res = await putPresigned(target, pdf);
    expect(res.status, await res.text()).toBe(200);
  });

  it("edited to another company's prefix: 403 SignatureDoesNotMatch", async () => {
    const target = await signed();
    const url = target.upload_url.replace(/\/uploads\/\d+\//, `/uploads/${otherCompanyId}/`);
    expect(url).not.toBe(target.upload_url);
    await expectS3Error(
      await putPresigned({ ...target, upload_url: url }, pdf),
      403,
      'SignatureDoesNotMatch',
    );
  });

  it('edited to another key of the same company: 403', async () => {
    const target = await signed();
    const url = target.upload_url.replace('/slip.pdf?', '/other.pdf?');
    await expectS3Error(
      await putPresigned({ ...target, upload_url: url }, pdf),
      403,
      'SignatureDoesNotMatch',
    );
  });

  it('sent with another content type: 403', async () => {
    const target = await signed();
    const res = await putPresigned({ ...target, headers: { 'Content-Type': 'text/html' } }, pdf);
    await expectS3Error(res, 403, 'SignatureDoesNotMatch');
  });

  it('sent with another length than signed: 403', async () => {
    const res = await putPresigned(await signed(), Buffer.concat([pdf, Buffer.from('more')]));
    await expectS3Error(res, 403, 'SignatureDoesNotMatch');
  });

  it('with a forged signature: 403', async () => {
    const target = await signed();
    const url = target.upload_url.replace(
      /X-Amz-Signature=([0-9a-f]{64})/,
      (_, sig: string) => `X-Amz-Signature=${[...sig].reverse().join('')}`,
    );
    await expectS3Error(
      await putPresigned({ ...target, upload_url: url }, pdf),
      403,
      'SignatureDoesNotMatch',
    );
  });

  it('with a longer expiry written in: 403 (the expiry is signed too)', async () => {
    const target = await signed();
    const url = target.upload_url.replace(/X-Amz-Expires=\d+/, 'X-Amz-Expires=604800');
    await expectS3Error(
      await putPresigned({ ...target, upload_url: url }, pdf),
      403,
      'SignatureDoesNotMatch',
    );
  });

  it('expired: 403 AccessDenied, while the same URL signed now is accepted', async () => {
    const target = await signed();
    const endpoint = new URL(target.upload_url).origin;
    const [, bucket, ...key] = new URL(target.upload_url).pathname.split('/');
    // The developer's own key (the local cloud's admin credentials) signs like any caller.
    const s3 = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const command = () =>
      new PutObjectCommand({
        Bucket: bucket,
        Key: key.map(decodeURIComponent).join('/'),
        ContentType: 'application/pdf',
      });
    const expired = await getSignedUrl(s3, command(), {
      expiresIn: 60,
      signingDate: new Date(Date.now() - 120_000),
    });
    const put = (url: string) =>
      fetch(url, {
        method: 'PUT',
        headers: { 'content-type': 'application/pdf' },
        body: new Uint8Array(pdf),
      });
    const res = await put(expired);
    const xml = await res.text();
    expect(res.status).toBe(403);
    expect(xml).toContain('<Code>AccessDenied</Code>');
    expect(xml).toContain('Request has expired');
    expect((await put(await getSignedUrl(s3, command(), { expiresIn: 60 }))).status).toBe(200);
  });

  it('unsigned, or signed with an unknown key or a wrong secret: 403', async () => {
    const target = await signed();
    const bare = target.upload_url.split('?')[0]!;
    await expectS3Error(await putPresigned({ ...target, upload_url: bare }, pdf), 403, 'AccessDenied');
    const endpoint = new URL(target.upload_url).origin;
    const [, bucket, ...key] = new URL(target.upload_url).pathname.split('/');
    for (const [credentials, code] of [
      [{ accessKeyId: 'AKIAUNKNOWN', secretAccessKey: 'x' }, 'InvalidAccessKeyId'],
      [{ accessKeyId: 'S3RVER', secretAccessKey: 'not-the-secret' }, 'SignatureDoesNotMatch'],
    ] as const) {
      const s3 = new S3Client({
        endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials,
        maxAttempts: 1,
      });
      const error = await s3
        .send(new PutObjectCommand({ Bucket: bucket, Key: key.join('/'), Body: pdf }))
        .then(
          () => null,
          (e: { name?: string; $metadata?: { httpStatusCode?: number } }) => e,
        );
      expect({ name: error?.name, status: error?.$metadata?.httpStatusCode }).toEqual({
        name: code,
        status: 403,
      });
    }
  });
});
