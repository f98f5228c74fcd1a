import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

/** One command of a check; `name` is what the summary line calls it. */
export interface Check {
  name: string;
  command: string;
  args: readonly string[];
}

const run = ({ name, command, args }: Check): Promise<boolean> =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    // Kept and shown whole when the command ends, so two commands' lines never interleave.
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n> ${name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${seconds} s`);
      if (output) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });

/**
 * Runs checks (tsc, eslint, oxfmt) as many at once as there are cores, in
 * the order given (slowest first, so the lanes end close together), and answers whether every
 * one passed. Each runs to its end even when another failed, so one run shows every failure.
 */
export const runAtOnce = async (checks: readonly Check[]): Promise<boolean> => {
  const queue = [...checks];
  const lane = async (): Promise<boolean> => {
    let ok = true;
    for (let check = queue.shift(); check; check = queue.shift()) ok = (await run(check)) && ok;
    return ok;
  };
  const lanes = Array.from({ length: Math.min(availableParallelism(), checks.length) }, lane);
  return (await Promise.all(lanes)).every(Boolean);
};
