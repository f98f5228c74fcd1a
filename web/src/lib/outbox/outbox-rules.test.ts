import { describe, expect, it } from 'vitest';
import {
  afterTry,
  backoffMs,
  heldBecause,
  MAX_AUTOMATIC_ATTEMPTS,
  mayDiscard,
  newEntry,
  nextToSend,
  type OutboxEntry,
  outcomeForEntry,
  outcomeOf,
  retryAfterEdit,
  unsentCount,
  withRefusedLots,
} from './outbox-rules.ts';

const ANA = 1;
const BEN = 2;
const at = new Date('2026-11-26T08:00:00Z');

const make = (entries: OutboxEntry[], userId: number, kind: OutboxEntry['kind'] = 'upload') =>
  newEntry(
    entries,
    { clientId: `c${entries.length + 1}`, kind, userId, companyId: 7, payload: { n: entries.length } },
    at,
  );

const queue = (...users: number[]) =>
  users.reduce<OutboxEntry[]>((all, user) => [...all, make(all, user)], []);

describe('outbox order', () => {
  it('numbers entries in creation order with the device time and the user', () => {
    const [a, b] = queue(ANA, ANA);
    expect([a!.seq, b!.seq]).toEqual([1, 2]);
    expect(a).toMatchObject({ userId: ANA, createdAt: at.toISOString(), status: 'pending', clientId: 'c1' });
  });

  it('sends the first unsent entry, then the next', () => {
    let entries = queue(ANA, ANA, ANA);
    const sent: string[] = [];
    for (let next = nextToSend(entries, ANA, 0); next; next = nextToSend(entries, ANA, 0)) {
      sent.push(next.clientId);
      entries = entries.map((e) => (e === next ? afterTry(e, { type: 'sent' }, 0) : e));
    }
    expect(sent).toEqual(['c1', 'c2', 'c3']);
    expect(unsentCount(entries, ANA)).toBe(0);
  });

  it('keeps order under a retry: the entry backing off holds the ones behind it', () => {
    const [first, second] = queue(ANA, ANA);
    const failed = afterTry(first!, { type: 'retry', message: 'No network' }, 1_000);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, notBefore: 1_000 + backoffMs(1) });
    expect(nextToSend([failed, second!], ANA, 1_500)).toBeNull();
    expect(nextToSend([failed, second!], ANA, failed.notBefore)?.clientId).toBe('c1');
    expect(nextToSend([failed, second!], ANA, 1_500, true)?.clientId).toBe('c1');
  });

  it('backs off exponentially to at most five minutes, then marks failed (kept, sent on Sync now)', () => {
    expect([1, 2, 3].map(backoffMs)).toEqual([2_000, 4_000, 8_000]);
    expect(backoffMs(30)).toBe(300_000);
    let entry = queue(ANA)[0]!;
    for (let i = 0; i < MAX_AUTOMATIC_ATTEMPTS; i++)
      entry = afterTry(entry, { type: 'retry', message: 'Server error (503)' }, 0);
    expect(entry.status).toBe('failed');
    expect(nextToSend([entry], ANA, Number.MAX_SAFE_INTEGER)).toBeNull();
    expect(nextToSend([entry], ANA, 0, true)?.clientId).toBe('c1');
  });
});

