import { failureReasons } from '@bp/functions/core/documents/failure-reasons.ts';
import { MAX_MULTIPART_BYTES, uploadMessages } from '@bp/shared/contracts/submissions/upload.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { expectMessage, expectRoute, freshCompany, kindClient } from './support.ts';
import {
  armPipelineFault,
  multipart,
  putPresigned,
  receivingLogPhoto,
  requestUploadUrl,
  settled,
} from './upload-support.ts';

const BASE = '/api/goods-receipts';
let token: string;
let gr: ReturnType<typeof kindClient>;
let photo: Buffer;

beforeAll(async () => {
  ({ token } = await freshCompany());
  gr = kindClient(token, BASE, 'goodsReceipt');
  photo = await receivingLogPhoto(1);
});

type Row = Record<string, unknown> & { confidence?: Record<string, number> };

const expectTranscribedRows = async (id: number) => {
  const submission = await settled(token, BASE, id);
  expect(submission).toMatchObject({ submission_type: 'transcription', submission_status: 'transcribed' });
  expect(submission.failure_reason).toBeNull();
  const rows = expectRoute<Row[]>('goodsReceiptListRows', await gr.rows(id));
  expect(rows.length).toBeGreaterThan(0);
  // Names stay as read (unrecognised) until matching; the reader's confidence comes with each field.
  expect(rows.some((r) => typeof r.material_name === 'string' && r.material_name.length > 1)).toBe(true);
  expect(rows.some((r) => typeof r.quantity === 'number' && r.quantity > 0)).toBe(true);
  expect(rows[0]!.material_recognised).toBe(false);
  expect(Object.values(rows[0]!.confidence ?? {}).length).toBeGreaterThan(0);
  return rows;
};

describe('document upload to transcribed rows', () => {
  it('presigned PUT: a phone photo becomes transcribed rows; a duplicated upload event saves them once', async () => {
    const res = await requestUploadUrl(token, BASE, {
      filename: 'receiving log.jpg',
      content_type: 'image/jpeg',
      size: photo.length,
    });
    const target = expectRoute<{
      submission_id: number;
      upload_url: string;
      headers: Record<string, string>;
    }>('goodsReceiptUploadUrl', res);
    const pending = await gr.get(target.submission_id);
    expect(pending.body).toMatchObject({ submission_status: 'pending', filename: 'receiving log.jpg' });

    // EventBridge delivers at least once: the upload's event delivered twice starts two
    // executions, and one set of rows is saved.
    await armPipelineFault({ contains: `/${target.submission_id}/receiving_log.jpg`, executions: 2 });
    const put = await putPresigned(target, photo);
    expect(put.status, await put.text()).toBe(200);
    const rows = await expectTranscribedRows(target.submission_id);
    // The pipeline's save wrote the list's summary with the rows.
    const listed = expectRoute<{ items: { id: number; summary: Record<string, unknown> }[] }>(
      'goodsReceiptList',
      await gr.list({ page_size: 100 }),
    );
    const lots = [...new Set(rows.map((r) => r.lot_code).filter((l) => typeof l === 'string' && l))];
    expect(listed.items.find((i) => i.id === target.submission_id)?.summary).toMatchObject({
      row_count: rows.length,
      lot_count: lots.length,
    });

    // The URL writes once: a second PUT over the original is refused (If-None-Match is signed).
    const again = await putPresigned(target, photo);
    expect(again.status).toBe(412);
    await new Promise((r) => setTimeout(r, 500));
    const after = expectRoute<Row[]>('goodsReceiptListRows', await gr.rows(target.submission_id));
    expect(after.map((r) => r.id)).toEqual(rows.map((r) => r.id));

    const original = await gr.original(target.submission_id);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-disposition')).toContain('receiving log.jpg');
  }, 300_000);

  it('multipart upload-document: the same store, the same pipeline', async () => {
    const res = await api<{ submission_id: number }>('POST', `${BASE}/upload-document`, {
      token,
      body: multipart('log.jpg', photo, 'image/jpeg'),
    });
    const { submission_id } = expectRoute<{ submission_id: number }>('goodsReceiptUploadDocument', res);
    const [first] = await expectTranscribedRows(submission_id);

    // A field a person corrects is no longer a doubtful reading; the others keep their confidence.
    const patched = expectRoute<Row>(
      'goodsReceiptPatchRow',
      await gr.patchRow(first!.id as number, { quantity: 7 }),
    );
    expect(patched.quantity).toBe(7);
    expect(patched.confidence).not.toHaveProperty('quantity');
    expect(Object.keys(patched.confidence ?? {}).length).toBe(
      Object.keys(first!.confidence ?? {}).length - 1,
    );
  }, 300_000);

  it('a corrupt photo ends failed with a reason the user can act on, and no rows', async () => {
    const corrupt = Buffer.concat([photo.subarray(0, 600), Buffer.alloc(4000, 7)]);
    const res = await api<{ submission_id: number }>('POST', `${BASE}/upload-document`, {
      token,
      body: multipart('broken.jpg', corrupt, 'image/jpeg'),
    });
    const { submission_id } = expectRoute<{ submission_id: number }>('goodsReceiptUploadDocument', res);
    const failed = await settled(token, BASE, submission_id);
    expect(failed).toMatchObject({ submission_status: 'failed', failure_reason: failureReasons.unreadable });
    expect((await gr.rows(submission_id)).body).toEqual([]);
  }, 120_000);

  it('refuses what it cannot take: 415 for other file types, 413 past the payload limit, 400 for bad upload-url bodies', async () => {
    const text = new TextEncoder().encode('name,quantity\nflour,3\n');
    expectMessage(
      await api('POST', `${BASE}/upload-document`, { token, body: multipart('log.jpg', text, 'image/jpeg') }),
      415,
      uploadMessages.unsupportedType,
    );
    expectMessage(
      await api('POST', `${BASE}/upload-document`, {
        token,
        body: multipart('x.jpg', photo, 'image/jpeg', 'photo'),
      }),
      400,
      uploadMessages.fileRequired,
    );
    const big = Buffer.concat([photo, Buffer.alloc(MAX_MULTIPART_BYTES)]);
    const tooBig = await api<{ message: string }>('POST', `${BASE}/upload-document`, {
      token,
      body: multipart('big.jpg', big, 'image/jpeg'),
    });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe(uploadMessages.tooLargeForForm);

    const base = { filename: 'a.jpg', content_type: 'image/jpeg', size: 100 };
    expectMessage(
      await requestUploadUrl(token, BASE, { ...base, content_type: 'text/plain' }),
      400,
      uploadMessages.unsupportedType,
    );
    expectMessage(
      await requestUploadUrl(token, BASE, { ...base, size: 21 * 1024 * 1024 }),
      400,
      uploadMessages.tooLarge,
    );
    expectMessage(
      await api('POST', `${BASE}/upload-url`, {
        token,
        body: 'x',
        headers: { 'content-type': 'text/plain' },
      }),
      415,
      'Content-Type must be application/json',
    );
    // None of the refusals left a submission behind.
    const list = await gr.list({});
    expect(list.body.items.every((s) => s.submission_status !== 'pending')).toBe(true);
  }, 60_000);
});
