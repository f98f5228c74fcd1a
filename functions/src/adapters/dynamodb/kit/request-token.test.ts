import { describe, expect, it } from 'vitest';
import { requestToken } from './request-token.ts';

describe('requestToken', () => {
  it('is stable per key, distinct across keys, and within DynamoDB 36 characters', () => {
    const token = requestToken('posting:C#1:adjust:4f2a');
    expect(token).toBe(requestToken('posting:C#1:adjust:4f2a'));
    expect(token).not.toBe(requestToken('posting:C#1:adjust:4f2b'));
    expect(token).toMatch(/^[A-Za-z0-9_-]{36}$/);
  });
});
