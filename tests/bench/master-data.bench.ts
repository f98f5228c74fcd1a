/**
 * Master-data scale benchmark (plain node script): a fresh local cloud, one company with 10,000
 * materials, 2,000 suppliers and 5,000 customers (seeded through the CSV import API), then p50,
 * p95 and max over HTTP of:
 *   (a) a searched, type-filtered material list, page 2 of 10;
 *   (b) a customer search, page 1 of 20;
 *   (c) the unfiltered material list, page 1 of 10.
 * Target: p95 under 150 ms each. Run: npm run bench:master-data
 */
import { startLocalCloudProcess } from '../support/local-cloud-process.ts';
import {
  CUSTOMER_SEARCHES,
  MATERIAL_SEARCHES,
  customersCsv,
  materialsCsv,
  suppliersCsv,
} from '../support/master-data-csv.ts';
import { signInDemo } from './support/bench-session.ts';
import { latencyReport } from './support/latency-report.ts';

const MATERIALS = 10_000;
const SUPPLIERS = 2_000;
const CUSTOMERS = 5_000;
const IMPORT_ROWS = 5_000;
const WARMUP = 20;
const SAMPLES = 200;
const TARGET_P95_MS = 150;
const TYPES = ['ingredient', 'packaging', 'finished_goods'] as const;

const cloud = await startLocalCloudProcess();
const log = (line: string) => console.log(line);

try {
  const call = await signInDemo(cloud);

  const seedStart = Date.now();
  const timed = async (label: string, work: () => Promise<unknown>) => {
    const start = Date.now();
    await work();
    log(`  ${label}: ${((Date.now() - start) / 1000).toFixed(1)} s`);
  };
  log(
    `Seeding ${MATERIALS} materials, ${SUPPLIERS} suppliers, ${CUSTOMERS} customers through the import API...`,
  );
  await timed(`${SUPPLIERS} suppliers`, () =>
    call('POST', '/api/suppliers/import', { csv: suppliersCsv(SUPPLIERS) }),
  );
  await timed(`${CUSTOMERS} customers`, () =>
    call('POST', '/api/customers/import', { csv: customersCsv(CUSTOMERS) }),
  );
  for (let from = 1; from <= MATERIALS; from += IMPORT_ROWS) {
    const to = Math.min(MATERIALS, from + IMPORT_ROWS - 1);
    await timed(`materials ${from}-${to}`, () =>
      call('POST', '/api/materials/import', { csv: materialsCsv(from, to, SUPPLIERS) }),
    );
  }
  const total = async (path: string) => (await call('GET', `${path}page=1&page_size=1`)).total;
  const [materials, suppliers, customers] = await Promise.all([
    total('/api/materials/?include_archived=true&'),
    total('/api/suppliers/?'),
    total('/api/customers/?'),
  ]);
  log(
    `Seeded in ${((Date.now() - seedStart) / 1000).toFixed(1)} s: ` +
      `${materials} materials, ${suppliers} suppliers, ${customers} customers`,
  );

  const { measure, finish } = latencyReport({
    call,
    warmup: WARMUP,
    samples: SAMPLES,
    targetP95Ms: TARGET_P95_MS,
    labelWidth: 62,
    log,
  });
  const nonEmpty = (bodies: Record<string, unknown>[]) =>
    `${bodies.filter((body) => (body.items as unknown[]).length > 0).length}/${SAMPLES} non-empty`;
  await measure(
    '(a) materials: search + material_type, page 2 of 10',
    (i) => {
      const type = TYPES[i % TYPES.length] as (typeof TYPES)[number];
      const terms = MATERIAL_SEARCHES[type];
      const search = encodeURIComponent(terms[Math.floor(i / TYPES.length) % terms.length] as string);
      return `/api/materials/?search=${search}&material_type=${type}&page=2&page_size=10`;
    },
    nonEmpty,
  );
  await measure(
    '(b) customers: search, page 1 of 20',
    (i) => {
      const search = encodeURIComponent(CUSTOMER_SEARCHES[i % CUSTOMER_SEARCHES.length] as string);
      return `/api/customers/?search=${search}&page=1&page_size=20`;
    },
    nonEmpty,
  );
  await measure(
    '(c) materials: unfiltered, page 1 of 10',
    () => '/api/materials/?page=1&page_size=10',
    nonEmpty,
  );
  finish();
} finally {
  await cloud.stop();
}
