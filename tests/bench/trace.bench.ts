/**
 * Trace benchmark (plain node script): a fresh local cloud, a year of a busy plant seeded into
 * one company (scale 1: 300 materials, 150 suppliers, 400 customers, 20,000 lots, 5,000 runs
 * through intermediates, 10,000 shipments, 150,000 ledger entries) and a tenth of it into
 * another, then for each: p50/p95/max of POST /api/trace-lot over HTTP for a mix of lots
 * (bought, intermediate, finished), and the DynamoDB requests one trace makes (the same use
 * case run in this process with a counting client). Target: p95 under 300 ms, and requests
 * that follow the trace's size, not the company's. Run: npm run bench:trace
 */
import { useLocalTable } from '@bp/infra/local/local-aws.ts';
import { startLocalCloudProcess } from '../support/local-cloud-process.ts';
import { newPlantCompany } from '../support/seed-year/plant-company.ts';

const WARMUP = 20;
const SAMPLES = 300;
const TARGET_P95_MS = 300;
const log = (line: string) => console.log(line);

const cloud = await startLocalCloudProcess();
try {
  useLocalTable(cloud.dynamoEndpoint);
  const { seedYear } = await import('../support/seed-year/seed-year.ts');
  const { documentClient } = await import('@bp/functions/adapters/dynamodb/kit/index.ts');
  const { traceLot } = await import('@bp/functions/core/trace/trace-lot.ts');
  const { tracePorts } = await import('@bp/functions/wiring/trace.ts');
  let requests = 0;
  documentClient.middlewareStack.add(
    (next) => async (args) => {
      requests++;
      return next(args);
    },
    { step: 'initialize', name: 'countRequests' },
  );

  const percentile = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
  let failed = false;
  const results: string[] = [];

  for (const scale of (process.env.TRACE_BENCH_SCALES ?? '1,0.1').split(',').map(Number)) {
    log(`\nSeeding scale ${scale}...`);
    const plant = await newPlantCompany(cloud.apiUrl, cloud.admin, `Bench plant ${scale}`);
    const { plan } = await seedYear(plant.call, plant.companyId, scale, log);
    // A mix of what gets traced: bought lots, intermediates and finished goods, spread over the year.
    const produced = plan.docs.filter((d) => d.kind === 'production');
    const received = plan.docs.filter((d) => d.kind === 'goods_receipt');
    const codes: string[] = [];
    for (let i = 0; codes.length < SAMPLES; i++) {
      const source = i % 2 === 0 ? produced : received;
      const doc = source[Math.floor((((i * 7919) % 10_007) / 10_007) * source.length)];
      const code = doc?.kind === 'production' ? doc.header.outgoing_lot : doc?.rows[0]?.fields.lot_code;
      if (typeof code === 'string') codes.push(code);
    }
    // Requests per trace, and the trace's size (lots in its graph), in this process.
    const perTrace: { requests: number; lots: number }[] = [];
    for (const code of codes) {
      requests = 0;
      const r = await traceLot(tracePorts, plant.companyId, { lot_code: code, material_id: undefined });
      perTrace.push({ requests, lots: 'graph' in r ? r.graph.summary.lot_count : 0 });
    }
    const reqs = perTrace.map((t) => t.requests).sort((a, b) => a - b);
    const sizes = perTrace.map((t) => t.lots).sort((a, b) => a - b);
    const ratio = perTrace.reduce((s, t) => s + t.requests / Math.max(1, t.lots), 0) / perTrace.length;
    // Latency through HTTP (gateway, authorizer, handler), as a client sees it.
    for (let i = 0; i < WARMUP; i++) await plant.call('POST', '/api/trace-lot', { lot_code: codes[i] });
    const times: number[] = [];
    for (const code of codes) {
      const start = performance.now();
      await plant.call('POST', '/api/trace-lot', { lot_code: code });
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    failed ||= p95 >= TARGET_P95_MS;
    results.push(
      `scale ${String(scale).padEnd(4)} ${String(plan.entries).padStart(7)} entries  trace p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  ` +
        `p95 ${p95.toFixed(1).padStart(6)} ms  max ${(times.at(-1) as number).toFixed(1).padStart(6)} ms  | requests/trace p50 ${percentile(reqs, 50)} ` +
        `p95 ${percentile(reqs, 95)} max ${reqs.at(-1)}  | lots/trace p50 ${percentile(sizes, 50)} p95 ${percentile(sizes, 95)} max ${sizes.at(-1)}  ` +
        `| requests per lot ${ratio.toFixed(2)}  ${p95 < TARGET_P95_MS ? 'PASS' : 'FAIL'}`,
    );
  }
  log(`\n${SAMPLES} traces per size after ${WARMUP} warm-ups; target p95 < ${TARGET_P95_MS} ms`);
  for (const line of results) log(line);
  log(failed ? '\nFAIL: a p95 is over the target' : '\nPASS: every p95 is under the target');
  if (failed) process.exitCode = 1;
} finally {
  await cloud.stop();
}
