import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';

export interface DynamoDbLocal {
  endpoint: string;
  stop(): Promise<void>;
}

const emulatorDir = (): string => {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('amplify-dynamodb-simulator/package.json')), 'emulator');
};

const waitUntilAnswering = async (endpoint: string, child: ChildProcess, timeoutMs: number): Promise<void> => {
  const client = new DynamoDBClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  const deadline = Date.now() + timeoutMs;
  try {
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`DynamoDB Local exited with code ${child.exitCode}`);
      try {
        await client.send(new ListTablesCommand({}));
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    throw new Error(`DynamoDB Local did not answer within ${timeoutMs} ms`);
  } finally {
    client.destroy();
  }
};

/**
 * AWS's DynamoDB Local (the jar shipped in amplify-dynamodb-simulator). `dataDir` keeps data
 * between runs (-sharedDb), otherwise in memory. The JVM is killed when this process exits,
 * even on a crash, so no orphan keeps the port.
 */
export const startDynamoDbLocal = async (options: { port: number; dataDir?: string }): Promise<DynamoDbLocal> => {
  const storage = options.dataDir ? ['-sharedDb', '-dbPath', options.dataDir] : ['-inMemory'];
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const child = spawn(
    'java',
    [
      '-Xms64m',
      '-Djava.library.path=./DynamoDBLocal_lib',
      '-jar',
      'DynamoDBLocal.jar',
      '-port',
      String(options.port),
      '-disableTelemetry',
      ...storage,
    ],
    { cwd: emulatorDir(), stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const killOnExit = () => child.kill('SIGKILL');
  process.on('exit', killOnExit);

  const endpoint = `http://127.0.0.1:${options.port}`;
  try {
    await waitUntilAnswering(endpoint, child, 30_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${stderr}`);
  }

  return {
    endpoint,
    stop: () =>
      new Promise((resolve) => {
        process.off('exit', killOnExit);
        if (child.exitCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
};
