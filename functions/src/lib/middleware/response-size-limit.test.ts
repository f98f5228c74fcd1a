import type middy from '@middy/core';
import { describe, expect, it } from 'vitest';
import type { AuthorizedEvent } from '../caller.ts';
import type { HttpResult } from '../http-response.ts';
import { MAX_RESPONSE_BYTES, responseSizeLimit, responseTooLarge } from './response-size-limit.ts';

const run = async (response: HttpResult) => {
  const request = { response } as middy.Request<AuthorizedEvent, HttpResult>;
  await responseSizeLimit().after?.(request);
  return request.response as HttpResult;
};

describe('responseSizeLimit', () => {
  it('leaves an answer within the limit alone', async () => {
    const answer = { statusCode: 200, headers: {}, body: 'x'.repeat(MAX_RESPONSE_BYTES - 1000) };
    expect(await run(answer)).toBe(answer);
  });

  it('counts the escaping a JSON body gets inside the Lambda result', async () => {
    const body = JSON.stringify({ items: Array.from({ length: 1_500_000 }, () => '') });
    expect(body.length).toBeLessThan(MAX_RESPONSE_BYTES);
    expect((await run({ statusCode: 200, headers: {}, body })).statusCode).toBe(413);
  });

  it('refuses an answer still too large once compressed with 413, keeping the other headers', async () => {
    const answer = {
      statusCode: 200,
      headers: { 'Content-Encoding': 'br', 'x-content-type-options': 'nosniff' },
      body: 'A'.repeat(MAX_RESPONSE_BYTES + 1),
      isBase64Encoded: true,
    };
    const refused = await run(answer);
    expect(refused.statusCode).toBe(413);
    expect(refused.headers).not.toHaveProperty('Content-Encoding');
    expect(refused.headers).toMatchObject({ 'x-content-type-options': 'nosniff' });
    expect(refused.isBase64Encoded).toBeFalsy();
    expect(JSON.parse(refused.body as string)).toEqual({ message: responseTooLarge(true) });
  });
});
