// IndexedDB in Node: fake-indexeddb installs the browser's globals (idb reads them).
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { KEEP_SENT } from './outbox-rules.ts';
import { createOutboxStore, openOutbox, type Sender } from './outbox-store.ts';

const ANA = 1;
const BEN = 2;
let n = 0;
const store = async () => createOutboxStore(await openOutbox(`outbox-test-${++n}`));
const entry = (clientId: string, userId = ANA) => ({
  clientId,
  kind: 'upload' as const,
  userId,
  companyId: 7,
  payload: { blob: new Blob(['x']) },
});

describe('outbox store (IndexedDB)', () => {
  it('replays in order with each client id once, and keeps the blob', async () => {
    const outbox = await store();
    await outbox.add(entry('a'));
    await outbox.add(entry('b'));
    const seen: string[] = [];
    const send: Sender = async (e) => (seen.push(e.clientId), { status: 201, message: '' });
    const tried = await outbox.sync(ANA, send);
    expect(seen).toEqual(['a', 'b']);
    expect(tried.map((t) => t.status)).toEqual(['sent', 'sent']);
    expect(await outbox.sync(ANA, send)).toEqual([]);
    expect(seen).toEqual(['a', 'b']);
    expect((await outbox.all())[0]?.payload).toMatchObject({ blob: expect.any(Blob) });
  });

  it('a network error stays pending under the same client id and is replayed with it', async () => {
    const outbox = await store();
    await outbox.add(entry('a'));
    let now = 0;
    const keys: string[] = [];
    const lost: Sender = async (e) => {
      keys.push(e.clientId);
      throw new TypeError('Failed to fetch');
    };
    expect((await outbox.sync(ANA, lost, () => now))[0]).toMatchObject({
      status: 'pending',
      reason: 'Failed to fetch',
    });
    expect(await outbox.sync(ANA, lost, () => now)).toEqual([]);
    now = 10_000;
    await outbox.sync(
      ANA,
      async (e) => (keys.push(e.clientId), { status: 201, message: '' }),
      () => now,
    );
    expect(keys).toEqual(['a', 'a']);
    expect((await outbox.all())[0]?.status).toBe('sent');
  });

  it("a refusal is kept as a conflict; discard and retry-after-edit are its user's alone", async () => {
    const outbox = await store();
    const first = await outbox.add(entry('a'));
    await outbox.add(entry('b'));
    await outbox.sync(ANA, async () => ({ status: 400, message: 'Quantity is required' }));
    expect((await outbox.all()).map((e) => e.status)).toEqual(['conflict', 'pending']);
    await expect(outbox.discard(first.seq, BEN)).rejects.toThrow(/your own/);
    await outbox.retryAfterEdit(first.seq, { quantity: 5 }, 'a2', ANA);
    const sent: string[] = [];
    await outbox.sync(ANA, async (e) => (sent.push(e.clientId), { status: 201, message: '' }));
    expect(sent).toEqual(['a2', 'b']);
  });

  it('is never sent as another user', async () => {
    const outbox = await store();
    await outbox.add(entry('ana-1', ANA));
    const sent: string[] = [];
    await outbox.sync(
      BEN,
      async (e) => (sent.push(e.clientId), { status: 201, message: '' }),
      Date.now,
      true,
    );
    expect(sent).toEqual([]);
    expect((await outbox.all())[0]?.status).toBe('pending');
  });
});

describe('a request whose answer was lost, kept in the outbox', () => {
  it('is known as tried without the key: a submit answered "already submitted" on replay is sent, not a conflict', async () => {
    const outbox = await store();
    await outbox.add({ ...entry('s1'), kind: 'submit', attempts: 1 });
    await outbox.add({ ...entry('s2'), kind: 'submit' });
    expect((await outbox.all()).map((e) => e.keyedTries)).toEqual([false, true]);
    const answer = { status: 409, message: 'This goods receipt submission was already submitted' };
    const tried = await outbox.sync(ANA, async () => answer);
    expect(tried.map((t) => t.status)).toEqual(['sent', 'conflict']);
  });

  it('is known as keyed when its lost try carried the client id: only the first answer counts as sent', async () => {
    const outbox = await store();
    await outbox.add({ ...entry('k1'), kind: 'submit', attempts: 1, lostTryKeyed: true });
    await outbox.add({ ...entry('k2'), kind: 'submit', attempts: 1, lostTryKeyed: true });
    expect((await outbox.all()).map((e) => [e.keyedTries, e.attempts])).toEqual([
      [true, 1],
      [true, 1],
    ]);
    // k1's replay gets the first answer under its key; k2's 409 is somebody else's submit.
    const answers = new Map([
      ['k1', { status: 200, message: '' }],
      ['k2', { status: 409, message: 'This goods receipt submission was already submitted' }],
    ]);
    const tried = await outbox.sync(
      ANA,
      async (e) => answers.get(e.clientId) ?? { status: 500, message: '' },
    );
    expect(tried.map((t) => [t.clientId, t.status])).toEqual([
      ['k1', 'sent'],
      ['k2', 'conflict'],
    ]);
  });
});

