import type { RouteDef } from '@bp/shared/api/route-def.ts';

/** The pure half of the client: a route and its input become a URL and a body. */

type Fields = Readonly<Record<string, unknown>>;

/**
 * `/api/materials/{id}` + `{ id: 7 }` -> `/api/materials/7`. Values are URI-encoded; a greedy
 * `{key+}` keeps its slashes. A missing value is a bug in the caller, so it throws.
 */
export const fillPath = (path: string, params: Fields = {}): string =>
  path.replace(/\{([^}+]+)(\+?)\}/g, (_match, name: string, greedy: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    const text = String(value);
    return greedy ? text.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(text);
  });

const queryText = (value: unknown): string | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  if (value instanceof Date) return value.toISOString();
  return String(value);
};

/**
 * `{ page: 2, search: '', include_archived: false }` -> `?page=2&include_archived=false`.
 * Missing, null and empty values are left out (the API reads an empty filter as none); an
 * array repeats its key.
 */
export const queryString = (query: Fields = {}): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      const text = queryText(item);
      if (text !== undefined) params.append(key, text);
    }
  }
  const search = params.toString();
  return search ? `?${search}` : '';
};

export interface EncodedBody {
  body?: BodyInit;
  /** Left unset for uploads: the browser writes the multipart boundary itself. */
  contentType?: string;
}

/** JSON unless the route says form-encoded (POST /api/login) or multipart (uploads). */
export const encodeBody = (route: Pick<RouteDef, 'request'>, body: unknown): EncodedBody => {
  if (body === undefined) return {};
  if (route.request?.multipart) {
    if (!(body instanceof FormData)) throw new Error('A multipart route takes a FormData body');
    return { body };
  }
  if (route.request?.form) {
    // Empty strings stay: an empty password is the server's to refuse with its own message.
    const fields = Object.entries(body as Fields).flatMap(([key, value]): [string, string][] =>
      value === undefined || value === null ? [] : [[key, String(value)]],
    );
    return { body: new URLSearchParams(fields).toString(), contentType: 'application/x-www-form-urlencoded' };
  }
  return { body: JSON.stringify(body), contentType: 'application/json' };
};

export interface CallParts {
  params?: Fields;
  query?: Fields;
  body?: unknown;
}

/** The URL of a route called with the given path and query values. */
export const routeUrl = (route: Pick<RouteDef, 'path'>, input: CallParts = {}): string =>
  `${fillPath(route.path, input.params)}${queryString(input.query)}`;
