import { routes } from '@bp/shared/api/routes/index.ts';
import { healthResponse } from '@bp/shared/contracts/platform.ts';
import { describe, expect, it } from 'vitest';
import { api } from './support/api.ts';

describe('GET /api/health', () => {
  it('answers 200 with the table and the bucket available, without a token', async () => {
    const res = await api('GET', '/api/health');
    expect(res.status).toBe(200);
    const health = healthResponse.parse(res.body);
    expect(health.status).toBe('ok');
    expect(health.table.status).toBe('ok');
    expect(health.bucket.status).toBe('ok');
  });
});

describe('GET /api/openapi.json', () => {
  it('documents every route of the route table', async () => {
    const res = await api<{
      openapi: string;
      paths: Record<string, Record<string, { operationId: string }>>;
    }>('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    for (const route of routes) {
      expect(res.body.paths[route.path]?.[route.method.toLowerCase()]?.operationId).toBe(route.name);
    }
  });
});

describe('the gateway', () => {
  it('answers 404 with a message for a path no route serves', async () => {
    const res = await api('GET', '/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not Found' });
  });
});