describe('the credentials check', () => {
  it('stops before an entry when the requests would carry another user’s token, leaving it untouched', async () => {
    const outbox = await store();
    await outbox.add(entry('a'));
    const sent: string[] = [];
    const send: Sender = async (e, token) => (
      sent.push(`${e.clientId} as ${token}`),
      { status: 201, message: '' }
    );
    expect(await outbox.sync(ANA, send, Date.now, false, () => null)).toEqual([]);
    expect(sent).toEqual([]);
    expect((await outbox.all())[0]).toMatchObject({ status: 'pending', attempts: 0 });
    await outbox.sync(ANA, send, Date.now, false, (e) => (e.userId === ANA ? 'ana-token' : null));
    // The token checked is the one carried, whatever is stored by the time the request goes.
    expect(sent).toEqual(['a as ana-token']);
  });
});

describe('a page that dies while a send is out', () => {
  it('leaves the entry marked as sent before; the next page replays it under the same key', async () => {
    const name = `outbox-test-dies-${++n}`;
    const first = createOutboxStore(await openOutbox(name));
    await first.add({ ...entry('m1'), kind: 'manual' });
    let landed = false;
    // The server acts on it; the page is gone before the answer is written back.
    void first.sync(ANA, () => ((landed = true), new Promise(() => undefined)));
    await vi.waitFor(() => expect(landed).toBe(true));
    const next = createOutboxStore(await openOutbox(name));
    expect((await next.all())[0]).toMatchObject({ sentBefore: true, keyedTries: true });
    // The server answers a replay under the key with the first answer.
    const keys: string[] = [];
    const tried = await next.sync(ANA, async (e) => (keys.push(e.clientId), { status: 200, message: '' }));
    expect(keys).toEqual(['m1']);
    expect(tried.map((t) => t.status)).toEqual(['sent']);
  });
});

describe('sent entries', () => {
  it("keeps only the newest sent ones as a record; unsent entries, any user's, are never removed", async () => {
    const outbox = await store();
    await outbox.add(entry('ben', BEN));
    for (let i = 0; i < KEEP_SENT + 5; i++) await outbox.add(entry(`a${i}`));
    await outbox.sync(ANA, async () => ({ status: 201, message: '' }));
    await outbox.add(entry('later'));
    await outbox.pruneSent();
    const left = await outbox.all();
    expect(left.filter((e) => e.status === 'sent').map((e) => e.clientId)).toEqual(
      Array.from({ length: KEEP_SENT }, (_, i) => `a${i + 5}`),
    );
    expect(left.filter((e) => e.status !== 'sent').map((e) => e.clientId)).toEqual(['ben', 'later']);
  });
});

describe('an entry fulfilled another way', () => {
  it("removes only the user's own refused entries that were fulfilled", async () => {
    const outbox = await store();
    await outbox.add(entry('mine'));
    await outbox.add(entry('other'));
    await outbox.add(entry('bens', BEN));
    await outbox.sync(ANA, async () => ({ status: 409, message: 'Lot L-1 is on hold' }));
    await outbox.sync(BEN, async () => ({ status: 409, message: 'Lot L-1 is on hold' }));
    const all = () => ['mine', 'bens', 'other'];
    expect(await outbox.discardFulfilled(ANA, (e) => all().includes(e.clientId))).toBe(1);
    expect((await outbox.all()).map((e) => [e.clientId, e.status])).toEqual([
      ['other', 'pending'],
      ['bens', 'conflict'],
    ]);
  });
});
