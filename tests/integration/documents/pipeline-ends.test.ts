import { createHash } from 'node:crypto';
import { failureReasons } from '@bp/functions/core/documents/failure-reasons.ts';
import { tenantPrefix } from '@bp/shared/table/schema.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { receivingLogPdf } from '../../support/text-pdf.ts';
import { api, apiUrl } from '../support/api.ts';
import { rawGet } from '../support/raw-get.ts';
import { expectRoute, freshCompany, kindClient } from '../submissions/support.ts';
import {
  armDynamoFault,
  armPipelineFault,
  blankPage,
  putPresigned,
  requestUploadUrl,
  settled,
  type UploadUrl,
} from '../submissions/upload-support.ts';

/**
 * Issue 19: a document always ends transcribed or failed, whatever happens to its execution,
 * and its original downloads whatever its size. Through HTTP against the local cloud, which
 * runs the deployed ASL; faults are armed over its test-only endpoints.
 */
const BASE = '/api/goods-receipts';
let token: string;
let companyId: number;
let gr: ReturnType<typeof kindClient>;

beforeAll(async () => {
  ({ token, companyId } = await freshCompany());
  gr = kindClient(token, BASE, 'goodsReceipt');
});

const upload = async (filename: string, bytes: Buffer, contentType: string) => {
  const target = expectRoute<UploadUrl & { expires_in: number }>(
    'goodsReceiptUploadUrl',
    await requestUploadUrl(token, BASE, { filename, content_type: contentType, size: bytes.length }),
  );
  return target;
};

const put = async (target: UploadUrl, bytes: Buffer) => {
  const res = await putPresigned(target, bytes);
  expect(res.status, await res.text()).toBe(200);
};

const rowsOf = async (id: number) =>
  expectRoute<Record<string, unknown>[]>('goodsReceiptListRows', await gr.rows(id));

const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

