/**
 * `npm run bench`: runs every tests/bench/*.bench.ts, one after another (each starts its own
 * local cloud), and fails when any of them fails.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
const benches = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .sort();

let failed = 0;
for (const bench of benches) {
  console.log(`\n=== ${bench} ===`);
  const run = spawnSync(process.execPath, [join(dir, bench)], { stdio: 'inherit' });
  if (run.status !== 0) {
    failed++;
    console.log(`${bench} failed (exit ${run.status ?? run.signal})`);
  }
}
console.log(`\n${benches.length - failed}/${benches.length} benchmarks passed`);
process.exitCode = failed ? 1 : 0;
