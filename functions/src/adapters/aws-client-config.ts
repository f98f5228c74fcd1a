import type { AwsCredentialIdentityProvider } from '@smithy/types';

/**
 * The embedded local cloud runs every function in one process: it registers a credential
 * provider here (infra/local/iam/function-identity.ts, loaded before any function module) that
 * signs each call with the calling function's own key, so its S3 and DynamoDB endpoints can
 * authorize the call against that function's IAM policy. Never present in AWS, where the
 * default provider chain reads the function's role credentials.
 */
const localCredentials = (globalThis as Record<symbol, unknown>)[
  Symbol.for('batchpath.local-cloud.credentials')
] as AwsCredentialIdentityProvider | undefined;

/**
 * Time bounds for every AWS SDK client. API Gateway gives up after 29 s and the functions after
 * 10 s, so a stalled service must fail well before: at most two tries of 3 s (plus 1 s to connect)
 * leave time to answer 503 with a message instead of hanging or timing out into a bare 500.
 */
export const awsClientConfig = {
  maxAttempts: 2,
  // Without throwOnRequestTimeout the handler only logs a warning when the time is up.
  requestHandler: { connectionTimeout: 1_000, requestTimeout: 3_000, throwOnRequestTimeout: true },
  ...(localCredentials ? { credentials: localCredentials } : {}),
};
