import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
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

const waitUntilAnswering = async (
  endpoint: string,
  child: ChildProcess,
  timeoutMs: number,
): Promise<void> => {
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
 * The JVM runs under a small shell holding a pipe from this process. However Node ends (even
 * SIGKILL or a crash), the kernel closes the pipe, `read` returns and the shell stops the JVM,
 * so no orphan keeps the port. A normal stop closes the pipe the same way.
 * A terminal's Ctrl-C sends SIGINT to the whole process group. A non-interactive shell starts
 * its background job with SIGINT ignored, so the JVM would survive it while the shell died of
 * it: the shell ignores SIGINT too and lets Node's stop close the pipe; a SIGTERM or SIGHUP to
 * the shell stops the JVM at once.
 */
const WATCHDOG =
  "trap '' INT; java \"$@\" & jvm=$!; trap 'kill $jvm 2>/dev/null' TERM HUP; read _; kill $jvm 2>/dev/null; wait $jvm";

const JAVA_MISSING =
  'DynamoDB Local needs Java 17 or newer, and `java` was not found on the PATH. ' +
  'On Debian: apt-get install -y openjdk-17-jre-headless';

const assertJava = (): void => {
  if (spawnSync('java', ['-version'], { stdio: 'ignore' }).error) throw new Error(JAVA_MISSING);
};

/**
 * The JVM's options (DYNAMODB_LOCAL_JAVA_OPTS replaces them, to compare). Its optimising compiler
 * (C2) spent more CPU compiling than its code saved over a test run or a benchmark: with the
 * quick compiler only (TieredStopAtLevel=1) and the one-thread serial collector, a call cost the
 * JVM 30-50% less CPU on 2 cores (`npm run bench:calls`, docs/load.md).
 */
const JAVA_OPTIONS = ['-Xms64m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

/** AWS's DynamoDB Local (the jar shipped in amplify-dynamodb-simulator): on disk under `dataDir` (-sharedDb) or in memory. */
export const startDynamoDbLocal = async (options: {
  port: number;
  dataDir?: string;
}): Promise<DynamoDbLocal> => {
  assertJava();
  const storage = options.dataDir ? ['-sharedDb', '-dbPath', options.dataDir] : ['-inMemory'];
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const javaArgs = [
    ...(process.env.DYNAMODB_LOCAL_JAVA_OPTS?.split(/\s+/).filter(Boolean) ?? JAVA_OPTIONS),
    '-Djava.library.path=./DynamoDBLocal_lib',
    '-jar',
    'DynamoDBLocal.jar',
    '-port',
    String(options.port),
    '-disableTelemetry',
    ...storage,
  ];
  const child = spawn('sh', ['-c', WATCHDOG, 'dynamodb-local', ...javaArgs], {
    cwd: emulatorDir(),
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));

  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(() => {
        // The JVM ignored SIGTERM: kill it (the shell's child) and the shell.
        spawn('pkill', ['-KILL', '-P', String(child.pid)]);
        child.kill('SIGKILL');
      }, 5_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.stdin?.end();
    });

  const endpoint = `http://127.0.0.1:${options.port}`;
  try {
    // 2-3 s on an idle machine; a JVM starting on a busy one has taken over 30 s.
    await waitUntilAnswering(endpoint, child, 90_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${stderr}`, { cause: error });
  }
  return { endpoint, stop };
};
