import { meResponse } from '@bp/shared/contracts/auth.ts';
import { describe, expect, inject, it } from 'vitest';
import { api, unique } from './support/api.ts';

const demo = () => ({ email: inject('demoEmail'), password: inject('demoPassword') });

describe('POST /api/login (form-encoded)', () => {
  it('answers a bearer token for the right credentials', async () => {
    const res = await api<{ access_token: string; token_type: string }>('POST', '/api/login', {
      form: { username: demo().email, password: demo().password },
    });
    expect(res.status).toBe(200);
    expect(res.body.token_type).toBe('bearer');
    expect(res.body.access_token.split('.')).toHaveLength(3);
  });

  it('accepts the e-mail in any case', async () => {
    const res = await api('POST', '/api/login', {
      form: { username: demo().email.toUpperCase(), password: demo().password },
    });
    expect(res.status).toBe(200);
  });

  it('answers 400 with the spec message for a missing field', async () => {
    const res = await api('POST', '/api/login', { form: { username: '', password: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Email is required' });
  });
});

describe('POST /api/auth/login (JSON)', () => {
  it('answers a token carrying the spec claims', async () => {
    const res = await api<{ token: string }>('POST', '/api/auth/login', { json: demo() });
    expect(res.status).toBe(200);
    const payload = JSON.parse(Buffer.from(res.body.token.split('.')[1] as string, 'base64url').toString());
    expect(payload).toMatchObject({ sub: demo().email, is_admin: false, company_id: expect.any(Number) });
    expect(payload.exp).toBeGreaterThan(Date.now() / 1000);
  });

  it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
    const wrong = await api('POST', '/api/auth/login', {
      json: { email: demo().email, password: 'wrong-password' },
    });
    const unknown = await api('POST', '/api/auth/login', {
      json: { email: `${unique()}@nowhere.test`, password: 'whatever' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toEqual({ message: expect.any(String) });
  });

  it('answers 400 for a body that is not JSON or misses fields', async () => {
    const notJson = await api('POST', '/api/auth/login', {
      body: '{oops',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body).toEqual({ message: 'Request body must be valid JSON' });
    const badEmail = await api('POST', '/api/auth/login', { json: { email: 'not-an-email', password: 'x' } });
    expect(badEmail.body).toEqual({ message: 'Invalid email address' });
    const noPassword = await api('POST', '/api/auth/login', { json: { email: demo().email } });
    expect(noPassword.body).toEqual({ message: 'Password is required' });
  });

  it('throttles repeated failures for one e-mail with 429, whatever its case', async () => {
    const email = `${unique('throttle')}@nowhere.test`;
    for (let i = 0; i < 5; i++) {
      expect((await api('POST', '/api/auth/login', { json: { email, password: 'bad' } })).status).toBe(401);
    }
    const refused = await api<{ message: string }>('POST', '/api/auth/login', {
      json: { email, password: 'bad' },
    });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/too many/i);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const form = await api('POST', '/api/login', {
      form: { username: email.toUpperCase(), password: 'bad' },
    });
    expect(form.status).toBe(429);
  });
});

describe('GET /api/me', () => {
  it('answers the user and their company', async () => {
    const { body } = await api<{ token: string }>('POST', '/api/auth/login', { json: demo() });
    const res = await api('GET', '/api/me', { token: body.token });
    expect(res.status).toBe(200);
    const me = meResponse.parse(res.body);
    expect(me).toMatchObject({ email: demo().email, is_admin: false, company_name: 'Demo Foods' });
  });

  it('is reached with a trailing slash too, as API Gateway does', async () => {
    const { body } = await api<{ token: string }>('POST', '/api/auth/login', { json: demo() });
    expect((await api('GET', '/api/me/', { token: body.token })).status).toBe(200);
  });
});
