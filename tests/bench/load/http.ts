/** A plain JSON call to the API under load (setup, settling and checks; the load itself is autocannon's). */
export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  text: string;
}

export type Call = <T = Record<string, unknown>>(
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<Answer<T>>;

export const caller =
  (apiUrl: string, token: string | null): Call =>
  async <T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${apiUrl}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON (a CSV, an empty answer): the text is enough.
    }
    return { status: res.status, body: parsed as T, text };
  };

/** The answer's body, or a stop with what came back. */
export const ok = <T>(answer: Answer<T>, what: string, status = [200, 201]): T => {
  if (!status.includes(answer.status))
    throw new Error(`${what}: ${answer.status} ${answer.text.slice(0, 400)}`);
  return answer.body;
};

/** Every item of a paged list (`{items, total}`), page by page at the largest page size. */
export const allPages = async <T>(call: Call, path: string): Promise<T[]> => {
  const items: T[] = [];
  const join = path.includes('?') ? '&' : '?';
  for (let page = 1; ; page++) {
    const body = ok(
      await call<{ items: T[]; total: number }>('GET', `${path}${join}page=${page}&page_size=500`),
      path,
    );
    items.push(...body.items);
    if (body.items.length === 0 || items.length >= body.total) return items;
  }
};
