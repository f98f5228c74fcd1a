import { defineRoutes } from '@bp/shared/api/route-def.ts';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../api-error.ts';
import { onSessionExpired } from '../session-expiry.ts';
import { TOKEN_STORAGE_KEY } from '../token-storage.ts';
import { createApiClient } from './create-api-client.ts';
import { UNEXPECTED_RESPONSE } from './http.ts';

const thing = z.object({ id: z.number(), name: z.string() });
const idParams = z.object({ id: z.union([z.number(), z.string()]).transform(Number) });

/** A small table in the route table's own format, so the client is tested apart from today's routes. */
const testRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/api/things',
    area: 'materials',
    name: 'listThings',
    access: 'user',
    summary: '',
    request: { query: z.object({ page: z.coerce.number().optional(), search: z.string().optional() }) },
    response: z.object({ items: z.array(thing), total: z.number() }),
  },
  {
    method: 'PUT',
    path: '/api/things/{id}',
    area: 'materials',
    name: 'updateThing',
    access: 'user',
    summary: '',
    request: { params: idParams, body: z.object({ name: z.string().trim() }) },
    response: thing,
  },
  {
    method: 'DELETE',
    path: '/api/things/{id}',
    area: 'materials',
    name: 'deleteThing',
    access: 'user',
    summary: '',
    request: { params: idParams },
    status: 204,
  },
  {
    method: 'POST',
    path: '/api/login',
    area: 'auth',
    name: 'login',
    access: 'public',
    summary: '',
    request: { body: z.object({ username: z.string(), password: z.string() }), form: true },
    response: z.object({ access_token: z.string() }),
  },
  {
    method: 'POST',
    path: '/api/things/{id}/photo',
    area: 'materials',
    name: 'uploadPhoto',
    access: 'user',
    summary: '',
    request: { params: idParams, body: z.unknown(), multipart: true },
    status: 201,
    response: thing,
  },
  {
    method: 'GET',
    path: '/api/things/export',
    area: 'materials',
    name: 'exportThings',
    access: 'user',
    summary: '',
    request: { query: z.object({ search: z.string().optional() }) },
    produces: 'text/csv',
  },
]);

const client = createApiClient(testRoutes);

