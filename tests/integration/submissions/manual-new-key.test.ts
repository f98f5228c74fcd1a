import { describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { freshCompany } from './support.ts';
import { blankPage, multipart } from './upload-support.ts';

/** manual-new honours an Idempotency-Key (the offline outbox's replays, docs/offline.md). */
describe('POST /api/goods-receipts/manual-new with an Idempotency-Key', () => {
  it('a replay answers the same submission; another key or none makes a new one; a bad key is 400', async () => {
    const { token } = await freshCompany();
    const post = (key?: string) =>
      api<{ id: number }>('POST', '/api/goods-receipts/manual-new', {
        token,
        headers: key === undefined ? {} : { 'idempotency-key': key },
      });
    const [a, b] = await Promise.all([post('outbox-1'), post('outbox-1')]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.id).toBe(a.body.id);
    const again = await post('outbox-1');
    expect(again.body.id).toBe(a.body.id);
    const other = await post('outbox-2');
    expect(other.body.id).not.toBe(a.body.id);
    const none = await post();
    expect(none.body.id).not.toBe(other.body.id);
    const bad = await post('has space');
    expect(bad.status).toBe(400);
    const list = await api<{ total: number }>('GET', '/api/goods-receipts', { token });
    expect(list.body.total).toBe(3);
  });
});

describe('POST /api/goods-receipts/upload-document with an Idempotency-Key', () => {
  it('a replay after a lost answer is the same upload, not a duplicate or a second submission', async () => {
    const { token } = await freshCompany();
    // A blank page: the pipeline's reading is not what this is about, and it ends quickly.
    const photo = await blankPage('jpeg');
    const post = () =>
      api<{ submission_id: number }>('POST', '/api/goods-receipts/upload-document', {
        token,
        headers: { 'idempotency-key': 'outbox-photo-1' },
        body: multipart('log.jpg', photo, 'image/jpeg'),
      });
    const first = await post();
    expect(first.status, first.text).toBe(201);
    const replay = await post();
    expect(replay.status, replay.text).toBe(201);
    expect(replay.body.submission_id).toBe(first.body.submission_id);
    const list = await api<{ total: number }>('GET', '/api/goods-receipts', { token });
    expect(list.body.total).toBe(1);
  });
});
