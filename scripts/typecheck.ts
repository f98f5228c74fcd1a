/**
 * `npm run typecheck`: each TypeScript project (they have their own settings) in its own tsc,
 * as many at once as there are cores (tsc uses one).
 */
import { runAtOnce } from './run-at-once.ts';

// Slowest first (tsc's CPU seconds on the 2-core machine: web 37, tests 36, infra 31,
// functions 27, shared 16, scripts 11), so the two lanes end close together.
const projects = ['web', 'tests', 'infra', 'functions', 'shared', 'scripts'];

// tsc from node_modules/.bin (bootstrap puts it on the PATH): npx would cost a second each.
const checks = projects.map((project) => ({
  name: `tsc -p ${project}`,
  command: 'tsc',
  args: ['-p', project],
}));
if (!(await runAtOnce(checks))) process.exit(1);
