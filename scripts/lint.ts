/**
 * `npm run lint`: eslint and prettier's check, at once (each uses one core; eslint is the
 * longer: about 45 CPU seconds against prettier's 25 with its oxc parser on the 2-core machine).
 */
import { runAtOnce } from './run-at-once.ts';

const ok = await runAtOnce([
  { name: 'eslint', command: 'eslint', args: ['.', '--max-warnings', '0'] },
  { name: 'prettier --check', command: 'prettier', args: ['--check', '.'] },
]);
if (!ok) process.exit(1);
