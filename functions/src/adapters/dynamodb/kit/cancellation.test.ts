import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { cancellationOf, isTokenReuse, verdictOf } from './cancellation.ts';

const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

describe('cancellationOf', () => {
  it('reads the reason of every item', () => {
    expect(cancellationOf(cancelled('None', 'ConditionalCheckFailed'))).toEqual({
      reasons: ['None', 'ConditionalCheckFailed'],
    });
  });

  it('reads a TransactionConflictException as a race', () => {
    const error = Object.assign(new Error('conflict'), { name: 'TransactionConflictException' });
    expect(cancellationOf(error)).toEqual({ reasons: ['TransactionConflict'] });
  });

  it('knows nothing of other errors', () => {
    expect(cancellationOf(new Error('boom'))).toBeNull();
    expect(cancellationOf(undefined)).toBeNull();
  });
});

describe('verdictOf', () => {
  const taken = new Error('Name taken');

  it("answers the first failed condition's meaning", () => {
    const seen: number[] = [];
    const verdict = verdictOf(
      cancellationOf(cancelled('None', 'ConditionalCheckFailed', 'ConditionalCheckFailed'))!,
      (i) => {
        seen.push(i);
        return taken;
      },
    );
    expect(verdict).toEqual({ error: taken });
    expect(seen).toEqual([1]);
  });

  it('tells a lost race, a stale read and an already applied write apart', () => {
    expect(verdictOf({ reasons: ['None', 'TransactionConflict'] }, () => taken)).toEqual({ retry: true });
    expect(verdictOf({ reasons: ['ConditionalCheckFailed'] }, () => 'retry')).toEqual({ retry: true });
    expect(verdictOf({ reasons: ['ConditionalCheckFailed', 'None'] }, () => 'applied')).toEqual({
      applied: true,
    });
  });

  it('reports an unexpected reason as a plain error (a 500, logged)', () => {
    const verdict = verdictOf({ reasons: ['ValidationError'] }, () => taken);
    expect('error' in verdict && verdict.error.message).toBe('Transaction cancelled: ValidationError');
  });
});

describe('isTokenReuse', () => {
  it('recognises a request token sent again with other items', () => {
    expect(
      isTokenReuse(Object.assign(new Error('x'), { name: 'IdempotentParameterMismatchException' })),
    ).toBe(true);
    expect(isTokenReuse(cancelled('None'))).toBe(false);
  });
});
