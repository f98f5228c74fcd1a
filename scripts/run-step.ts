import { spawnSync } from 'node:child_process';

/** Runs one step of a script with its output shown, and answers its exit status. */
export const stepStatus = (command: string, args: readonly string[], env: NodeJS.ProcessEnv = {}): number => {
  console.log(`\n> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    shell: false,
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
};

/** Runs one step of a script with its output shown, and stops the script at its first failure. */
export const runStep = (command: string, args: readonly string[], env: NodeJS.ProcessEnv = {}): void => {
  const status = stepStatus(command, args, env);
  if (status !== 0) process.exit(status);
};
