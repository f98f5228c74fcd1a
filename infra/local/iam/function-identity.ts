import { AsyncLocalStorage } from 'node:async_hooks';
import { createHmac } from 'node:crypto';
import { LOCAL_CREDENTIALS } from '../local-aws.ts';

/**
 * Who is calling AWS. In AWS every function runs in its own sandbox with its role's credentials;
 * the local cloud runs them all in one process, so it tracks the function whose invocation an
 * SDK call belongs to (AsyncLocalStorage follows awaits, timers and callbacks) and signs the
 * call with that function's own access key. The local S3 and DynamoDB endpoints then find the
 * function from the key in the signature, exactly as AWS finds the role, presigned URLs included.
 */
export interface LocalFunction {
  /** As in messages and Lambda contexts: `api-goods-receipts`, `pipeline-SaveRows`. */
  name: string;
  /** Its handler module, which is how the synthesized templates name it. */
  entry: string;
}

/** The developer's own credentials (tests, scripts, seeding): not a function, not restricted. */
export const ADMIN: LocalFunction = { name: 'local-admin', entry: '' };
/** An SDK call made by function code outside any invocation: no role, refused. */
export const NO_FUNCTION: LocalFunction = { name: 'no-function', entry: '' };

const current = new AsyncLocalStorage<LocalFunction>();
const known = new Map<string, LocalFunction>([
  [ADMIN.name, ADMIN],
  [NO_FUNCTION.name, NO_FUNCTION],
]);

const ACCESS_KEY_PREFIX = 'LOCAL-';
/** Derived, so the endpoints can check a signature without a key store; kept, as it never changes. */
const secrets = new Map<string, string>();
const secretOf = (name: string): string => {
  let secret = secrets.get(name);
  if (secret === undefined) {
    secret = createHmac('sha256', 'batchpath-local-cloud').update(name).digest('base64url');
    secrets.set(name, secret);
  }
  return secret;
};

export const credentialsOf = (fn: LocalFunction) =>
  fn === ADMIN
    ? { ...LOCAL_CREDENTIALS }
    : { accessKeyId: `${ACCESS_KEY_PREFIX}${fn.name}`, secretAccessKey: secretOf(fn.name) };

/** The caller behind an access key, with the secret its signature must be made with. */
export const callerOfAccessKey = (
  accessKeyId: string,
): { fn: LocalFunction; secretAccessKey: string } | undefined => {
  if (accessKeyId === LOCAL_CREDENTIALS.accessKeyId)
    return { fn: ADMIN, secretAccessKey: LOCAL_CREDENTIALS.secretAccessKey };
  if (!accessKeyId.startsWith(ACCESS_KEY_PREFIX)) return undefined;
  const fn = known.get(accessKeyId.slice(ACCESS_KEY_PREFIX.length));
  return fn && { fn, secretAccessKey: secretOf(fn.name) };
};

/** Runs one invocation of a function: its SDK calls carry its credentials. */
export const runAsFunction = <T>(fn: LocalFunction, invoke: () => T): T => {
  known.set(fn.name, fn);
  return current.run(fn, invoke);
};

export const currentFunction = (): LocalFunction | undefined => current.getStore();

/**
 * The provider the functions' SDK clients use locally (functions/src/adapters/aws-client-config.ts),
 * once the cloud has installed it (install-function-credentials.ts). `memoized` tells the SDK to
 * ask on every request instead of caching the first answer.
 */
export const functionCredentialsProvider = Object.assign(
  async () => credentialsOf(current.getStore() ?? NO_FUNCTION),
  { memoized: true },
);

export const LOCAL_CREDENTIALS_HOOK = Symbol.for('batchpath.local-cloud.credentials');
