import { describe, expect, it } from 'vitest';
import { awsClientConfig } from '../../aws-client-config.ts';
import { documentClient } from './client.ts';

describe('the document client', () => {
  it('drops only the SDK logger middleware, whose lines go to a no-op logger', () => {
    const stack = documentClient.middlewareStack.identify().join('\n');
    expect(stack).not.toContain('loggerMiddleware');
    // Removed because nothing reads its lines: a configured logger would need it back.
    expect('logger' in awsClientConfig).toBe(false);
    expect(documentClient.config.logger.constructor.name).toBe('NoOpLogger');
    for (const kept of [
      'serializerMiddleware',
      'retryMiddleware',
      'httpSigningMiddleware',
      'deserializerMiddleware',
    ])
      expect(stack).toContain(kept);
  });

  it('keeps the time bounds and retries of aws-client-config', async () => {
    expect(await documentClient.config.maxAttempts()).toBe(2);
  });
});
