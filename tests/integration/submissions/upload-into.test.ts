import { failureReasons } from '@bp/functions/core/documents/failure-reasons.ts';
import { inventoryMessages } from '@bp/shared/contracts/inventory.ts';
import { MAX_MULTIPART_BYTES, uploadMessages } from '@bp/shared/contracts/submissions/upload.ts';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { expectMessage, expectRoute, freshCompany, kindClient } from './support.ts';
import {
  armPipelineFault,
  blankPage,
  multipart,
  pngUploadUrl,
  putPresigned,
  settled,
  sweepUploads,
} from './upload-support.ts';

const BASE = '/api/goods-receipts';
let token: string;
let gr: ReturnType<typeof kindClient>;
let blank: Buffer;

beforeAll(async () => {
  ({ token } = await freshCompany());
  gr = kindClient(token, BASE, 'goodsReceipt');
  blank = await blankPage();
});

const uploadUrl = (name: string) => pngUploadUrl(token, name, blank.length);

const sendInto = (id: number, body: FormData | string, headers: Record<string, string> = {}, as = token) =>
  api<{ id: number; submission_id: number; file: string }>('POST', `${BASE}/${id}/upload-document`, {
    token: as,
    headers: { 'idempotency-key': 'outbox-file-1', ...headers },
    body,
  });

/** POST {base}/{id}/upload-document: the outbox's file after a dropped PUT, into the same submission. */
describe('the file of an upload whose PUT dropped, sent into its submission', () => {
  it('is stored into the submission upload-url made and read once; a replay is answered arrived', async () => {
    const target = await uploadUrl('dropped.png');
    const first = await sendInto(target.submission_id, multipart('dropped.png', blank, 'image/png'));
    expect(expectRoute('goodsReceiptUploadFile', first)).toEqual({
      id: target.submission_id,
      submission_id: target.submission_id,
      file: 'stored',
    });
    const replay = await sendInto(target.submission_id, multipart('dropped.png', blank, 'image/png'));
    expect(expectRoute('goodsReceiptUploadFile', replay)).toMatchObject({ file: 'arrived' });
    const done = await settled(token, BASE, target.submission_id);
    expect(['transcribed', 'failed']).toContain(done.submission_status);
    // Once read, it is still answered arrived (the outbox's entry is sent), nothing stored.
    const late = await sendInto(target.submission_id, multipart('dropped.png', blank, 'image/png'));
    expect(expectRoute('goodsReceiptUploadFile', late)).toMatchObject({ file: 'arrived' });
    expect((await gr.list()).body.total).toBe(1);
  });

  it('a PUT that landed after all is not stored again', async () => {
    const target = await uploadUrl('landed.png');
    expect((await putPresigned(target, blank)).status).toBe(200);
    const other = await sharp(blank).negate().png().toBuffer();
    const res = await sendInto(target.submission_id, multipart('landed.png', other, 'image/png'));
    expect(expectRoute('goodsReceiptUploadFile', res)).toMatchObject({ file: 'arrived' });
    await settled(token, BASE, target.submission_id);
    const link = await api<{ url: string }>('GET', `${BASE}/${target.submission_id}/original`, {
      token,
      headers: { accept: 'application/json' },
    });
    const original = Buffer.from(await (await fetch(link.body.url)).arrayBuffer());
    expect(original.equals(blank)).toBe(true);
  });

  it('refuses what is not an upload waiting for its file, and bad bodies, changing nothing', async () => {
    const target = await uploadUrl('refused.png');
    const id = target.submission_id;
    const file = () => multipart('refused.png', blank, 'image/png');
    expectMessage(await sendInto(987654, file()), 404, 'Goods receipt submission not found');
    const { token: other } = await freshCompany();
    expectMessage(await sendInto(id, file(), {}, other), 404, 'Goods receipt submission not found');
    expectMessage(await sendInto(await gr.manualNew(), file()), 409, uploadMessages.notAnUpload);
    expectMessage(
      await sendInto(id, multipart('notes.txt', Buffer.from('plain text'), 'text/plain')),
      415,
      uploadMessages.unsupportedType,
    );
    expectMessage(
      await sendInto(id, multipart('huge.png', Buffer.alloc(MAX_MULTIPART_BYTES + 1), 'image/png')),
      413,
      uploadMessages.tooLargeForForm,
    );
    expectMessage(
      await sendInto(id, file(), { 'idempotency-key': 'a b' }),
      400,
      inventoryMessages.idempotencyKeyInvalid,
    );
    expect((await gr.get(id)).body).toMatchObject({ submission_status: 'pending', is_archived: false });
    expect(expectRoute('goodsReceiptArchive', await gr.archive(id, true))).toMatchObject({
      is_archived: true,
    });
    expectMessage(await sendInto(id, file()), 409, uploadMessages.archivedUpload);
    // Nothing was stored: the presigned PUT can still write the file once.
    expect((await putPresigned(target, blank)).status).toBe(200);
  });
});

const sweep = sweepUploads;

describe('the upload sweep', () => {
  it('fails an upload whose file never came, leaves one whose file arrived; the outbox file still revives it', async () => {
    const never = await uploadUrl('never.png');
    // A file that arrived and is not read yet (its execution hangs before pinning it).
    const arrived = await uploadUrl('arrived.png');
    await armPipelineFault({
      contains: `/${arrived.submission_id}/`,
      timeoutSeconds: 30,
      hangState: 'LoadSubmission',
    });
    expect((await putPresigned(arrived, blank)).status).toBe(200);

    const run = await sweep();
    expect(run.errors).toBe(0);
    expect(run.failed).toBeGreaterThanOrEqual(1);
    expect((await gr.get(never.submission_id)).body).toMatchObject({
      submission_status: 'failed',
      failure_reason: failureReasons.neverArrived,
    });
    expect((await gr.get(arrived.submission_id)).body).toMatchObject({
      submission_status: 'pending',
      failure_reason: null,
    });
    // Out of the index once failed: a second run does not see it again.
    const again = await sweep();
    expect(again.failed).toBe(0);

    // The outbox's file, late: the upload takes it after all, is read, and ends not pending.
    const late = await api<{ file: string }>('POST', `${BASE}/${never.submission_id}/upload-document`, {
      token,
      body: multipart('never.png', blank, 'image/png'),
    });
    expect(expectRoute('goodsReceiptUploadFile', late)).toMatchObject({ file: 'stored' });
    const done = await settled(token, BASE, never.submission_id);
    expect(done.submission_status).toBe('failed');
    expect(done.failure_reason).not.toBe(failureReasons.neverArrived);
  });
});