/** A Map-backed localStorage: the client reads the token through window.localStorage. */
const storage = new Map<string, string>();
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
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    },
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('call', () => {
  it("uses the route's method and path, the stored token, JSON, and parses the answer", async () => {
    storage.set(TOKEN_STORAGE_KEY, 'tok');
    fetchMock.mockResolvedValue(new Response('{"id":3,"name":"Oats","extra":1}'));

    const saved = await client.call('updateThing', { params: { id: 3 }, body: { name: 'Oats' } });
    expect(saved).toEqual({ id: 3, name: 'Oats' });
    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/things/3');
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"name":"Oats"}');
    expect(headers.get('Authorization')).toBe('Bearer tok');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('sends the headers a caller adds (an Idempotency-Key) beside its own', async () => {
    storage.set(TOKEN_STORAGE_KEY, 'tok');
    fetchMock.mockResolvedValue(new Response('{"id":3,"name":"Oats"}'));
    await client.call(
      'updateThing',
      { params: { id: 3 }, body: { name: 'Oats' } },
      { headers: { 'Idempotency-Key': 'k-1' } },
    );
    const { headers } = lastCall();
    expect(headers.get('Idempotency-Key')).toBe('k-1');
    expect(headers.get('Authorization')).toBe('Bearer tok');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('serialises the query and may be called without input when nothing is required', async () => {
    fetchMock.mockImplementation(async () => new Response('{"items":[],"total":0}'));
    await client.call('listThings', { query: { page: 2, search: '' } });
    expect(lastCall().url).toBe('/api/things?page=2');
    await client.call('listThings');
    expect(lastCall().url).toBe('/api/things');
    expect(lastCall().headers.has('Authorization')).toBe(false);
  });

  it('form-encodes a form route and sends no token to a public route', async () => {
    storage.set(TOKEN_STORAGE_KEY, 'stale');
    fetchMock.mockResolvedValue(new Response('{"access_token":"t"}'));
    await expect(client.call('login', { body: { username: 'a+b@c.de', password: 'p w' } })).resolves.toEqual({
      access_token: 't',
    });
    const { init, headers } = lastCall();
    expect(init.body).toBe('username=a%2Bb%40c.de&password=p+w');
    expect(headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(headers.has('Authorization')).toBe(false);
  });

  it('sends an upload as the FormData itself', async () => {
    fetchMock.mockResolvedValue(new Response('{"id":1,"name":"a"}', { status: 201 }));
    const data = new FormData();
    data.append('file', new Blob(['%PDF']), 'a.pdf');
    await client.call('uploadPhoto', { params: { id: 1 }, body: data });
    expect(lastCall().init.body).toBe(data);
    expect(lastCall().headers.has('Content-Type')).toBe(false);
  });

  it('yields null for 204', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(client.call('deleteThing', { params: { id: 1 } })).resolves.toBeNull();
    expect(lastCall().init.method).toBe('DELETE');
  });

  it('refuses an answer the contract does not describe', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(new Response('{"id":"x"}'));
    await expect(client.call('updateThing', { params: { id: 1 }, body: { name: 'a' } })).rejects.toThrow(
      UNEXPECTED_RESPONSE,
    );
    fetchMock.mockResolvedValueOnce(new Response('<!doctype html>'));
    await expect(client.call('listThings')).rejects.toThrow(UNEXPECTED_RESPONSE);
  });

  it("throws the server's message, else 'Request failed with status {code}', and never retries", async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"message":"Name is required"}', { status: 400 }));
    await expect(client.call('updateThing', { params: { id: 1 }, body: { name: '' } })).rejects.toMatchObject(
      {
        status: 400,
        message: 'Name is required',
      },
    );
    fetchMock.mockResolvedValueOnce(new Response('oops', { status: 500 }));
    await expect(client.call('listThings')).rejects.toThrow('Request failed with status 500');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('ends the session on a 401 to a call that carried the token, not on a failed sign-in', async () => {
    const expired = vi.fn();
    const unsubscribe = onSessionExpired(expired);
    storage.set(TOKEN_STORAGE_KEY, 'revoked');
    fetchMock.mockResolvedValueOnce(new Response('{"message":"Not authenticated"}', { status: 401 }));
    await expect(client.call('listThings')).rejects.toBeInstanceOf(ApiError);
    expect(storage.has(TOKEN_STORAGE_KEY)).toBe(false);
    expect(expired).toHaveBeenCalledTimes(1);

    storage.set(TOKEN_STORAGE_KEY, 'other');
    fetchMock.mockResolvedValueOnce(
      new Response('{"message":"Incorrect email or password"}', { status: 401 }),
    );
    await expect(client.call('login', { body: { username: 'a', password: 'b' } })).rejects.toThrow(
      'Incorrect email or password',
    );
    expect(expired).toHaveBeenCalledTimes(1);
    expect(storage.get(TOKEN_STORAGE_KEY)).toBe('other');
    unsubscribe();
  });

  it("carries a caller's token instead of the stored one; its 401 ends no session it is not", async () => {
    const expired = vi.fn();
    const unsubscribe = onSessionExpired(expired);
    // The outbox sends an entry as the user it checked, though another user signed in since.
    storage.set(TOKEN_STORAGE_KEY, 'ben');
    fetchMock.mockResolvedValueOnce(new Response('{"items":[],"total":0}'));
    await client.call('listThings', {}, { token: 'ana' });
    expect(lastCall().headers.get('Authorization')).toBe('Bearer ana');

    fetchMock.mockResolvedValueOnce(new Response('{"message":"Not authenticated"}', { status: 401 }));
    await expect(client.call('listThings', {}, { token: 'ana' })).rejects.toBeInstanceOf(ApiError);
    expect(storage.get(TOKEN_STORAGE_KEY)).toBe('ben');
    expect(expired).not.toHaveBeenCalled();

    // The stored session's own token refused ends it, as before.
    fetchMock.mockResolvedValueOnce(new Response('{"message":"Not authenticated"}', { status: 401 }));
    await expect(client.call('listThings', {}, { token: 'ben' })).rejects.toBeInstanceOf(ApiError);
    expect(storage.has(TOKEN_STORAGE_KEY)).toBe(false);
    expect(expired).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});

describe('download', () => {
  it('returns the blob and the file name from Content-Disposition', async () => {
    storage.set(TOKEN_STORAGE_KEY, 'tok');
    fetchMock.mockResolvedValueOnce(
      new Response('a,b', { headers: { 'Content-Disposition': 'attachment; filename="things.csv"' } }),
    );
    const file = await client.download('exportThings', { query: { search: 'oat' } });
    expect(file.filename).toBe('things.csv');
    expect(await file.blob.text()).toBe('a,b');
    expect(lastCall().url).toBe('/api/things/export?search=oat');
    expect(lastCall().headers.get('Authorization')).toBe('Bearer tok');
  });

  it("fails with 'Download failed with status {code}' unless the server said why", async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 404 }));
    await expect(client.download('exportThings')).rejects.toThrow('Download failed with status 404');
    fetchMock.mockResolvedValueOnce(new Response('{"message":"Too many rows"}', { status: 400 }));
    await expect(client.download('exportThings')).rejects.toThrow('Too many rows');
  });
});

describe('types follow the route table', () => {
  it('types input and answer from the contracts (checked by npm run typecheck)', () => {
    const check = () => {
      expectTypeOf(
        client.call('updateThing', { params: { id: 1 }, body: { name: 'a' } }),
      ).resolves.toEqualTypeOf<{
        id: number;
        name: string;
      }>();
      expectTypeOf(client.call('deleteThing', { params: { id: 1 } })).resolves.toBeNull();
      expectTypeOf(client.download('exportThings')).resolves.toHaveProperty('filename');
      // @ts-expect-error a path parameter the route does not have
      void client.call('deleteThing', { params: { thingId: 1 } });
      // @ts-expect-error the path parameters are required
      void client.call('deleteThing');
      // @ts-expect-error a body field of the wrong type
      void client.call('updateThing', { params: { id: 1 }, body: { name: 3 } });
      // @ts-expect-error a query field the route does not read
      void client.call('listThings', { query: { sort: 'name' } });
      // @ts-expect-error a file route is downloaded, not called
      void client.call('exportThings');
      // @ts-expect-error no such route
      void client.call('listWidgets');
      // @ts-expect-error an upload takes FormData
      void client.call('uploadPhoto', { params: { id: 1 }, body: { file: 'x' } });
    };
    expect(check).toBeTypeOf('function');
  });
});
