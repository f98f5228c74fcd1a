import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { afterAll, describe, expect, it } from 'vitest';
import { AUTHORIZER_ENTRY, areaEntry } from '../lib/api/function-entries.ts';
import { toAuthorizerEvent } from './api-event.ts';
import { functionWorkerCount, startFunctionWorkers } from './function-workers.ts';
import { availableParallelism } from 'node:os';

const event = (path: string, headers: Record<string, string> = {}): APIGatewayProxyEventV2 => {
  const routeKey = `GET ${path}`;
  return {
    version: '2.0',
    routeKey,
    rawPath: path,
    rawQueryString: '',
    headers,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method: 'GET', path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' },
      requestId: 'test',
      routeKey,
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
    isBase64Encoded: false,
  };
};

describe('the function worker pool', () => {
  // Shared with the workers (SHARE_ENV), as the cloud's own settings are.
  process.env.JWT_SECRET ??= 'function-workers-test-secret';
  const workers = startFunctionWorkers(2);
  afterAll(() => workers.stop());

  it('runs an area handler in a worker and answers its result', { timeout: 60_000 }, async () => {
    const fn = { name: 'api-platform', entry: areaEntry('platform') };
    const answers = await Promise.all(
      [1, 2, 3].map(
        () =>
          workers.invoke<APIGatewayProxyStructuredResultV2>(fn, event('/api/openapi.json'), 10_000).result,
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(JSON.parse(answer.body ?? '{}')).toHaveProperty('openapi');
    }
  });

  it(
    "gives back a handler's failure by name and message (the authorizer's Unauthorized)",
    { timeout: 60_000 },
    async () => {
      const fn = { name: 'api-authorizer', entry: AUTHORIZER_ENTRY };
      const refused = workers.invoke(
        fn,
        toAuthorizerEvent(event('/api/materials', { authorization: 'Bearer x' })),
        10_000,
      );
      await refused.started;
      await expect(refused.result).rejects.toThrow(/^Unauthorized$/);
    },
  );

  it('fails an invocation whose module does not load, without waiting for a start', async () => {
    const missing = workers.invoke(
      { name: 'api-missing', entry: 'functions/src/http/missing/index.ts' },
      {},
      10_000,
    );
    await missing.started;
    await expect(missing.result).rejects.toThrow(/missing/);
  });

  it('is sized by LOCAL_FUNCTION_WORKERS: a number, `cores`, else off', () => {
    const before = process.env.LOCAL_FUNCTION_WORKERS;
    const sizeFor = (setting: string) => {
      process.env.LOCAL_FUNCTION_WORKERS = setting;
      return functionWorkerCount();
    };
    try {
      expect([sizeFor('3'), sizeFor('cores'), sizeFor('0'), sizeFor('many')]).toEqual([
        3,
        availableParallelism(),
        0,
        0,
      ]);
    } finally {
      if (before === undefined) delete process.env.LOCAL_FUNCTION_WORKERS;
      else process.env.LOCAL_FUNCTION_WORKERS = before;
    }
  });

  it('is refused with the integration tests’ fault hooks, which live in one thread', () => {
    const before = process.env.LOCAL_FAULTS;
    process.env.LOCAL_FAULTS = '1';
    try {
      expect(() => startFunctionWorkers(1)).toThrow(/LOCAL_FAULTS/);
    } finally {
      if (before === undefined) delete process.env.LOCAL_FAULTS;
      else process.env.LOCAL_FAULTS = before;
    }
  });
});
