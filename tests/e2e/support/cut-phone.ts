import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import { startCutProxy } from './cut-proxy.ts';

/**
 * A phone (390 x 844, touch) whose every request, the app's and the bucket's PUTs, goes through a
 * cut proxy (cut-proxy.ts), so a test can drop the network in the middle of a request body.
 */
export const cutPhone = async (browser: Browser) => {
  const proxy = await startCutProxy();
  const context = await browser.newContext({
    // Chromium sends loopback past a proxy unless told not to.
    proxy: { server: proxy.server, bypass: '<-loopback>' },
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    baseURL: process.env.E2E_BASE_URL,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const close = async () => {
    await context.close();
    await proxy.close();
  };
  return { proxy, context, page, close };
};

export interface ListedUpload {
  id: number;
  submission_status: string;
  failure_reason: string | null;
  filename: string;
}

/** The company's goods receipts, read as their user over the API (not through the proxy). */
export const receiptsOf = async (request: APIRequestContext, token: string) => {
  const res = await request.get('/api/goods-receipts', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as { total: number; items: ListedUpload[] };
};

/** The bytes of an upload's stored original. */
export const originalOf = async (request: APIRequestContext, token: string, id: number) => {
  const link = await request.get(`/api/goods-receipts/${id}/original`, {
    headers: { Authorization: `Bearer ${token}`, accept: 'application/json' },
  });
  expect(link.status()).toBe(200);
  const file = await request.get(((await link.json()) as { url: string }).url);
  return file.body();
};
