/**
 * Inventory scale benchmark (plain node script): a fresh local cloud, one company with 10,000
 * materials (import API) and 100,000 ledger entries (1,000 postings of 100 movements written by
 * the posting adapter against the local cloud's DynamoDB: 10,000 on one material over 50 lots,
 * the rest over 499 others), then p50, p95 and max over HTTP of:
 *   (a) one material's history, page 1 of 20;
 *   (b) the same history, a deep page (page 400 of 20);
 *   (c) one lot's history (the lot screens' ledger), page 1 of 20;
 *   (d) the inventory list at 10,000 materials, page 1 of 25, and (e) with a search.
 * Target: p95 under 150 ms each. Run: npm run bench:inventory
 */
import { quantity } from '@bp/shared/quantity/quantity.ts';
import type { Movement, Posting } from '@bp/functions/core/inventory/posting.ts';
import { useLocalTable } from '@bp/infra/local/local-aws.ts';
import { startLocalCloudProcess } from '../support/local-cloud-process.ts';
import { materialsCsv, suppliersCsv } from '../support/master-data-csv.ts';
import { signInDemo } from './support/bench-session.ts';
import { latencyReport } from './support/latency-report.ts';

const MATERIALS = 10_000;
const SUPPLIERS = 200;
const POSTINGS = 1_000;
const MOVEMENTS = 100;
const HOT_PER_POSTING = 10;
const HOT_LOTS = 50;
const COLD_MATERIALS = 499;
const WARMUP = 20;
const SAMPLES = 200;
const TARGET_P95_MS = 150;

const cloud = await startLocalCloudProcess();
const log = (line: string) => console.log(line);

try {
  useLocalTable(cloud.dynamoEndpoint);
  const { writePosting } = await import('@bp/functions/wiring/inventory.ts');

  const call = await signInDemo(cloud);
  const me = await call('GET', '/api/me');
  const companyId = Number(me.company_id);

  const seedStart = Date.now();
  log(`Seeding ${MATERIALS} materials through the import API...`);
  await call('POST', '/api/suppliers/import', { csv: suppliersCsv(SUPPLIERS) });
  for (let from = 1; from <= MATERIALS; from += 5_000) {
    await call('POST', '/api/materials/import', {
      csv: materialsCsv(from, Math.min(MATERIALS, from + 4_999), SUPPLIERS),
    });
  }
  const firstPage = (await call('GET', '/api/materials/?page=1&page_size=500')).items as { id: number }[];
  const [hot, ...cold] = firstPage.map((m) => m.id);
  if (hot === undefined || cold.length < COLD_MATERIALS) throw new Error('not enough materials seeded');

  log(`Seeding ${POSTINGS * MOVEMENTS} ledger entries in ${POSTINGS} postings...`);
  const by = { userId: 1, firstName: 'Bench', lastName: 'Seed', email: 'bench@example.test' };
  const posting = (n: number): Posting => {
    const movements: Movement[] = Array.from({ length: MOVEMENTS }, (_, i) => {
      const isHot = i < HOT_PER_POSTING;
      const materialId = isHot ? hot : (cold[(n * MOVEMENTS + i) % COLD_MATERIALS] as number);
      return {
        materialId,
        lotCode: isHot ? `HOT-${(n * HOT_PER_POSTING + i) % HOT_LOTS}` : `L-${n % 20}`,
        qtyDelta: quantity(i % 4 === 0 ? '-0.25' : '1.5'),
        type: i % 4 === 0 ? 'production_usage' : 'goods_receipt',
        source: null,
        note: null,
      };
    });
    const at = new Date(Date.UTC(2025, 0, 1) + n * 60_000).toISOString();
    return { key: `bench-${n}`, movements, by, submittedAt: at, recordedAt: at };
  };
  let next = 0;
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      while (next < POSTINGS) {
        const n = next++;
        await writePosting(companyId, posting(n));
        if (n % 100 === 99) log(`  ${n + 1} postings`);
      }
    }),
  );
  log(`Seeded in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);
  const hotLot = (
    (await call('GET', `/api/materials/${hot}/lots?page=1&page_size=1`)).items as { id: number }[]
  )[0];

  const { measure, finish } = latencyReport({
    call,
    warmup: WARMUP,
    samples: SAMPLES,
    targetP95Ms: TARGET_P95_MS,
    labelWidth: 50,
    log,
  });
  const totalOf = (bodies: Record<string, unknown>[]) => `total ${String(bodies.at(-1)?.total)}`;
  await measure(
    '(a) material history, page 1 of 20',
    () => `/api/inventory/${hot}/history?page=1&page_size=20`,
    totalOf,
  );
  await measure(
    '(b) material history, page 400 of 20',
    () => `/api/inventory/${hot}/history?page=400&page_size=20`,
    totalOf,
  );
  await measure(
    '(c) lot ledger, page 1 of 20',
    () => `/api/materials/${hot}/ledger?lot_id=${hotLot?.id}&page=1&page_size=20`,
    totalOf,
  );
  await measure('(d) inventory list, page 1 of 25', () => '/api/inventory/?page=1&page_size=25', totalOf);
  await measure(
    '(e) inventory list, search, page 1 of 25',
    () => '/api/inventory/?search=a&page=1&page_size=25',
    totalOf,
  );
  finish();
} finally {
  await cloud.stop();
}
