/**
 * `npm run dev`: the embedded local cloud plus the Vite dev server proxying /api.
 *   npm run dev               data kept under .data/ between runs
 *   npm run dev -- --fresh    empty, in-memory storage
 * Ports: API_PORT (3000), WEB_PORT (5173), S3_PORT (4569), DYNAMO_PORT (8000). Seeds ADMIN_EMAIL / ADMIN_PASSWORD on first start.
 */
import { join } from 'node:path';
import { createServer } from 'vite';
import { parseCloudArgs } from './cli-args.ts';
import { repoRoot } from '../lib/paths.ts';
import { startLocalCloud } from './cloud.ts';
import { warmOcrNow } from './ocr-warm-up.ts';
import { stopOnSignals } from './signals.ts';

const startedAt = Date.now();
const args = parseCloudArgs(process.argv.slice(2));
const apiPort = Number(args['api-port'] ?? process.env.API_PORT ?? 3000);
const webPort = Number(args['web-port'] ?? process.env.WEB_PORT ?? 5173);
const webOrigin = `http://localhost:${webPort}`;

const cloud = await startLocalCloud({
  apiPort,
  s3Port: Number(process.env.S3_PORT ?? 4569),
  // Fixed so that `npm run create-admin` finds the local table without being told.
  dynamoPort: Number(process.env.DYNAMO_PORT ?? 8000),
  fresh: args.fresh ?? false,
  webOrigins: [webOrigin, `http://127.0.0.1:${webPort}`],
  log: (line) => console.log(`  ${line}`),
});

// Signals are handled before Vite starts, so Ctrl-C during its start-up still stops the cloud.
const running: { vite?: Awaited<ReturnType<typeof createServer>> } = {};
stopOnSignals(async () => {
  await running.vite?.close();
  await cloud.stop();
});

const vite = await createServer({
  configFile: join(repoRoot, 'web/vite.config.ts'),
  root: join(repoRoot, 'web'),
  server: {
    port: webPort,
    strictPort: true,
    host: '127.0.0.1',
    proxy: { '/api': { target: cloud.apiUrl, changeOrigin: false } },
  },
});
running.vite = vite;
await vite.listen();
// In the background, at the OCR process's low priority: the first upload need not wait for it.
void warmOcrNow((line) => console.log(`  ${line}`));

const { admin, demo } = cloud.seeded;
console.log(`
BatchPath is running (ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s)${args.fresh ? ' with fresh, in-memory data' : ''}.

  App:  ${webOrigin}
  API:  ${cloud.apiUrl}/api  (OpenAPI: ${cloud.apiUrl}/api/openapi.json)

  Sign in as the demo user:           ${demo.email} / ${demo.password}
  Or as the platform administrator:   ${admin.email} / ${admin.password}${admin.created ? '' : '  (password as first seeded)'}

Ctrl-C stops everything.
`);
