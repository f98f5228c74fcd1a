import { spawn } from 'node:child_process';
import { cloud } from './cloud.ts';
import { repoRoot } from '../../support/local-cloud-process.ts';

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `npm run create-admin` (the script itself) against the test run's local DynamoDB.
 * `env` overrides the environment; an undefined value removes the variable.
 */
export const runCreateAdmin = (
  args: string[],
  env: Record<string, string | undefined> = {},
): Promise<CliResult> =>
  new Promise((resolve, reject) => {
    const merged: Record<string, string | undefined> = {
      ...process.env,
      TABLE_NAME: 'batchpath-local',
      AWS_ENDPOINT_URL_DYNAMODB: cloud().dynamoEndpoint,
      ...env,
    };
    for (const [key, value] of Object.entries(merged)) if (value === undefined) delete merged[key];
    const child = spawn(process.execPath, ['scripts/create-admin.ts', ...args], {
      cwd: repoRoot,
      env: merged,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
