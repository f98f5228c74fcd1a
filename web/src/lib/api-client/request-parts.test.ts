import { describe, expect, it } from 'vitest';
import { encodeBody, fillPath, queryString, routeUrl } from './request-parts.ts';

describe('fillPath', () => {
  it('fills every parameter, URI-encoded', () => {
    expect(fillPath('/api/admin/users/by-company/{companyId}', { companyId: 7 })).toBe(
      '/api/admin/users/by-company/7',
    );
    expect(fillPath('/api/lots/{code}/x', { code: 'A/B 1' })).toBe('/api/lots/A%2FB%201/x');
  });

  it('keeps the slashes of a greedy parameter', () => {
    expect(fillPath('/api/files/{key+}', { key: 'a b/c.pdf' })).toBe('/api/files/a%20b/c.pdf');
  });

  it('throws for a missing or empty parameter instead of calling a wrong path', () => {
    expect(() => fillPath('/api/materials/{id}', {})).toThrow('Missing path parameter "id"');
    expect(() => fillPath('/api/materials/{id}', { id: '' })).toThrow('Missing path parameter "id"');
  });
});

describe('queryString', () => {
  it('writes numbers and booleans as text and leaves out missing, null and empty values', () => {
    expect(
      queryString({ page: 2, search: '', material_type: undefined, include_archived: false, x: null }),
    ).toBe('?page=2&include_archived=false');
  });

  it('encodes values and repeats the key of an array', () => {
    expect(queryString({ search: 'a&b =c', type: ['x', 'y'] })).toBe('?search=a%26b+%3Dc&type=x&type=y');
  });

  it('answers nothing for no query', () => {
    expect(queryString()).toBe('');
    expect(queryString({ search: undefined })).toBe('');
  });
});

describe('encodeBody', () => {
  it('sends JSON by default', () => {
    expect(encodeBody({}, { name: 'Acme' })).toEqual({
      body: '{"name":"Acme"}',
      contentType: 'application/json',
    });
    expect(encodeBody({}, undefined)).toEqual({});
  });

  it('form-encodes a form route, empty strings kept', () => {
    expect(encodeBody({ request: { form: true } }, { username: 'a+b@c.de', password: '' })).toEqual({
      body: 'username=a%2Bb%40c.de&password=',
      contentType: 'application/x-www-form-urlencoded',
    });
  });

  it('passes an upload through with no content type (the browser sets the boundary)', () => {
    const data = new FormData();
    data.append('file', new Blob(['x']), 'x.pdf');
    expect(encodeBody({ request: { multipart: true } }, data)).toEqual({ body: data });
    expect(() => encodeBody({ request: { multipart: true } }, { file: 1 })).toThrow('FormData');
  });
});

describe('routeUrl', () => {
  it('fills the path and appends the query', () => {
    expect(routeUrl({ path: '/api/materials/{id}/archive' }, { params: { id: 3 } })).toBe(
      '/api/materials/3/archive',
    );
    expect(routeUrl({ path: '/api/materials' }, { query: { page: 1, search: 'oat' } })).toBe(
      '/api/materials?page=1&search=oat',
    );
  });
});
