import { EARLY_TIMEOUT_MS } from '@bp/functions/lib/route-handler.ts';
import { UNAVAILABLE_MESSAGE } from '@bp/functions/lib/unavailable.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalCloudProcess, startLocalCloudProcess } from '../../support/local-cloud-process.ts';

/**
 * The gateway keeps AWS's time limits: a handler gets the time budget CDK gives its function
 * (past it Lambda ends the invocation and HTTP API answers 500), and an integration past API
 * Gateway's timeout is answered 503 "Service Unavailable" without waiting. On a cloud of its own with the limits scaled to a
 * fifth (settings 10 s -> 2 s, materials 29 s -> 5.8 s) and the integration's set to 4 s; the
 * local cloud's test hook makes the two functions' DynamoDB calls slow.
 */
let cloud: LocalCloudProcess;

const slowDown = async (fn: string, delayMs: number) => {
  const res = await fetch(new URL('/__local/iam', cloud.apiUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ function: fn, delay_ms: delayMs }),
  });
  expect(res.status).toBe(204);
};

const call = async (path: string, init: RequestInit = {}) => {
  const started = Date.now();
  const res = await fetch(new URL(path, cloud.apiUrl), init);
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null, ms: Date.now() - started };
};

beforeAll(async () => {
  cloud = await startLocalCloudProcess({
    env: {
      JWT_SECRET: `timeouts-${Date.now()}-secret-for-tests`,
      LOCAL_TIMEOUT_SCALE: '0.35',
      LOCAL_INTEGRATION_TIMEOUT_MS: '5000',
      LOCAL_FAULTS: '1',
    },
  });
}, 200_000);

afterAll(async () => {
  await cloud?.stop();
});

describe('gateway time limits', () => {
  it("a slow route: answered within its function's timeout, 503 past the integration timeout; fine once fast", async () => {
    const login = await call('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(cloud.demo),
    });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const auth = { headers: { authorization: `Bearer ${(login.body as { token: string }).token}` } };
    expect((await call('/api/company-settings', auth)).status).toBe(200);

    await slowDown('api-settings', 10_000);
    await slowDown('api-materials', 10_000);
    const [settings, materials] = await Promise.all([
      call('/api/company-settings', auth),
      call('/api/materials', auth),
    ]);
    // The handler gets the budget CDK gives its function (10 s, scaled to 3.5 s): middy's early
    // timeout answers 503 a second before Lambda would end it, where the SDK alone would wait 6 s.
    expect(settings).toMatchObject({ status: 503, body: { message: UNAVAILABLE_MESSAGE } });
    expect(settings.ms).toBeGreaterThanOrEqual(3_500 - EARLY_TIMEOUT_MS - 100);
    expect(settings.ms).toBeLessThan(3_500);
    expect(materials).toMatchObject({ status: 503, body: { message: 'Service Unavailable' } });
    expect(materials.ms).toBeGreaterThanOrEqual(4_900);
    expect(materials.ms).toBeLessThan(6_000);

    const restored = await fetch(new URL('/__local/iam', cloud.apiUrl), { method: 'DELETE' });
    expect(restored.status).toBe(204);
    const fast = await call('/api/materials', auth);
    expect(fast.status, JSON.stringify(fast.body)).toBe(200);
  }, 120_000);

  it("an event over Lambda's 6 MB (a 5 MB body, base64 in the event) is 413 before any function runs", async () => {
    const res = await call('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: new Uint8Array(5 * 1024 * 1024),
    });
    expect(res).toMatchObject({ status: 413, body: { message: 'Request Entity Too Large' } });
  });
});
