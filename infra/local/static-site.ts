import { existsSync, readFileSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, relative, sep } from 'node:path';
import { cspWithUploadOrigins, webSecurityHeaders } from '@bp/shared/web-security-headers.ts';
import { decodeSegment } from './route-matcher.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  // The scan button's barcode reader (ZXing in WebAssembly): compiled while it streams in.
  '.wasm': 'application/wasm',
};

/**
 * Serves the built SPA as CloudFront does: files as they are, and index.html for any path
 * that is not a file (client-side routes).
 */
export const serveStatic = (root: string, pathname: string, res: ServerResponse): void => {
  const safe = normalize(decodeSegment(pathname)).replace(/^(\.\.[/\\])+/, '');
  let file = join(root, safe);
  if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory())
    file = join(root, 'index.html');
  if (!existsSync(file)) {
    res
      .writeHead(404, { ...webSecurityHeaders, 'content-type': 'text/plain' })
      .end('web/dist is not built: run npm run build:web');
    return;
  }
  // As the CDK deployment uploads them: Vite's hashed files under assets/ never change under a
  // name; everything else (index.html, sw.js, the manifest, icons) is revalidated, so a new
  // service worker is seen at the next check.
  const hashed = relative(root, file).split(sep)[0] === 'assets';
  const cache = hashed ? 'public, max-age=31536000, immutable' : 'no-cache';
  res.writeHead(200, {
    ...webSecurityHeaders,
    // Photos go straight to the local S3 (presigned PUT), as they go to the bucket in AWS.
    'content-security-policy': cspWithUploadOrigins([process.env.AWS_ENDPOINT_URL_S3 ?? '']),
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': cache,
  });
  res.end(readFileSync(file));
};
