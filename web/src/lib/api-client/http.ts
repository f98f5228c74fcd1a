import type { z } from 'zod';
import { apiErrorFrom } from '../api-error.ts';
import { filenameFromContentDisposition } from '../content-disposition.ts';
import { notifySessionExpired } from '../session-expiry.ts';
import { clearStoredToken, readStoredToken } from '../token-storage.ts';
import type { EncodedBody } from './request-parts.ts';

/**
 * The transport under the typed client (spec 000 section 7): the stored token goes out as a
 * Bearer header, a failed call throws an ApiError with the server's `message` or the spec's
 * fallback, a 401 to a call that carried the token ends the session, 204 yields null. Nothing
 * is retried here; TanStack Query is told not to retry either.
 */
export interface SendOptions extends EncodedBody {
  method: string;
  /** False for routes anyone may call (sign-in): no Bearer header, no session expiry on 401. */
  auth: boolean;
  accept?: string;
  signal?: AbortSignal;
  headers?: Readonly<Record<string, string>>;
  /** Carried instead of the stored token (CallOptions `token`). */
  token?: string;
}

const send = async (url: string, options: SendOptions): Promise<Response> => {
  const headers = new Headers(options.headers);
  if (options.accept) headers.set('Accept', options.accept);
  if (options.contentType) headers.set('Content-Type', options.contentType);
  const token = options.auth ? (options.token ?? readStoredToken()) : null;
  if (token) headers.set('Authorization', `Bearer ${token}`);

  const response = await fetch(url, {
    method: options.method,
    headers,
    body: options.body,
    signal: options.signal,
  });
  // The server no longer accepts the session (expired, revoked, password reset); a token sent
  // that is no longer the stored one (another user signed in meanwhile) ends no session.
  if (response.status === 401 && token && readStoredToken() === token) {
    clearStoredToken();
    notifySessionExpired();
  }
  return response;
};

const failureText = (response: Response): Promise<string> => response.text().catch(() => '');

/** Shown when a 2xx answer is not what the contract says (an HTML page from a misrouted path, say). */
export const UNEXPECTED_RESPONSE = 'The server sent an unexpected response';

const parseAnswer = (text: string, schema: z.ZodType | undefined): unknown => {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error(UNEXPECTED_RESPONSE);
  }
  if (!schema) return data;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    console.error(UNEXPECTED_RESPONSE, parsed.error);
    throw new Error(UNEXPECTED_RESPONSE);
  }
  return parsed.data;
};

/** A JSON call: the answer parsed with the route's response contract; 204 or no body is null. */
export const sendForJson = async (
  url: string,
  options: SendOptions,
  schema?: z.ZodType,
): Promise<unknown> => {
  const response = await send(url, { accept: 'application/json', ...options });
  if (!response.ok) throw apiErrorFrom(response.status, await failureText(response));
  if (response.status === 204) return null;
  const text = await response.text();
  return text === '' ? null : parseAnswer(text, schema);
};

export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition; null when the server named none. */
  filename: string | null;
}

/** A file: failures read 'Download failed with status {code}' unless the server said why. */
export const sendForFile = async (url: string, options: SendOptions): Promise<DownloadedFile> => {
  const response = await send(url, options);
  if (!response.ok) throw apiErrorFrom(response.status, await failureText(response), 'download');
  return {
    blob: await response.blob(),
    filename: filenameFromContentDisposition(response.headers.get('Content-Disposition')),
  };
};

/**
 * A file the API serves as a short-lived link (a presigned S3 GET): the link is asked for as
 * JSON with the session, then fetched without it (the bearer token never goes to S3).
 */
export const sendForLinkedFile = async (url: string, options: SendOptions): Promise<DownloadedFile> => {
  const link = (await sendForJson(url, options)) as { url?: unknown; filename?: unknown } | null;
  if (!link || typeof link.url !== 'string') throw apiErrorFrom(502, '', 'download');
  const response = await fetch(link.url, { signal: options.signal });
  if (!response.ok) throw apiErrorFrom(response.status, '', 'download');
  return {
    blob: await response.blob(),
    filename:
      typeof link.filename === 'string'
        ? link.filename
        : filenameFromContentDisposition(response.headers.get('Content-Disposition')),
  };
};
