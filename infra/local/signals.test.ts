import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const signals = fileURLToPath(new URL('./signals.ts', import.meta.url));

/**
 * A process that stops on signals as `npm run dev` and the served cloud do: its stop says
 * "stopped" after `stopMs`, or never (-1). Answers its exit code, its signal and its output.
 */
const runStopping = (stopMs: number, send: NodeJS.Signals[]) =>
  new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const script = `
      import { stopOnSignals } from ${JSON.stringify(signals)};
      stopOnSignals(() => new Promise((done) => {
        if (${stopMs} >= 0) setTimeout(() => { console.log('stopped'); done(); }, ${stopMs});
      }));
      console.log('ready');
      setInterval(() => {}, 1000);
    `;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const onData = (chunk: Buffer) => {
      const ready = !output.includes('ready');
      output += chunk.toString();
      if (ready && output.includes('ready')) {
        for (const [i, signal] of send.entries()) setTimeout(() => child.kill(signal), i * 200);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`did not exit:\n${output}`));
    }, 15_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });

// SIGINT is the terminal's Ctrl-C (tests/integration/dev-lifecycle.test.ts sends it to the
// whole process group of a real `npm run dev`); SIGTERM and SIGHUP are a process manager's stop
// and a closed terminal, which must stop the cloud the same way and leave no JVM behind.
describe('stopOnSignals', () => {
  it.each(['SIGTERM', 'SIGHUP', 'SIGINT'] as const)(
    '%s stops everything once, then exits 0',
    async (signal) => {
      const { code, output } = await runStopping(100, [signal]);
      expect(output).toContain(`${signal}: stopping the local cloud...`);
      expect(output.match(/stopped/g)).toHaveLength(1);
      expect(code).toBe(0);
    },
  );

  it('a second signal while stopping exits at once, with 1', async () => {
    const { code, output } = await runStopping(-1, ['SIGTERM', 'SIGINT']);
    expect(output).toContain('SIGTERM: stopping the local cloud...');
    expect(output).not.toContain('stopped');
    expect(code).toBe(1);
  });
});