describe('answers', () => {
  it('2xx is sent; 4xx a conflict with the reason; 5xx, network, 401, 408, 429 stay pending', () => {
    expect(outcomeOf(201, '')).toEqual({ type: 'sent' });
    expect(outcomeOf(409, 'Lot L-1 is on hold')).toEqual({ type: 'refused', message: 'Lot L-1 is on hold' });
    expect(outcomeOf(400, '')).toEqual({ type: 'refused', message: 'Refused by the server (400)' });
    for (const status of [500, 503, null, 401, 408, 429]) expect(outcomeOf(status, '').type).toBe('retry');
    expect(outcomeOf(null, '')).toEqual({ type: 'retry', message: 'No network' });
  });

  it('a refusal becomes a conflict that holds the queue, never a silent drop', () => {
    const [first, second] = queue(ANA, ANA);
    const refused = afterTry(first!, outcomeOf(400, 'Quantity is required'), 0);
    expect(refused).toMatchObject({ status: 'conflict', reason: 'Quantity is required' });
    const entries = [refused, second!];
    expect(nextToSend(entries, ANA, 0, true)).toBeNull();
    expect(unsentCount(entries, ANA)).toBe(2);
    expect(heldBecause(second!, entries, ANA)).toMatch(/earlier entry needs your attention/);
  });

  it('an entry behind a failed one says why it waits (a failure holds the queue until Sync now)', () => {
    const [first, second] = queue(ANA, ANA);
    let failed = first!;
    for (let i = 0; i < MAX_AUTOMATIC_ATTEMPTS; i++) failed = afterTry(failed, outcomeOf(503, ''), 0);
    expect(failed.status).toBe('failed');
    const entries = [failed, second!];
    expect(nextToSend(entries, ANA, Number.MAX_SAFE_INTEGER)).toBeNull();
    expect(heldBecause(second!, entries, ANA)).toBe(
      'Waiting: an earlier entry failed; Sync now tries it again',
    );
    expect(heldBecause(failed, entries, ANA)).toBeNull();
  });

  it('a keyed submit\'s replay is answered by its key: "already submitted" is somebody else\'s, a conflict', () => {
    const submit = make([], ANA, 'submit');
    expect(submit.keyedTries).toBe(true);
    const message = 'This goods receipt submission was already submitted';
    expect(outcomeForEntry(submit, 409, message).type).toBe('refused');
    const retried = afterTry(submit, { type: 'retry', message: 'No network' }, 0);
    expect(outcomeForEntry(retried, 409, message).type).toBe('refused');
    expect(outcomeForEntry(retried, 200, '')).toEqual({ type: 'sent' });
  });

  it('an entry whose first try went without the key (or stored before keys) takes "already submitted" on a replay as sent', () => {
    const message = 'This goods receipt submission was already submitted';
    for (const keyedTries of [false, undefined]) {
      const submit = { ...make([], ANA, 'submit'), keyedTries };
      expect(outcomeForEntry(submit, 409, message).type).toBe('refused');
      const retried = afterTry(submit, { type: 'retry', message: 'No network' }, 0);
      expect(outcomeForEntry(retried, 409, message)).toEqual({ type: 'sent' });
      expect(outcomeForEntry(retried, 409, 'Lot L-1 is on hold').type).toBe('refused');
      const adjust = afterTry({ ...make([], ANA, 'adjust'), keyedTries }, { type: 'retry', message: 'x' }, 0);
      expect(outcomeForEntry(adjust, 409, message).type).toBe('refused');
    }
  });
});

describe('resolving a conflict', () => {
  it('retry after edit: same place in the order, a new client id, pending again', () => {
    const [first] = queue(ANA);
    const refused = afterTry(first!, outcomeOf(400, 'Quantity is required'), 0);
    const edited = retryAfterEdit(refused, { quantity: 5 }, 'c1-b', ANA);
    expect(edited).toMatchObject({ seq: 1, clientId: 'c1-b', status: 'pending', reason: null, attempts: 0 });
    expect(nextToSend([edited], ANA, 0)?.clientId).toBe('c1-b');
    expect(() => retryAfterEdit(first!, {}, 'x', ANA)).toThrow(/refused entry/);
  });

  it('a refusal naming lots never received keeps them for the fix to ask about; the fix drops them', () => {
    const [first] = queue(ANA);
    const lots = [{ material_id: 3, material_name: 'Rye bread', lot_code: 'BREAD-9' }];
    const refused = withRefusedLots(afterTry(first!, outcomeOf(409, 'Lot BREAD-9 ...'), 0), lots);
    expect(refused.refusedLots).toEqual(lots);
    expect(
      withRefusedLots(afterTry(first!, { type: 'retry', message: 'x' }, 0), lots).refusedLots,
    ).toBeUndefined();
    expect(withRefusedLots(afterTry(first!, { type: 'sent' }, 0), lots).refusedLots).toBeUndefined();
    expect(retryAfterEdit(refused, {}, 'c1-b', ANA).refusedLots).toBeUndefined();
  });

  it('discard only a refused or failed entry, only by its own user', () => {
    const [first] = queue(ANA);
    const refused = afterTry(first!, outcomeOf(409, 'held'), 0);
    expect(mayDiscard(first!, ANA)).toBe(false);
    expect(mayDiscard(refused, BEN)).toBe(false);
    expect(mayDiscard(refused, ANA)).toBe(true);
  });
});

describe('the outbox belongs to its user', () => {
  it('another user signed in never sends it, and sees it as not theirs', () => {
    const entries = queue(ANA, BEN, ANA);
    const next = nextToSend(entries, BEN, 0, true);
    expect(next?.userId).toBe(BEN);
    const afterBen = entries.map((e) => (e === next ? afterTry(e, { type: 'sent' }, 0) : e));
    expect(nextToSend(afterBen, BEN, 0, true)).toBeNull();
    expect(heldBecause(entries[0]!, afterBen, BEN)).toMatch(/another user/);
    expect(unsentCount(afterBen, BEN)).toBe(0);
    expect(unsentCount(afterBen, ANA)).toBe(2);
    expect(() => retryAfterEdit(afterTry(entries[0]!, outcomeOf(400, 'x'), 0), {}, 'y', BEN)).toThrow(
      /Only the user/,
    );
  });

  it('signed out: nothing is sent', () => {
    const entries = queue(ANA);
    expect(nextToSend(entries, null, 0, true)).toBeNull();
    expect(heldBecause(entries[0]!, entries, null)).toBe('Sign in to send');
  });
});
