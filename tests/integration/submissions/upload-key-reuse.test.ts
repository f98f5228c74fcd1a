import { inventoryMessages } from '@bp/shared/contracts/inventory.ts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { expectMessage, freshCompany } from './support.ts';
import { multipart } from './upload-support.ts';

/**
 * An Idempotency-Key names one request: upload-document and manual-new share the key's marker
 * (per company and kind), so a key reused for another file, or across the two, must be 409 and
 * change nothing, never answered with the other request's submission as if this one landed.
 */
const BASE = '/api/goods-receipts';

/** A small PNG of its own width: no two are the same file. */
const png = (width: number) =>
  sharp({ create: { width, height: 20, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();

const upload = async (token: string, key: string, width: number) =>
  api<{ submission_id: number }>('POST', `${BASE}/upload-document`, {
    token,
    headers: { 'idempotency-key': key },
    body: multipart('log.png', await png(width), 'image/png'),
  });
const manualNew = (token: string, key: string) =>
  api<{ id: number }>('POST', `${BASE}/manual-new`, { token, headers: { 'idempotency-key': key } });
const total = async (token: string) =>
  (await api<{ total: number }>('GET', BASE, { token, query: { include_archived: true } })).body.total;

describe('an Idempotency-Key reused for another request', () => {
  it('upload-document of another file under a used key is 409; the same file is still a replay', async () => {
    const { token } = await freshCompany();
    const first = await upload(token, 'photo-1', 40);
    expect(first.status, first.text).toBe(201);
    expectMessage(await upload(token, 'photo-1', 41), 409, inventoryMessages.idempotencyKeyReused);
    const replay = await upload(token, 'photo-1', 40);
    expect(replay.status, replay.text).toBe(201);
    expect(replay.body.submission_id).toBe(first.body.submission_id);
    expect(await total(token)).toBe(1);
  });

  it("upload-document under a manual-new's key is 409 and gives the manual entry no file", async () => {
    const { token } = await freshCompany();
    const manual = await manualNew(token, 'entry-1');
    expect(manual.status, manual.text).toBe(201);
    expectMessage(await upload(token, 'entry-1', 42), 409, inventoryMessages.idempotencyKeyReused);
    const after = await api<Record<string, unknown>>('GET', `${BASE}/${manual.body.id}`, { token });
    expect(after.body).toMatchObject({ submission_type: 'manual_entry', file_url: null });
    expect(await total(token)).toBe(1);
  });

  it("manual-new under an upload's key is 409", async () => {
    const { token } = await freshCompany();
    const first = await upload(token, 'photo-2', 43);
    expect(first.status, first.text).toBe(201);
    expectMessage(await manualNew(token, 'photo-2'), 409, inventoryMessages.idempotencyKeyReused);
    expect(await total(token)).toBe(1);
  });
});
