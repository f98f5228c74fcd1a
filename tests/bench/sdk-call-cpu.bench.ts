/**
 * What the functions' own DynamoDB client costs per call, alone (issue 23, item 3): the CPU of
 * the calling side (the document client's marshalling, the AWS SDK's middleware, serialisation,
 * SigV4 signing, HTTP and parsing), without the local cloud or DynamoDB Local. The calls are the
 * kit's (a consistent GetItem, a Query of 10 items, a TransactWriteItems of two conditional
 * puts), sent through the functions' client exactly as functions/src/adapters/dynamodb/kit/
 * client.ts builds it ("functions") and through the client as it was built before 29 November
 * ("before"), signing as `api-auth` through the local cloud's credential provider (as in a
 * function worker), against a stub DynamoDB in a child process that answers canned bodies, so
 * this process's CPU is the caller's only.
 *
 * SDK_ROUNDS (5) rounds, each making SDK_N (2000) calls of every kind on each client, the two
 * clients' blocks alternating (a busy machine's minute hits both alike), after SDK_WARM (500)
 * unmeasured ones; prints the CPU µs a call of each round and their median, and the same
 * exchange with `http.request` alone, the floor no client could go under. It runs itself on the
 * function workers' Node flags (support/worker-flags.ts).
 * Run: npm run bench:sdk-calls
 * With `--allow-natives-syntax` and SDK_NATIVES=1 it also prints whether V8 holds the functions'
 * client config in fast mode (fast-config.ts); `--cpu-prof` shows where the rest goes, with
 * SDK_CLIENTS=functions for the functions' client alone.
 */
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { once } from 'node:events';
import { onWorkerFlags } from './support/worker-flags.ts';

await onWorkerFlags();

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const N = env('SDK_N', 2000);
const WARM = env('SDK_WARM', 500);
const ROUNDS = env('SDK_ROUNDS', 5);
/** How long the stub waits before it answers, in ms (0: at once; DynamoDB answers in a few). */
const DELAY = env('SDK_STUB_DELAY_MS', 0);

/** The stub: DynamoDB's JSON protocol, by X-Amz-Target, canned answers of realistic size. */
const STUB = `
const http = require('node:http');
const DELAY = ${DELAY};
const attr = (i) => ({ pk: { S: 'C#1#LOT#' + i }, sk: { S: 'LOT' }, name: { S: 'Lot number ' + i },
  qty: { N: String(i * 1000 + 7) }, unit: { S: 'kg' }, materialId: { N: String(i) },
  createdAt: { S: '2026-11-29T06:00:00.000Z' }, tags: { L: [{ S: 'a' }, { S: 'b' }] } });
const bodies = {
  GetItem: JSON.stringify({ Item: attr(3) }),
  Query: JSON.stringify({ Items: Array.from({ length: 10 }, (_, i) => attr(i)), Count: 10, ScannedCount: 10 }),
  TransactWriteItems: '{}',
};
const server = http.createServer((req, res) => {
  const target = String(req.headers['x-amz-target'] || '').split('.')[1];
  req.resume();
  req.on('end', () => setTimeout(() => {
    const body = bodies[target] ?? '{}';
    res.writeHead(200, { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-requestid': 'stub',
      'content-length': Buffer.byteLength(body) });
    res.end(body);
  }, DELAY));
});
server.keepAliveTimeout = 60000;
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

const stub = spawn(process.execPath, ['-e', STUB], { stdio: ['ignore', 'pipe', 'inherit'] });
// Whatever ends this process (an import that fails) ends the stub with it.
process.on('exit', () => stub.kill());
const [portLine] = (await once(stub.stdout!, 'data')) as [Buffer];
const endpoint = `http://127.0.0.1:${portLine.toString().trim()}`;

Object.assign(process.env, {
  AWS_ENDPOINT_URL_DYNAMODB: endpoint,
  AWS_REGION: 'us-east-1',
  TABLE_NAME: 'batchpath-bench',
});
// As in a function worker: the provider that signs as the running function, installed first.
await import('@bp/infra/local/iam/install-function-credentials.ts');
const { runAsFunction } = await import('@bp/infra/local/iam/function-identity.ts');
const { areaEntry } = await import('@bp/infra/lib/api/function-entries.ts');
const kit = await import('@bp/functions/adapters/dynamodb/kit/index.ts');

const { DynamoDBClient } = await import('@aws-sdk/client-dynamodb');
const { DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand } =
  await import('@aws-sdk/lib-dynamodb');
const { awsClientConfig } = await import('@bp/functions/adapters/aws-client-config.ts');
type Client = typeof kit.documentClient;

