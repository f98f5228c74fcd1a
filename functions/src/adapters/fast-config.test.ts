import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { withFastConfig } from './fast-config.ts';

describe('withFastConfig', () => {
  it('leaves the config itself as it was: the same object, keys, values and accessor', async () => {
    const client = new DynamoDBClient({ region: 'eu-west-1', maxAttempts: 2 });
    const config = client.config;
    const keys = Object.keys(config);
    const values = keys.map((k) => (config as unknown as Record<string, unknown>)[k]);
    const accessor = Object.getOwnPropertyDescriptor(config, 'credentials');

    expect(withFastConfig(client)).toBe(client);

    expect(client.config).toBe(config);
    expect(Object.getPrototypeOf(config)).toBe(Object.prototype);
    expect(Object.keys(config)).toEqual(keys);
    expect(keys.map((k) => (config as unknown as Record<string, unknown>)[k])).toEqual(values);
    expect(Object.getOwnPropertyDescriptor(config, 'credentials')).toEqual(accessor);
    expect(await config.region()).toBe('eu-west-1');
    expect(await config.maxAttempts()).toBe(2);
  });
  // What it saves is CPU, measured by `npm run bench:sdk-calls` (docs/load.md): tests assert no timings.
});
