import { describe, expect, it } from 'vitest';
import {
  callerOfAccessKey,
  credentialsOf,
  functionCredentialsProvider,
  LOCAL_CREDENTIALS_HOOK,
  NO_FUNCTION,
  runAsFunction,
} from './function-identity.ts';

describe('function identity', () => {
  it('installs no credential provider in a process that only asks for keys', () => {
    // A test worker that imported it once signed every later DynamoDB client as no function.
    expect((globalThis as Record<symbol, unknown>)[LOCAL_CREDENTIALS_HOOK]).toBeUndefined();
  });

  it('signs an invocation with its own function key and anything else as no function', async () => {
    const fn = { name: 'api-inventory', entry: 'functions/src/handlers/inventory.ts' };
    const inside = await runAsFunction(fn, () => functionCredentialsProvider());
    expect(inside).toEqual(credentialsOf(fn));
    expect(callerOfAccessKey(inside.accessKeyId)?.fn).toBe(fn);
    expect(await functionCredentialsProvider()).toEqual(credentialsOf(NO_FUNCTION));
  });
});
