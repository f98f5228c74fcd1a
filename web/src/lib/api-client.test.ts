import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiDownload, apiRequest, apiUrl, UNEXPECTED_RESPONSE } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { onSessionExpired } from './session-expiry.ts';
import { TOKEN_STORAGE_KEY } from './token-storage.ts';

/** A Map-backed localStorage: the client reads the token through window.localStorage. */
const storage = new Map<string, string>();
const fakeLocalStorage = {
  getItem: (key: string) => storage.get(key) ?? null,
  setItem: (key: string, value: string) => void storage.set(key, value),
  removeItem: (key: string) => void storage.delete(key),
};

const fetchMock = vi.fn<typeof fetch>();
const lastCall = () => {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  const [url, init] = call;
  return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
};

beforeEach(() => {
  storage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('window', { localStorage: fakeLocalStorage });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiUrl', () => {
  it('prefixes /api and leaves out empty query values', () => {
    expect(apiUrl('/materials/', { page: 2, search: undefined, include_archived: false, x: null })).toBe(
      '/api/materials/?page=2&include_archived=false',
    );
    expect(apiUrl('me')).toBe('/api/me');
  });
});

describe('apiRequest', () => {
  it('sends the stored token as a Bearer header and JSON with a JSON content type', async () => {
    storage.set(TOKEN_STORAGE_KEY, 'tok');
    fetchMock.mockResolvedValue(new Response('{"id":1}', { status: 201 }));

    await expect(apiRequest('/customers/', { method: 'POST', json: { name: 'Acme' } })).resolves.toEqual({
      id: 1,
    });
    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/customers/');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"Acme"}');
    expect(headers.get('Authorization')).toBe('Bearer tok');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('sends form-encoded bodies, and no token when auth is false', async () => {
    storage.set(TOKEN_STORAGE_KEY, 'stale');
    fetchMock.mockResolvedValue(new Response('{"access_token":"t","token_type":"bearer"}'));

    await apiRequest('/login', {
      method: 'POST',
      form: { username: 'a+b@c.de', password: 'p w' },
      auth: false,
    });
    const { init, headers } = lastCall();
    expect(init.body).toBe('username=a%2Bb%40c.de&password=p+w');
    expect(headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(headers.has('Authorization')).toBe(false);
  });

  it('yields null for 204 and for an empty body', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(apiRequest('/suppliers/1', { method: 'DELETE' })).resolves.toBeNull();
    fetchMock.mockResolvedValueOnce(new Response('', { status: 200 }));
    await expect(apiRequest('/x')).resolves.toBeNull();
  });

  it('parses with the given schema and reports a mismatch plainly', async () => {
    const schema = z.object({ token: z.string() });
    fetchMock.mockResolvedValueOnce(new Response('{"token":"abc"}'));
    await expect(apiRequest('/auth/login', { schema })).resolves.toEqual({ token: 'abc' });

    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(new Response('{"tok":"abc"}'));
    await expect(apiRequest('/auth/login', { schema })).rejects.toThrow(UNEXPECTED_RESPONSE);
    fetchMock.mockResolvedValueOnce(new Response('<!doctype html>'));
    await expect(apiRequest('/unknown')).rejects.toThrow(UNEXPECTED_RESPONSE);
  });

  it("throws the server's message, else 'Request failed with status {code}'", async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"message":"Supplier Name is required"}', { status: 400 }));
    await expect(apiRequest('/suppliers/', { method: 'POST', json: {} })).rejects.toMatchObject({
      status: 400,
      message: 'Supplier Name is required',
    });
    fetchMock.mockResolvedValueOnce(new Response('oops', { status: 500 }));
    await expect(apiRequest('/suppliers/')).rejects.toThrow('Request failed with status 500');
  });

  it('ends the session on a 401 to a call that carried the token', async () => {
    const expired = vi.fn();
    const unsubscribe = onSessionExpired(expired);
    storage.set(TOKEN_STORAGE_KEY, 'revoked');
    fetchMock.mockResolvedValueOnce(new Response('{"message":"Not authenticated"}', { status: 401 }));

    await expect(apiRequest('/me')).rejects.toBeInstanceOf(ApiError);
    expect(storage.has(TOKEN_STORAGE_KEY)).toBe(false);
    expect(expired).toHaveBeenCalledTimes(1);

    // A wrong password at sign-in is a 401 too, but no session existed to end.
    fetchMock.mockResolvedValueOnce(
      new Response('{"message":"Incorrect email or password"}', { status: 401 }),
    );
    await expect(apiRequest('/login', { method: 'POST', form: {}, auth: false })).rejects.toThrow(
      'Incorrect email or password',
    );
    expect(expired).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});

describe('apiDownload', () => {
  it('returns the blob and the file name from Content-Disposition', async () => {
    storage.set(TOKEN_STORAGE_KEY, 'tok');
    fetchMock.mockResolvedValueOnce(
      new Response('a,b', { headers: { 'Content-Disposition': 'attachment; filename="ledger.csv"' } }),
    );
    const file = await apiDownload('/photos/3');
    expect(file.filename).toBe('ledger.csv');
    expect(await file.blob.text()).toBe('a,b');
    expect(lastCall().headers.get('Authorization')).toBe('Bearer tok');
  });

  it("fails with 'Download failed with status {code}'", async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 404 }));
    await expect(apiDownload('/photos/3')).rejects.toThrow('Download failed with status 404');
  });
});
