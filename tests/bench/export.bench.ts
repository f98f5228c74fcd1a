/**
 * FSMA 204 export benchmark (plain node script): a fresh local cloud, a year of a busy plant
 * seeded into one company (`seed:year` size, scale 1 unless EXPORT_BENCH_SCALE says otherwise:
 * 150,000 ledger entries over 2025), then the date-range export of the whole year and of one
 * week, each as CSV and as Excel through HTTP, both ways: the export that answers at once
 * (GET /api/trace-lot/export/..., then the presigned download) and the asynchronous one
 * (POST /api/trace-lot/exports, polled until done, then the presigned download): seconds for the
 * answer and for the download, the file's bytes and rows, and the DynamoDB requests of the
 * range's reads (the same use case run in this process with a counting client). The figures are
 * printed, not asserted: the week must cost a small fraction of the year, which is what reading
 * only the range buys. Run: npm run bench:export
 * (EXPORT_BENCH_TRACE=1 logs each DynamoDB request and its time.)
 */
import type { FsmaExportJob, FsmaExportLink } from '@bp/shared/contracts/trace.ts';
import { useLocalTable } from '@bp/infra/local/local-aws.ts';
import { startLocalCloudProcess } from '../support/local-cloud-process.ts';
import { newPlantCompany } from '../support/seed-year/plant-company.ts';

const RANGES = [
  { name: 'year', start_date: '2025-01-01', end_date: '2025-12-31' },
  { name: 'week', start_date: '2025-06-02', end_date: '2025-06-08' },
] as const;
const log = (line: string) => console.log(line);
const seconds = (ms: number) => (ms / 1000).toFixed(2).padStart(7);

const cloud = await startLocalCloudProcess();
try {
  useLocalTable(cloud.dynamoEndpoint);
  const { seedYear } = await import('../support/seed-year/seed-year.ts');
  const { documentClient } = await import('@bp/functions/adapters/dynamodb/kit/index.ts');
  const { fsmaRows } = await import('@bp/functions/core/trace/export-events.ts');
  const { tracePorts } = await import('@bp/functions/wiring/trace.ts');
  let requests = 0;
  const byCommand = new Map<string, number>();
  documentClient.middlewareStack.add(
    (next, context) => async (args) => {
      requests++;
      byCommand.set(context.commandName ?? '?', (byCommand.get(context.commandName ?? '?') ?? 0) + 1);
      const t = performance.now();
      try {
        return await next(args);
      } finally {
        if (process.env.EXPORT_BENCH_TRACE)
          log(`  ${context.commandName} ${(performance.now() - t).toFixed(0)} ms`);
      }
    },
    { step: 'initialize', name: 'countRequests' },
  );

  const scale = Number(process.env.EXPORT_BENCH_SCALE ?? 1);
  log(`Seeding a year at scale ${scale}...`);
  const plant = await newPlantCompany(cloud.apiUrl, cloud.admin, `Export bench ${scale}`);
  const { plan } = await seedYear(plant.call, plant.companyId, scale, log);
  log(`${plan.entries} ledger entries, ${plan.docs.length} submissions`);

  const results: string[] = [];
  for (const range of RANGES) {
    // The range's reads, counted in this process.
    requests = 0;
    byCommand.clear();
    const started = performance.now();
    const rows = await fsmaRows(tracePorts, plant.companyId, range);
    const readMs = performance.now() - started;
    const reads = [...byCommand].map(([name, n]) => `${name.replace(/Command$/, '')} ${n}`).join(', ');
    results.push(
      `${range.name.padEnd(4)} reads (in process): ${String(rows.length).padStart(7)} rows in ${seconds(readMs)} s, ` +
        `${requests} DynamoDB requests (${reads})`,
    );
    for (const format of ['csv', 'xlsx'] as const) {
      const query = new URLSearchParams({ start_date: range.start_date, end_date: range.end_date });
      const asked = performance.now();
      try {
        const link = (await plant.call(
          'GET',
          `/api/trace-lot/export/${format}?${query}`,
        )) as unknown as FsmaExportLink;
        const answered = performance.now();
        const file = await fetch(link.url);
        const bytes = (await file.arrayBuffer()).byteLength;
        const downloaded = performance.now();
        if (file.status !== 200 || bytes !== link.bytes || link.rows !== rows.length)
          throw new Error(`${file.status}, ${bytes} of ${link.bytes} bytes, ${link.rows} rows`);
        results.push(
          `${range.name.padEnd(4)} ${format.padEnd(4)} over HTTP: ${String(link.rows).padStart(7)} rows ${String(bytes).padStart(10)} bytes  ` +
            `answer ${seconds(answered - asked)} s  download ${seconds(downloaded - answered)} s`,
        );
      } catch (error) {
        // The year is expected to outlast the API's 30 s on a loaded machine (503): the
        // asynchronous export below is the way for it.
        results.push(
          `${range.name.padEnd(4)} ${format.padEnd(4)} over HTTP failed after ${seconds(performance.now() - asked)} s: ${String(error).slice(0, 200)}`,
        );
      }
      const startedAt = performance.now();
      try {
        const job = (await plant.call('POST', '/api/trace-lot/exports', {
          start_date: range.start_date,
          end_date: range.end_date,
          format,
        })) as unknown as FsmaExportJob;
        let done = job;
        while (done.status === 'pending') {
          await new Promise((resolve) => setTimeout(resolve, 250));
          done = (await plant.call(
            'GET',
            `/api/trace-lot/exports/${job.export_id}`,
          )) as unknown as FsmaExportJob;
        }
        const finished = performance.now();
        if (done.status !== 'done' || !done.url) throw new Error(`${done.status}: ${done.message}`);
        const file = await fetch(done.url);
        const bytes = (await file.arrayBuffer()).byteLength;
        const downloaded = performance.now();
        if (file.status !== 200 || bytes !== done.bytes || done.rows !== rows.length)
          throw new Error(`${file.status}, ${bytes} of ${done.bytes} bytes, ${done.rows} rows`);
        results.push(
          `${range.name.padEnd(4)} ${format.padEnd(4)} async:     ${String(done.rows).padStart(7)} rows ${String(bytes).padStart(10)} bytes  ` +
            `done after ${seconds(finished - startedAt)} s  download ${seconds(downloaded - finished)} s`,
        );
      } catch (error) {
        process.exitCode = 1;
        results.push(
          `${range.name.padEnd(4)} ${format.padEnd(4)} async failed after ${seconds(performance.now() - startedAt)} s: ${String(error).slice(0, 200)}`,
        );
      }
    }
  }
  log(`\nFSMA 204 date-range export, ${plan.entries} ledger entries in the year:`);
  for (const line of results) log(line);
} finally {
  await cloud.stop();
}
