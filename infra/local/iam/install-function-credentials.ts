import { functionCredentialsProvider, LOCAL_CREDENTIALS_HOOK } from './function-identity.ts';

/**
 * Imported first by the processes and threads that run functions (cloud.ts,
 * function-worker-main.ts): the functions' SDK clients read this provider when their modules load.
 * A side effect of its own module, so a test or script that only asks which key a function signs
 * with (`credentialsOf`) does not turn every later DynamoDB client of its process into one that
 * signs as no function.
 */
(globalThis as Record<symbol, unknown>)[LOCAL_CREDENTIALS_HOOK] = functionCredentialsProvider;
