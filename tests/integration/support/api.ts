import { randomInt } from 'node:crypto';
import { Agent, type Dispatcher } from 'undici';
import { cloud } from './cloud.ts';

/**
 * A client at a given address: the whole 127.0.0.0/8 is this machine, so a test can call from
 * 127.0.0.1 and 127.0.0.2 as two different clients would (the gateway reads the socket's
 * address, as API Gateway's sourceIp).
 */
export const clientAt = (address: string): Dispatcher => new Agent({ localAddress: address });

/** Each test file calls from its own address, so one file's failed sign-ins never throttle another's. */
const fileAddress = `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
const fileClient = clientAt(fileAddress);

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  token?: string | null;
  json?: unknown;
  form?: Record<string, string>;
  body?: BodyInit;
  headers?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined>;
  /** Another client address (see clientAt); this file's own by default. */
  client?: Dispatcher;
}

export const apiUrl = () => cloud().apiUrl;

/** One HTTP call to the local cloud's gateway; JSON answers are parsed, others kept as text. */
export const api = async <T = unknown>(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> => {
  const url = new URL(path, apiUrl());
  for (const [k, v] of Object.entries(options.query ?? {}))
    if (v !== undefined) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body = options.body;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  }
  // Node's fetch is undici: it takes a dispatcher, which its DOM-style types leave out.
  const init = { method, headers, body, dispatcher: options.client ?? fileClient } as RequestInit;
  const res = await fetch(url, init);
  const text = await res.text();
  const isJson = res.headers.get('content-type')?.includes('json');
  return {
    status: res.status,
    headers: res.headers,
    body: (isJson && text ? JSON.parse(text) : text) as T,
    text,
  };
};

export const login = async (email: string, password: string): Promise<string> => {
  const res = await api<{ token: string }>('POST', '/api/auth/login', { json: { email, password } });
  if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${res.text}`);
  return res.body.token;
};

export const demoToken = () => login(cloud().demoEmail, cloud().demoPassword);
export const adminToken = () => login(cloud().adminEmail, cloud().adminPassword);

/** A unique suffix so tests never collide on names or e-mails in the shared local cloud. */
export const unique = (prefix = 't') =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
