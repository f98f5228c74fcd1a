import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { callArrived, callForwarded, takeEndpointCall } from './endpoint-waits.ts';
import { CALL_ID_HEADER, startInvocationWaits } from './invocation-waits.ts';

/** A stand-in for the checked endpoint: it files each call as the real one does and answers. */
let server: Server;
let port = 0;
const seen: Array<string | undefined> = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req.headers[CALL_ID_HEADER] as string | undefined);
    callArrived(req, res, 'dynamodb');
    const answered = callForwarded(req);
    setTimeout(() => {
      answered?.();
      res.end('{}');
    }, 5);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => vi.unstubAllEnvs());

const call = () =>
  new Promise<void>((resolve, reject) => {
    const req = request(
      { port, host: '127.0.0.1', method: 'POST', headers: { 'x-amz-target': 'DynamoDB_20120810.GetItem' } },
      (res: IncomingMessage) => res.resume().on('end', resolve),
    );
    req.on('error', reject);
    req.end('{}');
  });

describe('an invocation timed with LOCAL_WAITS=1', () => {
  it("tags each HTTP call it makes, and the endpoint files the call's times under that id", async () => {
    vi.stubEnv('LOCAL_WAITS', '1');
    const waits = startInvocationWaits('9h');
    await waits.run(async () => {
      await call();
      await Promise.all([call(), call()]);
    });
    await call(); // outside the invocation: not tagged
    const { started, ended, calls } = waits.end();
    expect(calls.map((c) => c.id)).toEqual(['9h.0', '9h.1', '9h.2']);
    expect(seen.slice(-4)).toEqual(['9h.0', '9h.1', '9h.2', undefined]);
    for (const c of calls) {
      expect(c.sent).toBeGreaterThanOrEqual(started);
      expect(c.answered).toBeGreaterThan(c.sent);
      expect(c.answered).toBeLessThanOrEqual(ended);
      const filed = takeEndpointCall(c.id);
      expect(filed).toMatchObject({ service: 'dynamodb', operation: 'GetItem' });
      expect(filed!.arrived).toBeGreaterThanOrEqual(c.sent);
      expect(filed!.answered - filed!.forwarded).toBeGreaterThanOrEqual(4);
      expect(filed!.done).toBeLessThanOrEqual(c.answered);
      expect(takeEndpointCall(c.id)).toBeUndefined();
    }
  });

  it('files nothing at the endpoint when LOCAL_WAITS is not set', async () => {
    vi.stubEnv('LOCAL_WAITS', '');
    const waits = startInvocationWaits('10h');
    await waits.run(call);
    expect(seen.at(-1)).toBe('10h.0');
    expect(takeEndpointCall('10h.0')).toBeUndefined();
  });
});
