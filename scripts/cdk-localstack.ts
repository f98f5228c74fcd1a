import { runCdk } from './cdk-cli.ts';

/**
 * `npm run deploy:localstack [-- <extra cdk deploy flags>]`: the same CDK app, deployed to the
 * LocalStack of localstack-compose.yml instead of AWS (see docs/deploy.md).
 *
 * The CDK CLI honours AWS_ENDPOINT_URL for every service it calls (STS, CloudFormation,
 * S3 for assets, SSM for the bootstrap version); a loopback endpoint also makes it address
 * S3 by path. `-c localstack=true` switches the app to path-style S3 in the functions and
 * to destroyable data; the stage defaults to `local` (stacks BatchPath-local-*).
 */
const endpoint = (process.env.LOCALSTACK_ENDPOINT ?? 'http://localhost:4566').replace(/\/$/, '');
const region = process.env.LOCALSTACK_REGION ?? 'us-east-1';
const account = process.env.LOCALSTACK_ACCOUNT ?? '000000000000';
const stage = process.env.STAGE ?? 'local';

const env: Record<string, string | undefined> = {
  AWS_ENDPOINT_URL: endpoint,
  AWS_ENDPOINT_URL_S3: endpoint,
  CDK_S3_FORCE_PATH_STYLE: 'true',
  AWS_ACCESS_KEY_ID: 'test',
  AWS_SECRET_ACCESS_KEY: 'test',
  AWS_REGION: region,
  AWS_DEFAULT_REGION: region,
  // Never fall back to a real profile or session: everything goes to LocalStack.
  AWS_SESSION_TOKEN: undefined,
  AWS_PROFILE: undefined,
  AWS_DEFAULT_PROFILE: undefined,
};

const health = await fetch(`${endpoint}/_localstack/health`, { signal: AbortSignal.timeout(5000) }).catch(
  () => undefined,
);
if (!health?.ok) {
  console.error(
    `LocalStack does not answer at ${endpoint}. Start it first:\n  docker compose -f localstack-compose.yml up -d\n(or set LOCALSTACK_ENDPOINT).`,
  );
  process.exit(1);
}

const context = ['-c', 'localstack=true', '-c', `stage=${stage}`];
const bootstrap = runCdk(['bootstrap', `aws://${account}/${region}`, ...context], env);
if (bootstrap !== 0) process.exit(bootstrap);
process.exitCode = runCdk(
  ['deploy', '--all', '--require-approval', 'never', ...context, ...process.argv.slice(2)],
  env,
);
