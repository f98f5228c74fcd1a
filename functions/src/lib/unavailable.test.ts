import { describe, expect, it } from 'vitest';
import { isUnavailable } from './unavailable.ts';

describe('isUnavailable', () => {
  it.each([
    ['an SDK timeout', Object.assign(new Error('t'), { name: 'TimeoutError' })],
    ['throttling', Object.assign(new Error('t'), { name: 'ThrottlingException' })],
    ['a refused connection', Object.assign(new Error('c'), { code: 'ECONNREFUSED' })],
    ['a 500 from the service', Object.assign(new Error('x'), { $metadata: { httpStatusCode: 500 } })],
  ])('%s is a 503', (_what, error) => expect(isUnavailable(error)).toBe(true));

  it.each([
    ['a failed condition', Object.assign(new Error('c'), { name: 'ConditionalCheckFailedException' })],
    [
      'a validation error from the service',
      Object.assign(new Error('v'), { $metadata: { httpStatusCode: 400 } }),
    ],
    ['a bug', new TypeError('x is undefined')],
    ['not an error', 'boom'],
  ])('%s is not', (_what, error) => expect(isUnavailable(error)).toBe(false));
});
