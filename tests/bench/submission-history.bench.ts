/**
 * What a company's history of submissions costs one submit and one list page (issue 23, item 3),
 * plain node script: a fresh local cloud (LOCAL_DB_CALLS=1), the demo company, then for each size
 * in HISTORY_SIZES (20,2000) verified goods receipts written straight into the table up to that
 * many, and HISTORY_SAMPLES (20) of each measured one at a time:
 *   - a manual receipt's submit (1 row, a unique quantity; its manual-new is not measured);
 *   - the receipts list's first page (10, the default tab, no search), as the screen asks it;
 *   - a receipt's upload-url with the file's SHA-256 (the same-file check; its PUT is not made).
 * Prints per request: the DynamoDB calls and items read (the functions' own count, answered in
 * `x-local-db-calls`), wall ms p50/p95, and CPU ms of the cloud's process (with its workers) and
 * of DynamoDB Local's JVM, from /proc (on a shared machine CPU time moves less than wall time).
 * Run: npm run bench:submissions
 */
import { randomBytes } from 'node:crypto';
import { parseDbCalls, DB_CALLS_HEADER } from '@bp/functions/lib/db-calls.ts';
import { useLocalTable } from '@bp/infra/local/local-aws.ts';
import { percentile } from './documents/report.ts';
import { cpuSample, cpuSince, descendantNamed } from './support/process-cpu.ts';
import { startLocalCloudProcess } from '../support/local-cloud-process.ts';
import { verifiedSubmission } from '../support/verified-submission.ts';

const SIZES = (process.env.HISTORY_SIZES ?? '20,2000').split(',').map(Number);
const SAMPLES = Number(process.env.HISTORY_SAMPLES ?? 20);
const log = (line: string) => console.log(line);

const cloud = await startLocalCloudProcess({
  env: { LOCAL_DB_CALLS: '1', LOCAL_SWEEP_INTERVAL_MS: '0' },
});
const jvm = descendantNamed(cloud.pid, 'java');

interface Answer {
  status: number;
  body: Record<string, unknown>;
  calls: string;
}

try {
  useLocalTable(cloud.dynamoEndpoint);
  // After the endpoint is set: the table client is made when its module loads.
  const { createSubmission } =
    await import('@bp/functions/adapters/dynamodb/submissions/submission-items.ts');
  const login = await fetch(`${cloud.apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: cloud.demo.email, password: cloud.demo.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const call = async (method: string, path: string, body?: unknown): Promise<Answer> => {
    const res = await fetch(`${cloud.apiUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 500)}`);
    return { status: res.status, body: JSON.parse(text), calls: res.headers.get(DB_CALLS_HEADER) ?? '' };
  };
  const companyId = Number((await call('GET', '/api/me')).body.company_id);
  const material = Number(
    (
      await call('POST', '/api/materials/new', {
        name: `History flour ${Date.now()}`,
        material_type: 'ingredient',
        unit_of_measure: 'kg',
        traceable: true,
      })
    ).body.id,
  );
  const supplier = Number(
    (await call('POST', '/api/suppliers/', { name: `History mill ${Date.now()}` })).body.id,
  );

  let written = 0;
  const seedTo = async (size: number) => {
    const start = Date.now();
    const total = async () =>
      Number((await call('GET', '/api/goods-receipts?page=1&page_size=1&include_archived=true')).body.total);
    let missing = size - (await total());
    const at = new Date().toISOString();
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        while (missing > 0) {
          missing -= 1;
          written += 1;
          await createSubmission(companyId, {
            ...verifiedSubmission('goods_receipt', randomBytes(32).toString('hex'), at),
            rowsSummary: {
              parties: ['History mill'],
              dates: [],
              lots: [`H-${written}`],
              lotCount: 1,
              rowCount: 1,
            },
          });
        }
      }),
    );
    log(`history: ${await total()} receipts (${((Date.now() - start) / 1000).toFixed(1)} s to seed)`);
  };

  let quantity = 1;
  const measure = async (label: string, request: () => Promise<Answer>, prepare?: () => Promise<void>) => {
    const times: number[] = [];
    let cloudCpu = 0;
    let jvmCpu = 0;
    let calls = '';
    const items: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      await prepare?.();
      const before = cpuSample(cloud.pid, jvm);
      const start = performance.now();
      const answer = await request();
      times.push(performance.now() - start);
      const used = cpuSince(before, cpuSample(cloud.pid, jvm));
      cloudCpu += used.process;
      jvmCpu += used.other;
      calls = answer.calls;
      items.push(parseDbCalls(answer.calls).items);
    }
    times.sort((a, b) => a - b);
    const ms = (v: number) => v.toFixed(1).padStart(7);
    log(
      `  ${label.padEnd(22)} items ${String(Math.max(...items)).padStart(5)}  wall p50 ${ms(percentile(times, 50))} p95 ${ms(
        percentile(times, 95),
      )} ms  CPU a request: cloud ${ms(cloudCpu / SAMPLES)} DynamoDB Local ${ms(jvmCpu / SAMPLES)} ms  [${calls}]`,
    );
  };

  for (const size of SIZES) {
    await seedTo(size);
    let id = 0;
    await measure(
      'receipt submit, 1 row',
      () =>
        call('POST', '/api/goods-receipts/submit', {
          submission_id: id,
          receipt_date: '2026-11-20',
          rows: [{ supplier_id: supplier, material_id: material, lot_code: 'HIST-1', quantity, unit: 'kg' }],
        }),
      async () => {
        id = Number((await call('POST', '/api/goods-receipts/manual-new')).body.id);
        quantity += 1;
      },
    );
    await measure('receipts list, page 1', () => call('GET', '/api/goods-receipts?page=1&page_size=10'));
    await measure('receipt upload-url', () =>
      call('POST', '/api/goods-receipts/upload-url', {
        filename: 'log.jpg',
        content_type: 'image/jpeg',
        size: 1000,
        sha256: randomBytes(32).toString('hex'),
      }),
    );
  }
} finally {
  await cloud.stop();
}
