import { inventoryMessages } from '@bp/shared/contracts/inventory.ts';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { expectMessage, expectRoute, freshCompany, kindClient } from './support.ts';
import { failureReasons } from '@bp/functions/core/documents/failure-reasons.ts';
import {
  blankPage,
  multipart,
  putPresigned,
  settled,
  sweepUploads,
  type UploadUrl,
} from './upload-support.ts';

/**
 * upload-url's answer lost before the PUT (issue 23): the app keeps the file in the outbox under
 * the key upload-url went with, and the outbox sends it by upload-document under that key. One
 * submission, with its file, never a second one failed by the sweep.
 */
const BASE = '/api/goods-receipts';
let token: string;
let gr: ReturnType<typeof kindClient>;
let blank: Buffer;

beforeAll(async () => {
  ({ token } = await freshCompany());
  gr = kindClient(token, BASE, 'goodsReceipt');
  blank = await blankPage();
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const uploadUrl = (key: string, bytes: Buffer, name: string, withHash = true) =>
  api<UploadUrl>('POST', `${BASE}/upload-url`, {
    token,
    headers: { 'idempotency-key': key },
    json: {
      filename: name,
      content_type: 'image/png',
      size: bytes.length,
      ...(withHash ? { sha256: sha256(bytes) } : {}),
    },
  });

const uploadDocument = (key: string, bytes: Buffer, name: string) =>
  api<{ submission_id: number }>('POST', `${BASE}/upload-document`, {
    token,
    headers: { 'idempotency-key': key },
    body: multipart(name, bytes, 'image/png'),
  });

const originalOf = async (id: number) => {
  const link = await api<{ url: string }>('GET', `${BASE}/${id}/original`, {
    token,
    headers: { accept: 'application/json' },
  });
  expect(link.status, link.text).toBe(200);
  return Buffer.from(await (await fetch(link.body.url)).arrayBuffer());
};

describe('upload-url under an Idempotency-Key', () => {
  it('a replay answers the same submission with a PUT that still works', async () => {
    const before = (await gr.list()).body.total;
    const first = expectRoute<UploadUrl>('goodsReceiptUploadUrl', await uploadUrl('url-1', blank, 'a.png'));
    const replay = expectRoute<UploadUrl>('goodsReceiptUploadUrl', await uploadUrl('url-1', blank, 'a.png'));
    expect(replay.submission_id).toBe(first.submission_id);
    expect((await putPresigned(replay, blank)).status).toBe(200);
    expect((await gr.list()).body.total).toBe(before + 1);
    expect((await originalOf(first.submission_id)).equals(blank)).toBe(true);
  });

  it('its answer lost before the PUT: upload-document under the key stores the file into that submission', async () => {
    const photo = await sharp(blank).negate().png().toBuffer();
    const before = (await gr.list()).body.total;
    const made = expectRoute<UploadUrl>('goodsReceiptUploadUrl', await uploadUrl('url-2', photo, 'lost.png'));
    const sent = await uploadDocument('url-2', photo, 'lost.png');
    expect(sent.status, sent.text).toBe(201);
    expect(sent.body.submission_id).toBe(made.submission_id);
    // The outbox's own replay of that send stores nothing more.
    expect((await uploadDocument('url-2', photo, 'lost.png')).body.submission_id).toBe(made.submission_id);
    expect((await gr.list()).body.total).toBe(before + 1);
    const done = await settled(token, BASE, made.submission_id);
    // Read (blank pages end failed as unreadable), never failed as a file that never came.
    expect(done.failure_reason ?? '').not.toMatch(/never|could not be stored/i);
    expect((await originalOf(made.submission_id)).equals(photo)).toBe(true);
  });

  it('swept as never arrived before the replay (a file too big for upload-document, its PUT dropped): the replay revives it and its file is read', async () => {
    const photo = await sharp(blank).flip().png().toBuffer();
    const made = expectRoute<UploadUrl>('goodsReceiptUploadUrl', await uploadUrl('url-5', photo, 'late.png'));
    await sweepUploads();
    expect((await gr.get(made.submission_id)).body.submission_status).toBe('failed');
    const replay = expectRoute<UploadUrl>(
      'goodsReceiptUploadUrl',
      await uploadUrl('url-5', photo, 'late.png'),
    );
    expect(replay.submission_id).toBe(made.submission_id);
    expect((await gr.get(made.submission_id)).body).toMatchObject({
      submission_status: 'pending',
      failure_reason: null,
    });
    expect((await putPresigned(replay, photo)).status).toBe(200);
    // Before: the file was stored, but the pipeline reads only a pending upload: failed as never arrived.
    const done = await settled(token, BASE, made.submission_id);
    expect(done.failure_reason).not.toBe(failureReasons.neverArrived);
    // A replay after the file is there: same submission, and the write-once PUT stores nothing more.
    const again = expectRoute<UploadUrl>(
      'goodsReceiptUploadUrl',
      await uploadUrl('url-5', photo, 'late.png'),
    );
    expect(again.submission_id).toBe(made.submission_id);
    expect((await putPresigned(again, photo)).status).toBe(412);
    expect((await gr.get(made.submission_id)).body.submission_status).toBe(done.submission_status);
  });

  it('another file under the key, or a key used without the hash, is 409 and stores nothing', async () => {
    const made = expectRoute<UploadUrl>('goodsReceiptUploadUrl', await uploadUrl('url-3', blank, 'b.png'));
    const other = await sharp(blank).resize(100, 70).png().toBuffer();
    expectMessage(await uploadDocument('url-3', other, 'b.png'), 409, inventoryMessages.idempotencyKeyReused);
    expectMessage(await uploadUrl('url-3', other, 'b.png'), 409, inventoryMessages.idempotencyKeyReused);
    // Without the hash nothing says the file is the one the key was for.
    await uploadUrl('url-4', blank, 'c.png', false);
    expectMessage(await uploadDocument('url-4', blank, 'c.png'), 409, inventoryMessages.idempotencyKeyReused);
    const link = await api('GET', `${BASE}/${made.submission_id}/original`, { token });
    expect(link.status).toBe(404);
  });
});
