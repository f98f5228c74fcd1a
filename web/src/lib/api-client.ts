import type { z } from 'zod';
import { apiErrorFrom } from './api-error.ts';
import { filenameFromContentDisposition } from './content-disposition.ts';
import { notifySessionExpired } from './session-expiry.ts';
import { clearStoredToken, readStoredToken } from './token-storage.ts';

/**
 * The one way the web talks to the API (spec 000 section 7): every path is under /api, the
 * stored token goes out as a Bearer header, JSON bodies say so, 204 yields null, and a failed
 * call throws an ApiError whose message is the server's `message` or the spec's fallback.
 */
export const API_PREFIX = '/api';

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON with a JSON content type. */
  json?: unknown;
  /** Sent form-encoded (application/x-www-form-urlencoded), as POST /api/login expects. */
  form?: Record<string, string>;
  /** Sent as is (multipart uploads): the browser sets the content type and boundary. */
  formData?: FormData;
  /** Query parameters; null and undefined ones are left out. */
  query?: Record<string, QueryValue>;
  /** Parses (and types) the answer with the shared zod contract. */
  schema?: z.ZodType<T>;
  /** False for calls made while signed out (sign-in): no Bearer header, no session expiry on 401. */
  auth?: boolean;
  signal?: AbortSignal;
}

/** `/materials/` + `{ page: 2, search: undefined }` -> `/api/materials/?page=2`. */
export const apiUrl = (path: string, query?: Record<string, QueryValue>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  return `${API_PREFIX}${path.startsWith('/') ? path : `/${path}`}${search ? `?${search}` : ''}`;
};

const buildInit = <T>(options: RequestOptions<T>): { init: RequestInit; sentToken: boolean } => {
  const headers = new Headers({ Accept: 'application/json' });
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers.set('Content-Type', 'application/x-www-form-urlencoded');
    body = new URLSearchParams(options.form).toString();
  } else if (options.formData) {
    body = options.formData;
  }

  const token = options.auth === false ? null : readStoredToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  return {
    init: {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      signal: options.signal,
    },
    sentToken: token !== null,
  };
};

/** A 401 on a call that carried our token: the server no longer accepts the session. */
const endSessionIfRejected = (response: Response, sentToken: boolean): void => {
  if (response.status === 401 && sentToken) {
    clearStoredToken();
    notifySessionExpired();
  }
};

export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { init, sentToken } = buildInit(options);
  const response = await fetch(apiUrl(path, options.query), init);

  if (!response.ok) {
    endSessionIfRejected(response, sentToken);
    throw apiErrorFrom(response.status, await response.text().catch(() => ''));
  }
  if (response.status === 204) return null as T;

  const text = await response.text();
  if (text === '') return null as T;
  return parseAnswer(text, options.schema);
}

/** Shown when a 2xx answer is not what the contract says (an HTML page from a misrouted path, say). */
export const UNEXPECTED_RESPONSE = 'The server sent an unexpected response';

const parseAnswer = <T>(text: string, schema: z.ZodType<T> | undefined): T => {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error(UNEXPECTED_RESPONSE);
  }
  if (!schema) return data as T;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    console.error(UNEXPECTED_RESPONSE, parsed.error);
    throw new Error(UNEXPECTED_RESPONSE);
  }
  return parsed.data;
};

type BodylessOptions<T> = Omit<RequestOptions<T>, 'method' | 'json'>;

export const api = {
  get: <T = unknown>(path: string, options?: BodylessOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  delete: <T = unknown>(path: string, options?: BodylessOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
  post: <T = unknown>(path: string, json?: unknown, options?: BodylessOptions<T>) =>
    apiRequest<T>(path, { ...options, json, method: 'POST' }),
  put: <T = unknown>(path: string, json?: unknown, options?: BodylessOptions<T>) =>
    apiRequest<T>(path, { ...options, json, method: 'PUT' }),
};

export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition; null when the server named none. */
  filename: string | null;
}

/** Fetches a file with the session's token; failures read 'Download failed with status {code}'. */
export async function apiDownload(path: string, query?: Record<string, QueryValue>): Promise<DownloadedFile> {
  const { init, sentToken } = buildInit({ method: 'GET' });
  init.headers = new Headers(init.headers);
  init.headers.delete('Accept');
  const response = await fetch(apiUrl(path, query), init);
  if (!response.ok) {
    endSessionIfRejected(response, sentToken);
    throw apiErrorFrom(response.status, await response.text().catch(() => ''), 'download');
  }
  return {
    blob: await response.blob(),
    filename: filenameFromContentDisposition(response.headers.get('Content-Disposition')),
  };
}

/** Hands a downloaded blob to the browser as a file save. */
export const saveFile = ({ blob, filename }: DownloadedFile, fallbackName = 'download'): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
