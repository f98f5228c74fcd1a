/**
 * The local cloud without the Vite dev server, for tests and scripts:
 *   node infra/local/serve.ts [--fresh] [--api-port 0] [--web-dist web/dist]
 * Prints `LOCAL_CLOUD_READY {"apiUrl": ...}` once everything answers; SIGTERM stops it.
 */
import { resolve } from 'node:path';
import { parseCloudArgs } from './cli-args.ts';
import { startLocalCloud } from './cloud.ts';
import { stopOnSignals } from './signals.ts';

const args = parseCloudArgs(process.argv.slice(2));
const cloud = await startLocalCloud({
  apiPort: Number(args['api-port'] ?? process.env.API_PORT ?? 0),
  fresh: args.fresh ?? false,
  webDist: args['web-dist'] ? resolve(args['web-dist']) : undefined,
  log: (line) => console.error(line),
});
stopOnSignals(cloud.stop, (line) => console.error(line));
console.log(
  `LOCAL_CLOUD_READY ${JSON.stringify({
    apiUrl: cloud.apiUrl,
    s3Endpoint: cloud.s3Endpoint,
    dynamoEndpoint: cloud.dynamoEndpoint,
    checkedDynamoEndpoint: cloud.checkedDynamoEndpoint,
    admin: cloud.seeded.admin,
    demo: cloud.seeded.demo,
  })}`,
);