describe('the document pipeline always ends', () => {
  it('a SaveRows that fails after its claim (rows written, answer lost) is retried by its execution and ends transcribed, rows once', async () => {
    const pdf = receivingLogPdf(1, 10);
    const target = await upload('claimed.pdf', pdf, 'application/pdf');
    // The company's submission partition: its TransactWrites after the PUT are the pin (1), the
    // claim (2), the rows (3) and the status (4). The rows' write goes through, then fails.
    await armDynamoFault({
      command: 'TransactWrite',
      contains: `${tenantPrefix(companyId)}SUB#goods_receipt`,
      nth: 3,
      after: true,
    });
    await put(target, pdf);
    const done = await settled(token, BASE, target.submission_id);
    expect(done).toMatchObject({ submission_status: 'transcribed', failure_reason: null });
    const rows = await rowsOf(target.submission_id);
    expect(rows.map((r) => r.lot_code)).toEqual(Array.from({ length: 10 }, (_, i) => `LOT${10001 + i}`));
    expect(new Set(rows.map((r) => r.row_index)).size).toBe(10);
  }, 180_000);

  it('an execution that times out marks its submission failed with a reason, and no rows', async () => {
    const pdf = receivingLogPdf(1, 5);
    const target = await upload('slow-extract.pdf', pdf, 'application/pdf');
    await armPipelineFault({
      contains: `/${target.submission_id}/slow-extract.pdf`,
      timeoutSeconds: 2,
      hangState: 'Extract',
    });
    await put(target, pdf);
    const done = await settled(token, BASE, target.submission_id, 60_000);
    expect(done).toMatchObject({ submission_status: 'failed', failure_reason: failureReasons.timedOut });
    expect(await rowsOf(target.submission_id)).toEqual([]);
  }, 90_000);

  it('a step past its function timeout is retried as the ASL says, then fails the document as too long, no rows', async () => {
    const pdf = receivingLogPdf(1, 3);
    const target = await upload('slow-step.pdf', pdf, 'application/pdf');
    // Each of Extract's three attempts (States.ALL retries it twice) is ended after 1 s.
    await armPipelineFault({
      contains: `/${target.submission_id}/slow-step.pdf`,
      hangState: 'Extract',
      functionTimeoutSeconds: 1,
    });
    const started = Date.now();
    await put(target, pdf);
    const done = await settled(token, BASE, target.submission_id, 60_000);
    expect(done).toMatchObject({ submission_status: 'failed', failure_reason: failureReasons.timedOut });
    expect(Date.now() - started).toBeGreaterThanOrEqual(3_000);
    expect(await rowsOf(target.submission_id)).toEqual([]);
  }, 90_000);

  it('an ExecutionEnded that fails once (DynamoDB did not answer) is run again, as Lambda retries an async invocation: failed, not pending', async () => {
    const pdf = receivingLogPdf(1, 3);
    const target = await upload('ended-retry.pdf', pdf, 'application/pdf');
    await armPipelineFault({
      contains: `/${target.submission_id}/ended-retry.pdf`,
      timeoutSeconds: 2,
      hangState: 'LoadSubmission',
    });
    // The execution times out before any write; ExecutionEnded's first write then fails.
    await armDynamoFault({
      command: 'TransactWrite',
      contains: `${tenantPrefix(companyId)}SUB#goods_receipt`,
      nth: 1,
    });
    await put(target, pdf);
    const done = await settled(token, BASE, target.submission_id, 60_000);
    expect(done).toMatchObject({ submission_status: 'failed', failure_reason: failureReasons.timedOut });
  }, 90_000);

  it('a long document whose layout is past 256 KB goes through: the state carries its S3 key, not the layout', async () => {
    // 8 pages of 40 rows: a layout of about 330 KB (measured with compactLayout), 320 rows.
    const pdf = receivingLogPdf(8, 40);
    const target = await upload('long-log.pdf', pdf, 'application/pdf');
    await put(target, pdf);
    const done = await settled(token, BASE, target.submission_id);
    expect(done).toMatchObject({ submission_status: 'transcribed', failure_reason: null });
    const rows = await rowsOf(target.submission_id);
    expect(rows).toHaveLength(320);
    expect(rows.at(-1)).toMatchObject({ lot_code: 'LOT10320', material_name: 'Flour Type 320', unit: 'kg' });
  }, 300_000);

  it('a PDF past the page cap fails with a reason that names the limit', async () => {
    const pdf = receivingLogPdf(21, 2);
    const target = await upload('binder.pdf', pdf, 'application/pdf');
    await put(target, pdf);
    const done = await settled(token, BASE, target.submission_id, 60_000);
    expect(done).toMatchObject({ submission_status: 'failed', failure_reason: failureReasons.tooManyPages });
    expect(failureReasons.tooManyPages).toContain('more than 20 pages');
  }, 90_000);

  it('a 15 MB original downloads through a short-lived presigned GET (not through the 6 MB Lambda answer)', async () => {
    // A JPEG followed by padding to 15 MB (bytes after the JPEG's end are ignored by decoders). A
    // blank page, which the pipeline ends quickly: what is read does not matter to the download.
    const photo = await blankPage('jpeg');
    const big = Buffer.concat([photo, Buffer.alloc(15 * 1024 * 1024 - photo.length, 0x5a)]);
    const target = await upload('big photo.jpg', big, 'image/jpeg');
    await put(target, big);
    await settled(token, BASE, target.submission_id);

    const path = `${BASE}/${target.submission_id}/original`;
    const redirect = await rawGet(path, { authorization: `Bearer ${token}` });
    expect(redirect.status).toBe(302);
    const location = String(redirect.headers.location);
    expect(new URL(location).origin).not.toBe(new URL(apiUrl()).origin);
    expect(location).toContain('X-Amz-Expires=60');

    // Followed as a browser or curl -L would: the file itself, under its own name.
    const followed = await fetch(new URL(path, apiUrl()), { headers: { authorization: `Bearer ${token}` } });
    expect(followed.status).toBe(200);
    expect(followed.headers.get('content-disposition')).toContain('big photo.jpg');
    const body = new Uint8Array(await followed.arrayBuffer());
    expect(body.length).toBe(big.length);
    expect(sha(body)).toBe(sha(big));

    // The app asks for the link (JSON) and fetches it without its bearer token.
    const link = await api<{ url: string; filename: string; expires_in: number }>('GET', path, {
      token,
      headers: { accept: 'application/json' },
    });
    expect(link.status).toBe(200);
    expect(link.body).toMatchObject({ filename: 'big photo.jpg', expires_in: 60 });
    const direct = await fetch(link.body.url);
    expect(sha(new Uint8Array(await direct.arrayBuffer()))).toBe(sha(big));

    // Another company cannot get the link; a tampered link does not download.
    const other = await freshCompany();
    expect((await api('GET', path, { token: other.token })).status).toBe(404);
    const tampered = link.body.url.replace('big_photo.jpg', 'other.jpg');
    expect((await fetch(tampered)).status).toBeGreaterThanOrEqual(400);
  }, 300_000);
});
