import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { outbox } from './outbox-service.ts';

const ANA = 1;
const CARA = 3;
const calls: { url: string; method: string; key: string | null; auth: string | null; body: unknown }[] = [];
const answering = (status: number, body: unknown) =>
  vi.fn(async (url: string, init: RequestInit) => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      key: new Headers(init.headers).get('Idempotency-Key'),
      auth: new Headers(init.headers).get('Authorization'),
      body: init.body,
    });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });

afterEach(() => {
  vi.unstubAllGlobals();
  calls.length = 0;
});

describe('the outbox service (IndexedDB, the sender over fetch)', () => {
  it('does not try while offline, then sends the file as upload-document under the entry key', async () => {
    outbox.setCredentialsOf(() => ({ userId: ANA, token: 'ana-token' }));
    vi.stubGlobal('navigator', { onLine: false });
    vi.stubGlobal('fetch', answering(201, { id: 1, submission_id: 2 }));
    const file = new Blob(['photo'], { type: 'image/png' });
    const entry = await outbox.queue({
      kind: 'upload',
      userId: ANA,
      companyId: 7,
      payload: { kind: 'goods_receipt', file, filename: 'dock.png' },
    });
    await outbox.sync(ANA);
    expect(calls).toEqual([]);
    expect(outbox.entries()[0]).toMatchObject({ status: 'pending', attempts: 0 });

    vi.stubGlobal('navigator', { onLine: true });
    await outbox.sync(ANA);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      url: '/api/goods-receipts/upload-document',
      method: 'POST',
      key: entry.clientId,
      // The token checked as the entry's user's, not whatever the storage holds (nothing here).
      auth: 'Bearer ana-token',
    });
    expect((calls[0]?.body as FormData).get('file')).toBeInstanceOf(Blob);
    expect(outbox.entries().find((e) => e.seq === entry.seq)?.status).toBe('sent');
  });

  it("turns a refusal into a conflict with the server's message, and holds what comes after it", async () => {
    vi.stubGlobal('navigator', { onLine: true });
    vi.stubGlobal('fetch', answering(409, { message: 'Lot RYE-1 is on hold' }));
    outbox.setCredentialsOf(() => ({ userId: ANA, token: 'ana-token' }));
    const adjust = await outbox.queue({
      kind: 'adjust',
      userId: ANA,
      companyId: 7,
      payload: { materialId: 5, body: { qty_delta: -2 }, summary: '', openPath: '' },
    });
    const after = await outbox.queue({
      kind: 'adjust',
      userId: ANA,
      companyId: 7,
      payload: { materialId: 5, body: { qty_delta: 1 }, summary: '', openPath: '' },
    });
    await outbox.sync(ANA);
    expect(calls.map((c) => c.url)).toEqual(['/api/inventory/5/adjust']);
    const byseq = (seq: number) => outbox.entries().find((e) => e.seq === seq);
    expect(byseq(adjust.seq)).toMatchObject({ status: 'conflict', reason: 'Lot RYE-1 is on hold' });
    expect(byseq(after.seq)?.status).toBe('pending');
  });

  it("sends a photo refused as uploaded before again, on the user's word, with confirm and a new key", async () => {
    vi.stubGlobal('navigator', { onLine: true });
    // Another user: the earlier tests' conflicts hold ANA's queue.
    outbox.setCredentialsOf(() => ({ userId: CARA, token: 'cara-token' }));
    vi.stubGlobal(
      'fetch',
      answering(409, { message: 'This file was uploaded before as goods receipt #4', reason: 'same_file' }),
    );
    const entry = await outbox.queue({
      kind: 'upload',
      userId: CARA,
      companyId: 7,
      payload: { kind: 'goods_receipt', file: new Blob(['photo']), filename: 'again.png' },
    });
    await outbox.sync(CARA);
    const byseq = () => outbox.entries().find((e) => e.seq === entry.seq);
    expect(byseq()).toMatchObject({ status: 'conflict' });
    expect((calls[0]?.body as FormData).get('confirm')).toBeNull();

    vi.stubGlobal('fetch', answering(201, { id: 5, submission_id: 5 }));
    await outbox.uploadAnyway(entry.seq, CARA);
    await outbox.sync(CARA);
    expect(calls).toHaveLength(2);
    expect((calls[1]?.body as FormData).get('confirm')).toBe('true');
    expect(calls[1]?.key).not.toBe(calls[0]?.key);
    expect(byseq()?.status).toBe('sent');
  });
});
