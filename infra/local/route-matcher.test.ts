import type { RouteDef } from '@bp/shared/api/route-def.ts';
import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRouteMatcher, decodeSegment } from './route-matcher.ts';
import { serveStatic } from './static-site.ts';

const route = (method: RouteDef['method'], path: string, name: string): RouteDef => ({
  method,
  path,
  name,
  area: 'materials',
  access: 'user',
  summary: name,
});

const match = createRouteMatcher([
  route('GET', '/api/materials', 'list'),
  route('GET', '/api/materials/{id}', 'get'),
  route('GET', '/api/materials/recent', 'recent'),
  route('PUT', '/api/materials/{id}/archive', 'archive'),
  route('GET', '/api/files/{key+}', 'file'),
]);

describe('route matcher', () => {
  it('ignores a trailing slash, as API Gateway does', () => {
    expect(match('GET', '/api/materials/')?.route.name).toBe('list');
    expect(match('GET', '/api/materials')?.route.name).toBe('list');
  });

  it('prefers a literal segment over a parameter', () => {
    expect(match('GET', '/api/materials/recent')?.route.name).toBe('recent');
    expect(match('GET', '/api/materials/12')).toMatchObject({
      route: { name: 'get' },
      pathParameters: { id: '12' },
    });
  });

  it('matches the method too', () => {
    expect(match('DELETE', '/api/materials/12')).toBeNull();
    expect(match('PUT', '/api/materials/12/archive')?.route.name).toBe('archive');
  });

  it('decodes parameters and supports greedy ones', () => {
    expect(match('GET', '/api/materials/a%20b')?.pathParameters).toEqual({ id: 'a b' });
    expect(match('GET', '/api/files/a/b/c.pdf')?.pathParameters).toEqual({ key: 'a/b/c.pdf' });
  });

  it('does not let a parameter span segments', () => {
    expect(match('GET', '/api/materials/1/2')).toBeNull();
  });
});

describe('malformed percent-encoding', () => {
  it('keeps a segment that does not decode as it was sent, for the route rules to refuse', () => {
    expect(decodeSegment('%E0%A4%A')).toBe('%E0%A4%A');
    expect(decodeSegment('%zz')).toBe('%zz');
    expect(decodeSegment('a%20b')).toBe('a b');
  });

  it('the static server answers a malformed path with the app instead of crashing', () => {
    const root = mkdtempSync(join(tmpdir(), 'static-'));
    writeFileSync(join(root, 'index.html'), '<div id="root"></div>');
    const written: { status?: number; headers?: Record<string, string>; body?: Buffer } = {};
    const res = {
      writeHead(status: number, headers: Record<string, string>) {
        Object.assign(written, { status, headers });
        return this;
      },
      end(body: Buffer) {
        written.body = body;
      },
    };
    serveStatic(root, '/%E0%A4%A', res as never);
    expect(written.status).toBe(200);
    expect(written.headers?.['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
