import middy from '@middy/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthorizedEvent } from '../caller.ts';
import type { HttpResult } from '../http-response.ts';
import { logger } from '../logger.ts';
import { errorHandler } from './error-handler.ts';
import { apiRequestLogger } from './request-logger.ts';

/** Every JSON line the loggers write, to stdout or stderr. */
const captureLines = () => {
  const lines: Record<string, unknown>[] = [];
  const capture = (chunk: unknown) => {
    for (const line of String(chunk).split('\n')) if (line.startsWith('{')) lines.push(JSON.parse(line));
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  vi.spyOn(process.stderr, 'write').mockImplementation(capture);
  return lines;
};

const event = (requestId: string, companyId: number) =>
  ({
    routeKey: 'GET /api/materials',
    requestContext: { requestId, authorizer: { lambda: { companyId, userId: 1 } } },
  }) as unknown as AuthorizedEvent;

const stack = (handler: () => Promise<HttpResult>) =>
  middy<AuthorizedEvent, HttpResult>().use(apiRequestLogger()).use(errorHandler()).handler(handler);

afterEach(() => vi.restoreAllMocks());

describe('request logging', () => {
  it('puts the request id, the company and the route on the request line', async () => {
    const lines = captureLines();
    await stack(async () => ({ statusCode: 200, body: '{}' }))(event('req-1', 42), {} as never);
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 'INFO',
        message: 'request',
        request_id: 'req-1',
        company_id: 42,
        route: 'GET /api/materials',
        status: 200,
      }),
    );
  });

  it('logs an unexpected error at ERROR with the same context, and answers 500', async () => {
    const lines = captureLines();
    const answer = await stack(async () => Promise.reject(new Error('boom')))(event('req-2', 7), {} as never);
    expect(answer.statusCode).toBe(500);
    const error = lines.find((l) => l.level === 'ERROR');
    expect(error).toMatchObject({ message: 'Unhandled error', request_id: 'req-2', company_id: 7 });
    expect(JSON.stringify(error)).toContain('boom');
    expect(lines.find((l) => l.message === 'request')).toMatchObject({ request_id: 'req-2', status: 500 });
  });

  it('keeps concurrent requests apart: each line has its own request id and company', async () => {
    const lines = captureLines();
    const slow = stack(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { statusCode: 204, body: '' };
    });
    await Promise.all([slow(event('a', 1), {} as never), slow(event('b', 2), {} as never)]);
    const requests = lines.filter((l) => l.message === 'request');
    expect(requests.map((l) => [l.request_id, l.company_id]).sort()).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
  });

  it('at WARN makes no child logger for a quiet request, and still logs an error with its keys', async () => {
    const level = logger.getLevelName();
    logger.setLogLevel('WARN');
    try {
      const lines = captureLines();
      const children = vi.spyOn(logger, 'createChild');
      await stack(async () => ({ statusCode: 200, body: '{}' }))(event('quiet', 3), {} as never);
      expect(lines).toEqual([]);
      expect(children).not.toHaveBeenCalled();
      const answer = await stack(async () => Promise.reject(new Error('bang')))(
        event('loud', 4),
        {} as never,
      );
      expect(answer.statusCode).toBe(500);
      expect(children).toHaveBeenCalledTimes(1);
      expect(lines).toEqual([
        expect.objectContaining({
          level: 'ERROR',
          message: 'Unhandled error',
          request_id: 'loud',
          company_id: 4,
        }),
      ]);
    } finally {
      logger.setLogLevel(level as 'INFO');
    }
  });
});
