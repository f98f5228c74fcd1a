/**
 * `npm run lint`: eslint and oxfmt's check, at once. oxfmt formats as Prettier did (the same
 * options; 22 of 1,610 files changed when it came, union types and list items' wrapped lines) in
 * under a CPU second where Prettier took about 42 on the 2-core machine (docs/testing.md).
 */
import { runAtOnce } from './run-at-once.ts';

const ok = await runAtOnce([
  { name: 'eslint', command: 'eslint', args: ['.', '--max-warnings', '0'] },
  { name: 'oxfmt --check', command: 'oxfmt', args: ['--check'] },
]);
if (!ok) process.exit(1);
