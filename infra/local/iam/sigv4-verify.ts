import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createScope, getCanonicalQuery } from '@smithy/signature-v4';

/**
 * AWS Signature Version 4 verification, as S3 and DynamoDB do it, for requests signed in the
 * Authorization header or presigned in the query string: the signature is recomputed from the
 * request as it arrived (method, path, query, the signed headers' values, the payload hash)
 * with the caller's secret, so another key, another content type or length, a forged
 * signature or an expired URL no longer matches.
 */
export interface IncomingSigned {
  method: string;
  /** Path as sent, percent-encoded. */
  path: string;
  query: Record<string, string | string[]>;
  /** Lower-case names, as Node gives them. */
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export type Verification =
  | { ok: true; accessKeyId: string; anonymous: false }
  | { ok: true; anonymous: true }
  | { ok: false; status: number; code: string; message: string };

const MAX_SKEW_MS = 15 * 60 * 1000;
const MAX_PRESIGNED_SECONDS = 7 * 24 * 3600;
const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/**
 * The key a day's signatures are made with (four HMACs, the same for every request of that day).
 * Cached per secret (not per access key: a key whose secret changed derives anew), date, region
 * and service, as AWS's own signers cache it; every request's signature is still computed and
 * compared, so a cached key accepts nothing it would not have accepted derived afresh.
 */
const signingKeys = new Map<string, Buffer>();
const MAX_SIGNING_KEYS = 1_000;
const signingKey = (secret: string, shortDate: string, region: string, service: string): Buffer => {
  const id = JSON.stringify([secret, shortDate, region, service]);
  let key = signingKeys.get(id);
  if (!key) {
    key = hmac(`AWS4${secret}`, shortDate);
    for (const part of [region, service, 'aws4_request']) key = hmac(key, part);
    if (signingKeys.size >= MAX_SIGNING_KEYS) signingKeys.clear();
    signingKeys.set(id, key);
  }
  return key;
};

/** RFC 3986 encoding, as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
const escapeUri = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** S3 signs each path segment encoded once; other services encode the encoded path again. */
const canonicalPath = (path: string, service: string): string => {
  const segments = path.split('/').map((s) => {
    try {
      return escapeUri(decodeURIComponent(s));
    } catch {
      return s;
    }
  });
  const once = segments.join('/');
  return service === 's3' ? once : once.split('/').map(escapeUri).join('/');
};

const headerValue = (headers: IncomingSigned['headers'], name: string): string => {
  const v = headers[name];
  const joined = Array.isArray(v) ? v.join(',') : (v ?? '');
  return joined
    .replace(/[\r\n]/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .trim();
};

/** `20261126T135600Z` */
const parseAmzDate = (value: string): number | null => {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) : null;
};

const fail = (status: number, code: string, message: string): Verification => ({
  ok: false,
  status,
  code,
  message,
});

export interface SignatureParts {
  accessKeyId: string;
  scope: string;
  shortDate: string;
  region: string;
  service: string;
  amzDate: string;
  signedHeaders: string[];
  signature: string;
  presigned: boolean;
  expiresSeconds?: number;
}

const parseCredential = (credential: string) => {
  const [accessKeyId, shortDate, region, service, terminator] = credential.split('/');
  if (!accessKeyId || !shortDate || !region || !service || terminator !== 'aws4_request') return null;
  return { accessKeyId, shortDate, region, service, scope: createScope(shortDate, region, service) };
};

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export const signatureParts = (request: IncomingSigned): SignatureParts | 'anonymous' | string => {
  const authorization = first(request.headers.authorization);
  const algorithm = first(request.query['X-Amz-Algorithm']);
  if (authorization) {
    const m =
      /^AWS4-HMAC-SHA256\s+Credential=([^,\s]+),\s*SignedHeaders=([^,\s]+),\s*Signature=([0-9a-f]{64})$/.exec(
        authorization.trim(),
      );
    if (!m) return 'The authorization header is malformed or uses an unsupported algorithm.';
    const credential = parseCredential(m[1]!);
    if (!credential) return `Error parsing the Credential parameter: ${m[1]}`;
    const amzDate = headerValue(request.headers, 'x-amz-date');
    return { ...credential, amzDate, signedHeaders: m[2]!.split(';'), signature: m[3]!, presigned: false };
  }
  if (algorithm !== undefined) {
    if (algorithm !== 'AWS4-HMAC-SHA256') return `Unsupported presigned algorithm ${algorithm}`;
    const credential = parseCredential(first(request.query['X-Amz-Credential']) ?? '');
    const signature = first(request.query['X-Amz-Signature']) ?? '';
    const signedHeaders = first(request.query['X-Amz-SignedHeaders']) ?? '';
    const expires = Number(first(request.query['X-Amz-Expires']));
    if (!credential || !/^[0-9a-f]{64}$/.test(signature) || !signedHeaders || !Number.isInteger(expires))
      return 'Query-string authentication version 4 requires the X-Amz-Algorithm, X-Amz-Credential, X-Amz-Signature, X-Amz-Date, X-Amz-SignedHeaders, and X-Amz-Expires parameters.';
    return {
      ...credential,
      amzDate: first(request.query['X-Amz-Date']) ?? '',
      signedHeaders: signedHeaders.split(';'),
      signature,
      presigned: true,
      expiresSeconds: expires,
    };
  }
  return 'anonymous';
};

/**
 * Checks a request's signature. `secretOf` gives the secret of a known access key (undefined:
 * unknown key). The payload is checked against x-amz-content-sha256 when it names a hash.
 */
export const verifySigV4 = (
  request: IncomingSigned,
  secretOf: (accessKeyId: string) => string | undefined,
  now: number = Date.now(),
): Verification => {
  const parts = signatureParts(request);
  if (parts === 'anonymous') return { ok: true, anonymous: true };
  if (typeof parts === 'string') return fail(400, 'AuthorizationHeaderMalformed', parts);

  const secret = secretOf(parts.accessKeyId);
  if (secret === undefined)
    return fail(
      403,
      'InvalidAccessKeyId',
      'The AWS Access Key Id you provided does not exist in our records.',
    );

  const signedAt = parseAmzDate(parts.amzDate);
  if (signedAt === null || !parts.amzDate.startsWith(parts.shortDate))
    return fail(403, 'AccessDenied', 'AWS authentication requires a valid Date or x-amz-date header');
  if (parts.presigned) {
    const expires = parts.expiresSeconds ?? 0;
    if (expires < 1 || expires > MAX_PRESIGNED_SECONDS)
      return fail(
        400,
        'AuthorizationQueryParametersError',
        'X-Amz-Expires must be between 1 and 604800 seconds',
      );
    if (now > signedAt + expires * 1000) return fail(403, 'AccessDenied', 'Request has expired');
    if (signedAt - now > MAX_SKEW_MS) return fail(403, 'AccessDenied', 'Request is not valid yet');
  } else if (Math.abs(now - signedAt) > MAX_SKEW_MS) {
    return fail(
      403,
      'RequestTimeTooSkewed',
      'The difference between the request time and the current time is too large.',
    );
  }
  if (!parts.signedHeaders.includes('host'))
    return fail(400, 'AuthorizationHeaderMalformed', 'The host header must be signed.');

  let payloadHash: string;
  const declared = parts.presigned
    ? (first(request.query['X-Amz-Content-Sha256']) ?? UNSIGNED_PAYLOAD)
    : headerValue(request.headers, 'x-amz-content-sha256');
  if (parts.service === 's3') {
    if (!declared)
      return fail(400, 'InvalidRequest', 'Missing required header for this request: x-amz-content-sha256');
    if (declared.startsWith('STREAMING-'))
      return fail(501, 'NotImplemented', `The local cloud does not accept ${declared} (chunked) payloads`);
    if (declared !== UNSIGNED_PAYLOAD && declared !== sha256Hex(request.body))
      return fail(
        400,
        'XAmzContentSHA256Mismatch',
        "The provided 'x-amz-content-sha256' header does not match what was computed.",
      );
    payloadHash = declared;
  } else {
    payloadHash = sha256Hex(request.body);
  }

  const canonicalQuery = getCanonicalQuery({ query: request.query } as never);
  const canonicalHeaders = parts.signedHeaders
    .map((name) => `${name}:${headerValue(request.headers, name)}\n`)
    .join('');
  const canonicalRequest = [
    request.method,
    canonicalPath(request.path, parts.service),
    canonicalQuery,
    canonicalHeaders,
    parts.signedHeaders.join(';'),
    payloadHash,
  ].join('\n');
  const stringToSign = ['AWS4-HMAC-SHA256', parts.amzDate, parts.scope, sha256Hex(canonicalRequest)].join(
    '\n',
  );
  const key = signingKey(secret, parts.shortDate, parts.region, parts.service);
  const expected = createHmac('sha256', key).update(stringToSign).digest();
  if (!timingSafeEqual(expected, Buffer.from(parts.signature, 'hex')))
    return fail(
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    );
  return { ok: true, accessKeyId: parts.accessKeyId, anonymous: false };
};
