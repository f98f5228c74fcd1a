import { LOCAL_CREDENTIALS_HOOK } from '@bp/infra/local/iam/function-identity.ts';
import { useLocalTable } from '@bp/infra/local/local-aws.ts';
import { cloud } from './cloud.ts';

/**
 * Runs before every integration file. The project does not isolate its files (a worker keeps its
 * modules and globals from one file to the next: vitest.config.ts), so a module that reads the
 * environment when it loads (the DynamoDB client's endpoint, the fault injection's switch) must
 * find the same environment whichever file loads it first: this worker's own cloud, with faults
 * switched on.
 */
process.env.LOCAL_FAULTS = '1';
useLocalTable(cloud().dynamoEndpoint);

// The cloud's credential hook makes every DynamoDB client loaded after it sign as a function,
// which DynamoDB Local refuses; it belongs in the cloud's own process, never in a test's.
if ((globalThis as Record<symbol, unknown>)[LOCAL_CREDENTIALS_HOOK] !== undefined) {
  throw new Error(
    "A test file installed the local cloud's function credentials in the test worker " +
      '(install-function-credentials.ts): later files would sign their DynamoDB calls as no function.',
  );
}
