import { TransactionConflictException } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { Conflict, isDomainError, STALE_WRITE } from '../../../core/errors.ts';
import { isUnavailable } from '../../../lib/unavailable.ts';
import {
  isTransactionConflict,
  PLAIN_WRITE_ATTEMPTS,
  retryTransactionConflict,
} from './transaction-conflict.ts';

/** DynamoDB's answer to a plain write on an item a transaction holds, as the SDK throws it. */
const held = () =>
  new TransactionConflictException({
    message: 'Transaction is ongoing for the item',
    $metadata: { httpStatusCode: 400 },
  });

/** A write refused `refusals` times, then answering 'written'; counts its sends. */
const writeRefused = (refusals: number, error: () => Error = held) => {
  const sent = { count: 0 };
  const send = async () => {
    sent.count += 1;
    if (sent.count <= refusals) throw error();
    return 'written';
  };
  return { sent, send };
};

const pauses: number[] = [];
const noPause = async (attempt: number) => {
  pauses.push(attempt);
};

describe('a plain write that meets a transaction', () => {
  it('is sent again after a pause while the transaction holds the item, and lands', async () => {
    pauses.length = 0;
    const { sent, send } = writeRefused(PLAIN_WRITE_ATTEMPTS - 1);
    await expect(retryTransactionConflict(send, PLAIN_WRITE_ATTEMPTS, noPause)).resolves.toBe('written');
    expect(sent.count).toBe(PLAIN_WRITE_ATTEMPTS);
    expect(pauses).toEqual(Array.from({ length: PLAIN_WRITE_ATTEMPTS - 1 }, (_, i) => i + 1));
  });

  it('answers 409 with the stale-write message when the item stays held', async () => {
    const { sent, send } = writeRefused(Number.POSITIVE_INFINITY);
    const error = await retryTransactionConflict(send, 3, noPause).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Conflict);
    expect((error as Error).message).toBe(STALE_WRITE);
    expect((error as Conflict).kind).toBe('conflict');
    expect(sent.count).toBe(3);
  });

  it('passes any other error through at once, a failed condition included', async () => {
    const failed = () =>
      Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' });
    const { sent, send } = writeRefused(1, failed);
    await expect(retryTransactionConflict(send, 3, noPause)).rejects.toMatchObject({
      name: 'ConditionalCheckFailedException',
    });
    expect(sent.count).toBe(1);
  });

  it('would be a 500 uncaught: neither a domain error nor an unavailable dependency', () => {
    expect(isDomainError(held())).toBe(false);
    expect(isUnavailable(held())).toBe(false);
  });

  it('knows the refusal by its name only', () => {
    expect(isTransactionConflict(held())).toBe(true);
    expect(isTransactionConflict({ name: 'TransactionCanceledException' })).toBe(false);
    expect(isTransactionConflict(null)).toBe(false);
    expect(isTransactionConflict('TransactionConflictException')).toBe(false);
  });
});
