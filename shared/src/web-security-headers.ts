/**
 * The security headers of the web origin (the SPA's files), one definition for the CloudFront
 * response headers policy (infra/lib/stacks/web-stack.ts), the local static server
 * (infra/local/static-site.ts) and the Vite dev server. API answers get theirs from the middy
 * stack (functions/src/lib/middleware/http-headers.ts).
 */

/**
 * The SPA loads only its own files. Styles allow 'unsafe-inline' because MUI (emotion) injects
 * its styles at run time; scripts do not. `blob:` and `data:` images are previews of photos.
 * 'wasm-unsafe-eval' lets the page compile WebAssembly (the barcode reader of the scan button,
 * served from our own origin) and nothing else: it allows no eval of JavaScript.
 */
export const webContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The CSP when photos are PUT straight to the documents bucket (presigned URLs): connect-src
 * also names the bucket's origin, and nothing else.
 */
export const cspWithUploadOrigins = (uploadOrigins: readonly string[]): string => {
  const origins = uploadOrigins.filter(Boolean);
  return origins.length
    ? webContentSecurityPolicy.replace("connect-src 'self'", `connect-src 'self' ${origins.join(' ')}`)
    : webContentSecurityPolicy;
};

export const HSTS_MAX_AGE_SECONDS = 63_072_000; // two years

export const webSecurityHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': webContentSecurityPolicy,
  'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/**
 * The dev server runs Vite's client and React Refresh, which need inline and eval'd scripts and a
 * websocket: it keeps every header but a CSP loosened for those, still refusing to be framed.
 */
export const devServerSecurityHeaders: Readonly<Record<string, string>> = {
  ...webSecurityHeaders,
  'content-security-policy': webContentSecurityPolicy
    .replace("script-src 'self' 'wasm-unsafe-eval'", "script-src 'self' 'unsafe-inline' 'unsafe-eval'")
    // The local S3 (presigned uploads) listens on another port of this machine.
    .replace("connect-src 'self'", "connect-src 'self' ws: wss: http://127.0.0.1:* http://localhost:*"),
};