/**
 * The client as main built it before 29 November (docs/load.md): the same config, without the
 * SDK's logger middleware, its config left as the SDK leaves it. Compared call for call with the
 * functions' own client, in blocks that alternate, so the machine's minute hits both alike.
 */
const asBefore = (): Client => {
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({ ...awsClientConfig }), {
    marshallOptions: { removeUndefinedValues: true },
  });
  client.middlewareStack.remove('loggerMiddleware');
  return client;
};
/** SDK_CLIENTS=functions runs one of them only (a CPU profile of that client alone). */
const only = process.env.SDK_CLIENTS?.split(',');
const clients: Array<{ name: string; client: Client }> = [
  { name: 'before', client: asBefore() },
  { name: 'functions', client: kit.documentClient },
].filter((c) => !only || only.includes(c.name));

const table = 'batchpath-bench';
let tx = 0;
/** The calls as the kit makes them (kit/read.ts, kit/transact.ts), on a given client. */
const kinds: Array<{ name: string; call: (client: Client) => Promise<unknown> }> = [
  {
    name: 'GetItem',
    call: (c) =>
      c.send(new GetCommand({ TableName: table, Key: { pk: 'C#1#LOT#3', sk: 'LOT' }, ConsistentRead: true })),
  },
  {
    name: 'Query (10 items)',
    call: (c) =>
      c.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: '#kpk = :kpk',
          ExpressionAttributeNames: { '#kpk': 'pk' },
          ExpressionAttributeValues: { ':kpk': 'C#1#LOT' },
          ConsistentRead: true,
          Limit: 10,
        }),
      ),
  },
  {
    name: 'TransactWriteItems (2 puts)',
    call: (c) => {
      const n = tx++;
      const item = (side: string) => ({ pk: `BENCH#tx#${n}`, sk: side, qty: n, at: '2026-11-29' });
      const writes = [kit.putIfAbsent(item('a')), kit.putIfAbsent(item('b'))];
      return c.send(
        new TransactWriteCommand({ TransactItems: writes.map((w) => kit.toTransactItem(w, table)) }),
      );
    },
  },
];

/** The same exchanges with Node's HTTP client alone: what no SDK could save. */
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const bare = (target: string) => () =>
  new Promise<void>((resolve, reject) => {
    const body = '{"TableName":"batchpath-bench","Key":{"pk":{"S":"C#1#LOT#3"},"sk":{"S":"LOT"}}}';
    const req = request(endpoint, {
      method: 'POST',
      agent,
      headers: {
        'x-amz-target': `DynamoDB_20120810.${target}`,
        'content-type': 'application/x-amz-json-1.0',
      },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve(void JSON.parse(Buffer.concat(chunks).toString())));
    });
    req.on('error', reject);
    req.end(body);
  });
const floors = [
  { name: 'http.request, GetItem answer', call: bare('GetItem') },
  { name: 'http.request, Query answer', call: bare('Query') },
];

const cpuMicrosPerCall = async (call: () => Promise<unknown>, n: number) => {
  const before = process.cpuUsage();
  for (let i = 0; i < n; i++) await call();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / n;
};

const fn = { name: 'api-auth', entry: areaEntry('auth') };
const results = new Map<string, number[]>();
const note = (name: string, micros: number) => results.set(name, [...(results.get(name) ?? []), micros]);
try {
  await runAsFunction(fn, async () => {
    // The kit's own read once: the bench's calls go where the functions' go.
    await kit.getItem({ pk: 'C#1#LOT#3', sk: 'LOT' });
    for (const { client } of clients)
      for (const kind of kinds) await cpuMicrosPerCall(() => kind.call(client), WARM);
    for (const floor of floors) await cpuMicrosPerCall(floor.call, WARM);
    for (let round = 0; round < ROUNDS; round++) {
      for (const kind of kinds)
        for (const { name, client } of round % 2 ? [...clients].reverse() : clients)
          note(`${kind.name}, ${name}`, await cpuMicrosPerCall(() => kind.call(client), N));
      for (const floor of floors) note(floor.name, await cpuMicrosPerCall(floor.call, N));
    }
  });
  if (process.env.SDK_NATIVES)
    console.log('config fast:', eval('%HasFastProperties(kit.documentClient.config)'));
} finally {
  agent.destroy();
  stub.kill();
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
console.log(`\nCPU µs a call, the caller only (${N} calls a round after ${WARM} unmeasured, one at a time):`);
console.log('| call | median | rounds |\n| --- | --- | --- |');
for (const [name, rounds] of results)
  console.log(`| ${name} | ${median(rounds).toFixed(0)} | ${rounds.map((r) => r.toFixed(0)).join(' / ')} |`);
