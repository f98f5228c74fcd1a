import { spawnSync } from 'node:child_process';

/** Runs one step of a script with its output shown, and stops the script at its first failure. */
export const runStep = (command: string, args: readonly string[], env: NodeJS.ProcessEnv = {}): void => {
  console.log(`\n> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    shell: false,
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
