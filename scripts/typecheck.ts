/**
 * `npm run typecheck`: each TypeScript project (they have their own settings) checked by
 * TypeScript 7, the compiler's native port (package `typescript-7`): the same checks as the
 * `typescript` 6 that typescript-eslint and the editors load (typescript-eslint does not support
 * 7 yet), in a third of the time, each project on several threads (docs/testing.md).
 */
import { join } from 'node:path';
import { repoRoot } from '@bp/infra/lib/paths.ts';
import { runAtOnce } from './run-at-once.ts';

// web and tests have the DOM library; the Node packages share one program (tsconfig.node.json:
// 15 CPU seconds where their four projects took 29, each re-checking shared/).
const projects = ['web', 'tests', 'tsconfig.node.json'];

// By its path: both packages install a `tsc` in node_modules/.bin, and which one wins is npm's choice.
const tsc = join(repoRoot, 'node_modules', 'typescript-7', 'bin', 'tsc');

const checks = projects.map((project) => ({
  name: `tsc -p ${project}`,
  command: process.execPath,
  args: [tsc, '-p', project],
}));
if (!(await runAtOnce(checks))) process.exit(1);
