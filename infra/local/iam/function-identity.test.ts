import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../lib/paths.ts';
import {
  callerOfAccessKey,
  credentialsOf,
  functionCredentialsProvider,
  LOCAL_CREDENTIALS_HOOK,
  NO_FUNCTION,
  runAsFunction,
} from './function-identity.ts';

/** Whether a fresh Node process has the cloud's credential hook after importing `module`. */
const hookAfterImporting = (module: string): boolean => {
  const run = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `await import(${JSON.stringify(module)});
       console.log(globalThis[Symbol.for(${JSON.stringify(LOCAL_CREDENTIALS_HOOK.description)})] !== undefined);`,
    ],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  expect(run.status, run.stderr).toBe(0);
  return run.stdout.trim() === 'true';
};

describe('function identity', () => {
  // In a process of their own: this project's files share their worker's globals.
  it('is installed by the cloud alone, never by asking which key a function signs with', () => {
    // A test worker that imported the identity module signed every later DynamoDB client as no function.
    expect(hookAfterImporting('./infra/local/iam/function-identity.ts')).toBe(false);
    expect(hookAfterImporting('./infra/local/iam/install-function-credentials.ts')).toBe(true);
  });

  it('signs an invocation with its own function key and anything else as no function', async () => {
    const fn = { name: 'api-inventory', entry: 'functions/src/handlers/inventory.ts' };
    const inside = await runAsFunction(fn, () => functionCredentialsProvider());
    expect(inside).toEqual(credentialsOf(fn));
    expect(callerOfAccessKey(inside.accessKeyId)?.fn).toBe(fn);
    expect(await functionCredentialsProvider()).toEqual(credentialsOf(NO_FUNCTION));
  });
});
