import { createHash, createHmac } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';
import { describe, expect, it } from 'vitest';
import { type IncomingSigned, verifySigV4 } from './sigv4-verify.ts';

/**
 * The checked endpoints' signature check, with requests signed as the SDK signs them. The derived
 * signing key is cached per secret and day: these make sure the cache accepts nothing that a
 * fresh derivation would refuse (another secret, another day, a changed request).
 */
class Sha256 {
  private readonly hash;
  constructor(secret?: unknown) {
    this.hash = secret ? createHmac('sha256', secret as string | Uint8Array) : createHash('sha256');
  }
  update(data: unknown) {
    this.hash.update(data as string | Uint8Array);
  }
  digest() {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }
}

const KEY = 'LOCAL-api-inventory';
const SECRET = 'the-function-secret';
const DAY_1 = Date.UTC(2026, 10, 27, 6, 30);
const DAY_2 = Date.UTC(2026, 10, 28, 6, 30);

const sign = async (
  body: string,
  at: number,
  credentials = { accessKeyId: KEY, secretAccessKey: SECRET },
): Promise<IncomingSigned> => {
  const signer = new SignatureV4({ credentials, region: 'us-east-1', service: 'dynamodb', sha256: Sha256 });
  const signed = await signer.sign(
    {
      method: 'POST',
      protocol: 'http:',
      hostname: '127.0.0.1',
      port: 4566,
      path: '/',
      query: {},
      headers: {
        host: '127.0.0.1:4566',
        'content-type': 'application/x-amz-json-1.0',
        'x-amz-target': 'DynamoDB_20120810.GetItem',
      },
      body,
    },
    { signingDate: new Date(at) },
  );
  const headers = Object.fromEntries(Object.entries(signed.headers).map(([k, v]) => [k.toLowerCase(), v]));
  return { method: 'POST', path: '/', query: {}, headers, body: Buffer.from(body) };
};

const secrets =
  (table: Record<string, string>) =>
  (accessKeyId: string): string | undefined =>
    table[accessKeyId];
const known = secrets({ [KEY]: SECRET });
const codeOf = (v: ReturnType<typeof verifySigV4>) => (v.ok ? 'ok' : v.code);

describe('SigV4 verification with cached signing keys', () => {
  it('accepts a good signature, then refuses a changed body, signature or target with the same key', async () => {
    const body = '{"TableName":"t","Key":{"pk":{"S":"1#A"}}}';
    const good = await sign(body, DAY_1);
    expect(verifySigV4(good, known, DAY_1)).toEqual({ ok: true, accessKeyId: KEY, anonymous: false });
    // The same again: served by the cached key, still accepted.
    expect(codeOf(verifySigV4(good, known, DAY_1))).toBe('ok');

    const otherBody = { ...good, body: Buffer.from(body.replace('1#A', '2#A')) };
    expect(codeOf(verifySigV4(otherBody, known, DAY_1))).toBe('SignatureDoesNotMatch');

    const authorization = String(good.headers.authorization);
    const forged = authorization.replace(
      /Signature=([0-9a-f])/,
      (_, c: string) => `Signature=${c === '0' ? '1' : '0'}`,
    );
    expect(forged).not.toBe(authorization);
    const badSignature = { ...good, headers: { ...good.headers, authorization: forged } };
    expect(codeOf(verifySigV4(badSignature, known, DAY_1))).toBe('SignatureDoesNotMatch');

    const otherTarget = {
      ...good,
      headers: { ...good.headers, 'x-amz-target': 'DynamoDB_20120810.DeleteItem' },
    };
    expect(codeOf(verifySigV4(otherTarget, known, DAY_1))).toBe('SignatureDoesNotMatch');
    // And the good one is still good: a refusal does not poison the cache either.
    expect(codeOf(verifySigV4(good, known, DAY_1))).toBe('ok');
  });

  it("refuses a request signed with another secret under the key's id, after the key's own was cached", async () => {
    expect(codeOf(verifySigV4(await sign('{}', DAY_1), known, DAY_1))).toBe('ok');
    const wrongSecret = await sign('{}', DAY_1, { accessKeyId: KEY, secretAccessKey: 'guessed' });
    expect(codeOf(verifySigV4(wrongSecret, known, DAY_1))).toBe('SignatureDoesNotMatch');
  });

  it('a secret that changed: the old one is refused, the new one accepted (the cache is per secret)', async () => {
    const before = await sign('{}', DAY_1);
    expect(codeOf(verifySigV4(before, known, DAY_1))).toBe('ok');
    const rotated = secrets({ [KEY]: 'rotated-secret' });
    expect(codeOf(verifySigV4(before, rotated, DAY_1))).toBe('SignatureDoesNotMatch');
    const after = await sign('{}', DAY_1, { accessKeyId: KEY, secretAccessKey: 'rotated-secret' });
    expect(codeOf(verifySigV4(after, rotated, DAY_1))).toBe('ok');
    expect(codeOf(verifySigV4(after, known, DAY_1))).toBe('SignatureDoesNotMatch');
  });

  it("derives the next day's key: a request of day 2 verifies with day 2's key, not day 1's", async () => {
    expect(codeOf(verifySigV4(await sign('{}', DAY_1), known, DAY_1))).toBe('ok');
    const nextDay = await sign('{}', DAY_2);
    expect(codeOf(verifySigV4(nextDay, known, DAY_2))).toBe('ok');
    // Its date written back to day 1 (the scope still says day 2): refused.
    const backdated = { ...nextDay, headers: { ...nextDay.headers, 'x-amz-date': '20261127T063000Z' } };
    expect(codeOf(verifySigV4(backdated, known, DAY_1))).not.toBe('ok');
  });

  it('an unknown key and a skewed clock are refused as before', async () => {
    const signed = await sign('{}', DAY_1);
    expect(codeOf(verifySigV4(signed, secrets({}), DAY_1))).toBe('InvalidAccessKeyId');
    expect(codeOf(verifySigV4(signed, known, DAY_1 + 16 * 60_000))).toBe('RequestTimeTooSkewed');
  });
});
