/**
 * `npm run typecheck`: each TypeScript project (they have their own settings) checked by
 * TypeScript 7, the compiler's native port (package `typescript-7`): the same checks as the
 * `typescript` 6 that typescript-eslint and the editors load (typescript-eslint does not support
 * 7 yet), in a third of the time, each project on several threads (docs/testing.md).
 */
import { join } from 'node:path';
import { repoRoot } from '@bp/infra/lib/paths.ts';
import { runAtOnce } from './run-at-once.ts';

// Slowest first (seconds on the 2-core machine: web 8, tests 7, infra 5, functions 5, shared 3,
// scripts 1), so the two lanes end close together.
const projects = ['web', 'tests', 'infra', 'functions', 'shared', 'scripts'];

// By its path: both packages install a `tsc` in node_modules/.bin, and which one wins is npm's choice.
const tsc = join(repoRoot, 'node_modules', 'typescript-7', 'bin', 'tsc');

const checks = projects.map((project) => ({
  name: `tsc -p ${project}`,
  command: process.execPath,
  args: [tsc, '-p', project],
}));
if (!(await runAtOnce(checks))) process.exit(1);
