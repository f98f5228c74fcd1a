import { type ChildProcess, spawn } from 'node:child_process';
import { repoRoot } from '@bp/infra/lib/paths.ts';

export { repoRoot };

export interface LocalCloudInfo {
  apiUrl: string;
  s3Endpoint: string;
  dynamoEndpoint: string;
  checkedDynamoEndpoint: string;
  admin: { email: string; password: string };
  demo: { email: string; password: string };
}

export interface LocalCloudProcess extends LocalCloudInfo {
  /** The cloud's process (benchmarks read its CPU time from /proc). */
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts `infra/local/serve.ts` (fresh, in-memory data, free ports) in a child process and
 * resolves once it prints its READY line. Tests talk to it over HTTP only.
 */
export const startLocalCloudProcess = (options: { webDist?: string; env?: NodeJS.ProcessEnv } = {}) =>
  new Promise<LocalCloudProcess>((resolvePromise, reject) => {
    // LOCAL_CLOUD_CPU_PROF=DIR: the cloud writes a V8 CPU profile there when it stops (where its time goes).
    const profile = process.env.LOCAL_CLOUD_CPU_PROF;
    // LOCAL_CLOUD_NODE_ARGS: more flags for the cloud's Node (a benchmark comparing runtime options).
    const nodeArgs = process.env.LOCAL_CLOUD_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [];
    const args = [
      ...nodeArgs,
      ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []),
      'infra/local/serve.ts',
      '--fresh',
      '--api-port',
      '0',
    ];
    if (options.webDist) args.push('--web-dist', options.webDist);
    const child: ChildProcess = spawn(process.execPath, args, {
      cwd: repoRoot,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    // Its first start after a change to the CDK app synthesizes the app for the IAM policies.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`local cloud did not start in 180 s\n${stderr}`));
    }, 180_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      if (process.env.LOCAL_CLOUD_LOG) process.stderr.write(chunk);
    });
    let ready = false;
    child.stdout?.on('data', (chunk: Buffer) => {
      // LOCAL_CLOUD_LOG: its handlers' log lines (Powertools writes to stdout) with the rest.
      if (process.env.LOCAL_CLOUD_LOG) process.stderr.write(chunk);
      if (ready) return;
      stdout += chunk.toString();
      const line = stdout.split('\n').find((l) => l.startsWith('LOCAL_CLOUD_READY '));
      if (!line) return;
      ready = true;
      clearTimeout(timer);
      const info = JSON.parse(line.slice('LOCAL_CLOUD_READY '.length)) as LocalCloudInfo;
      resolvePromise({
        ...info,
        pid: child.pid ?? 0,
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done();
            const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
            child.once('exit', () => {
              clearTimeout(kill);
              done();
            });
            child.kill('SIGTERM');
          }),
      });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`local cloud exited with code ${code}\n${stderr}`));
    });
  });
