import { describe, expect, it } from 'vitest';
import { conflict, forbidden, invalid, notFound, tooMany, unauthenticated } from '../core/errors.ts';
import { HttpError, toHttpError } from './errors.ts';

describe('toHttpError', () => {
  it.each([
    [invalid('bad'), 400],
    [unauthenticated('who'), 401],
    [forbidden('no'), 403],
    [notFound('gone'), 404],
    [conflict('taken'), 409],
  ])('maps %s to its status with its message', (error, status) => {
    expect(toHttpError(error)).toMatchObject({ status, message: error.message, headers: {} });
  });

  it('answers 429 with Retry-After for too many attempts', () => {
    expect(toHttpError(tooMany('slow down', 42))).toMatchObject({
      status: 429,
      message: 'slow down',
      headers: { 'retry-after': '42' },
    });
  });

  it('keeps an HttpError of the edge as it is, and knows nothing of other errors', () => {
    const edge = new HttpError(415, 'Unsupported');
    expect(toHttpError(edge)).toBe(edge);
    expect(toHttpError(new TypeError('x is undefined'))).toBeNull();
  });
});
