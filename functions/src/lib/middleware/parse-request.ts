import type { RouteDef } from '@bp/shared/api/route-def.ts';
import { zodMessage } from '@bp/shared/contracts/zod-message.ts';
import type { z } from 'zod';
import type { AuthorizedEvent } from '../caller.ts';
import { badRequest, unsupportedMediaType } from '../errors.ts';

export interface ParsedRequest {
  params: unknown;
  query: unknown;
  body: unknown;
  headers: Record<string, string>;
  rawBody: Buffer;
}

const validate = (schema: z.ZodType | undefined, value: unknown): unknown => {
  if (!schema) return value;
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(zodMessage(result.error));
  return result.data;
};

const decodeBody = (event: AuthorizedEvent): Buffer =>
  event.body ? Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8') : Buffer.alloc(0);

/** The one media type a route's body may have. */
const expectedMediaType = (def: RouteDef): string =>
  def.request?.form
    ? 'application/x-www-form-urlencoded'
    : def.request?.multipart
      ? 'multipart/form-data'
      : 'application/json';

/** A body in any other media type than the route's is refused before it is read (415). */
const assertMediaType = (def: RouteDef, headers: Record<string, string>, raw: Buffer): void => {
  if (!def.request?.body || raw.length === 0) return;
  const expected = expectedMediaType(def);
  const given = (headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (given !== expected) throw unsupportedMediaType(`Content-Type must be ${expected}`);
};

const readBody = (def: RouteDef, raw: Buffer): unknown => {
  if (!def.request?.body) return undefined;
  const text = raw.toString('utf8');
  if (def.request.form) return Object.fromEntries(new URLSearchParams(text));
  // Multipart bodies are the handler's to read (rawBody): they carry files, not fields to validate.
  if (def.request.multipart) return undefined;
  if (!text.trim()) throw badRequest('Request body is required');
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('Request body must be valid JSON');
  }
};

/** Decodes and validates path, query and body against the route's zod contracts. */
export const parseRequest = (def: RouteDef, event: AuthorizedEvent): ParsedRequest => {
  const headers = Object.fromEntries(
    Object.entries(event.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v ?? '']),
  );
  const rawBody = decodeBody(event);
  // The path first: a malformed id is 400 (or 404) whatever the body, as on every route.
  const params = validate(def.request?.params, event.pathParameters ?? {});
  assertMediaType(def, headers, rawBody);
  return {
    params,
    query: validate(def.request?.query, event.queryStringParameters ?? {}),
    body: validate(def.request?.body, readBody(def, rawBody)),
    headers,
    rawBody,
  };
};
