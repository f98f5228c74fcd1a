import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '@bp/infra/lib/paths.ts';

// Shared by scripts/cdk.ts and scripts/cdk-localstack.ts: the repository's own CDK CLI, offline.

/** Everything that would make the CLI reach the network on its own (notices, telemetry, version check, IMDS). */
export const offlineEnv: Record<string, string> = {
  CDK_DISABLE_CLI_TELEMETRY: 'true',
  CDK_DISABLE_VERSION_CHECK: '1',
  AWS_EC2_METADATA_DISABLED: 'true',
  npm_config_update_notifier: 'false',
};

const OFFLINE_FLAGS = ['--no-notices', '--no-version-reporting'];

/**
 * Runs `cdk <args>` with the CLI installed in node_modules (aws-cdk 2.1148.1; the 3.x CLI
 * cannot read what aws-cdk-lib 2.276 writes). The Node running this script also runs the app
 * (`node infra/bin/app.ts` in cdk.json needs Node 22 to strip types), so its directory goes
 * first on PATH. Returns the exit code.
 */
export const runCdk = (args: readonly string[], env: Record<string, string | undefined> = {}): number => {
  const cli = path.join(repoRoot, 'node_modules', 'aws-cdk', 'bin', 'cdk');
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...offlineEnv,
    PATH: [path.dirname(process.execPath), process.env.PATH].filter(Boolean).join(path.delimiter),
  };
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete childEnv[key];
    else childEnv[key] = value;
  }
  const result = spawnSync(process.execPath, [cli, ...args, ...OFFLINE_FLAGS], {
    cwd: repoRoot,
    env: childEnv,
    stdio: 'inherit',
  });
  if (result.error) throw result.error;
  return result.status ?? 1;
};
