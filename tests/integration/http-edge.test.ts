import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, demoToken, unique } from './support/api.ts';
import { rawGet } from './support/raw-get.ts';

/** What a client could send that once answered 500, and the headers every answer carries. */
let token: string;
beforeAll(async () => {
  token = await demoToken();
});

describe('security headers', () => {
  it('an authenticated answer is nosniff, no-store and unframeable', async () => {
    const res = await api('GET', '/api/materials', { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('error answers carry them too', async () => {
    const res = await api('GET', '/api/materials/987654321', { token });
    expect(res.status).toBe(404);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('content types', () => {
  it.each([
    ['text/plain', '{"name":"x"}'],
    ['application/x-www-form-urlencoded', 'name=x'],
    ['multipart/form-data; boundary=x', '--x--'],
  ])('a JSON route refuses a %s body with 415 and writes nothing', async (type, body) => {
    const res = await api('POST', '/api/suppliers', { token, body, headers: { 'content-type': type } });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ message: 'Content-Type must be application/json' });
  });

  it('the form sign-in refuses JSON with 415', async () => {
    const res = await api('POST', '/api/login', { json: { username: 'a@b.co', password: 'x' } });
    expect(res.status).toBe(415);
  });

  it('JSON with a charset is JSON', async () => {
    const res = await api('POST', '/api/suppliers', {
      token,
      body: JSON.stringify({ name: unique('Charset ') }),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(res.status).toBe(201);
  });
});

describe('request headers, as HTTP API bounds them (10,240 bytes with the request line)', () => {
  it('headers just under the quota pass', async () => {
    const res = await api('GET', '/api/materials', { token, headers: { 'x-padding': 'a'.repeat(8000) } });
    expect(res.status).toBe(200);
  });

  it.each([
    ['over the quota', 11_000],
    ['past what Node itself parses', 100_000],
  ])('headers %s are a 431 with a message, before any route runs', async (_what, size) => {
    const res = await api('GET', '/api/materials', { token, headers: { 'x-padding': 'a'.repeat(size) } });
    expect(res.status).toBe(431);
    expect(res.body).toEqual({ message: 'Request Header Fields Too Large' });
  });
});

describe('bounded and clean input', () => {
  const longEmail = `${'a'.repeat(2032)}@example.com`;

  it('a 2,045-character e-mail is a 400 on both sign-in routes', async () => {
    expect(longEmail).toHaveLength(2044);
    const json = await api('POST', '/api/auth/login', {
      json: { email: `${longEmail}m`, password: 'secret' },
    });
    expect(json.status).toBe(400);
    expect(json.body).toEqual({ message: 'Invalid email address' });
    const form = await api('POST', '/api/login', { form: { username: `${longEmail}m`, password: 'secret' } });
    expect(form.status).toBe(400);
    expect(form.body).toEqual({ message: 'Invalid email address' });
  });

  it.each([
    ['NUL', 'Flour\u0000Mill'],
    ['a lone high surrogate', 'Flour \ud800 Mill'],
    ['a lone low surrogate', 'Flour \udc00 Mill'],
  ])('a name with %s is refused', async (_what, name) => {
    const res = await api('POST', '/api/suppliers', { token, json: { name } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: expect.stringContaining('invalid characters') });
  });

  it('a name with a real emoji (a surrogate pair) is fine', async () => {
    const res = await api('POST', '/api/suppliers', { token, json: { name: unique('Bakery 🍞 ') } });
    expect(res.status).toBe(201);
  });
});

describe('compression', () => {
  it.each([
    ['gzip', gunzipSync],
    ['br', brotliDecompressSync],
  ] as const)(
    'answers %s when the client accepts it, decoding to the same JSON',
    async (encoding, decode) => {
      // A large answer: tiny ones are sent as they are, since compressing would not make them smaller.
      const plain = await api('GET', '/api/openapi.json', { headers: { 'accept-encoding': 'identity' } });
      const res = await rawGet('/api/openapi.json', { 'accept-encoding': encoding });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.body.length).toBeLessThan(plain.text.length / 4);
      expect(JSON.parse(decode(res.body).toString('utf8'))).toEqual(plain.body);
    },
  );

  it('a client that accepts no encoding gets plain JSON', async () => {
    const res = await rawGet('/api/materials', { authorization: `Bearer ${token}` });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString('utf8'))).toHaveProperty('items');
  });
});
