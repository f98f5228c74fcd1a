import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serveStatic } from './static-site.ts';

/** A built SPA in miniature: the shell, the service worker, the manifest and one hashed chunk. */
const root = mkdtempSync(join(tmpdir(), 'static-site-'));
writeFileSync(join(root, 'index.html'), '<div id="root"></div>');
writeFileSync(join(root, 'sw.js'), 'self.addEventListener("fetch", () => {});');
writeFileSync(join(root, 'manifest.webmanifest'), '{"name":"BatchPath"}');
mkdirSync(join(root, 'assets'));
writeFileSync(join(root, 'assets', 'index-abc123.js'), 'export {};');

const serve = (pathname: string) => {
  const written: { status?: number; headers?: Record<string, string> } = {};
  const res = {
    writeHead(status: number, headers: Record<string, string>) {
      Object.assign(written, { status, headers });
      return this;
    },
    end() {},
  };
  serveStatic(root, pathname, res as never);
  return written;
};

describe('local static server: caching as the CDK deployment sets it', () => {
  it('revalidates the service worker and the manifest on every request', () => {
    expect(serve('/sw.js').headers).toMatchObject({
      'cache-control': 'no-cache',
      'content-type': 'text/javascript; charset=utf-8',
    });
    expect(serve('/manifest.webmanifest').headers).toMatchObject({
      'cache-control': 'no-cache',
      'content-type': 'application/manifest+json',
    });
  });

  it('caches hashed assets for a year, and app routes get the no-cache shell', () => {
    expect(serve('/assets/index-abc123.js').headers?.['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(serve('/lots/42').headers).toMatchObject({
      'cache-control': 'no-cache',
      'content-type': 'text/html; charset=utf-8',
    });
  });
});
