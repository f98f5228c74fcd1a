/**
 * Does DynamoDB Local refuse a plain write to an item a transaction is writing at that instant,
 * as AWS does with TransactionConflictException (docs/inventory.md)? Plain node script: starts
 * the local cloud's DynamoDB Local (infra/local/dynamodb-local.ts) in memory, then PROBE_ROUNDS
 * (200) times sends one TransactWriteItems of 25 items (the hot item and 24 of 20 KB, so it takes
 * a while) and, while it is in flight, PROBE_WRITES (4) plain UpdateItem ADDs on the hot item a
 * millisecond apart. Prints what the plain writes were answered, how many of them were sent and
 * answered while the transaction was in flight, and, as a control, the same with a one-item
 * transaction in place of each plain write (on AWS it is cancelled with a TransactionConflict).
 * Run: node scripts/bootstrap.mjs tests/bench/transaction-conflict-probe.ts
 */
import {
  CreateTableCommand,
  DynamoDBClient,
  GetItemCommand,
  TransactWriteItemsCommand,
  type TransactWriteItem,
  UpdateItemCommand,
} from '@aws-sdk/client-dynamodb';
import { startDynamoDbLocal } from '@bp/infra/local/dynamodb-local.ts';
import { freePort } from '@bp/infra/local/free-port.ts';

const ROUNDS = Number(process.env.PROBE_ROUNDS ?? 200);
const WRITES = Number(process.env.PROBE_WRITES ?? 4);
const TABLE = 'probe';
const HOT = { pk: { S: 'HOT' }, sk: { S: 'HOT' } };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const tally = (counts: Record<string, number>, name: string) => (counts[name] = (counts[name] ?? 0) + 1);
const nameOf = (error: unknown) => {
  const e = error as { name?: string; CancellationReasons?: { Code?: string }[] };
  return e.CancellationReasons
    ? `${e.name}[${e.CancellationReasons.map((r) => r.Code).join(',')}]`
    : String(e.name);
};

const bigTransaction = (round: number): TransactWriteItem[] => [
  {
    Update: {
      TableName: TABLE,
      Key: HOT,
      UpdateExpression: 'ADD t :one',
      ExpressionAttributeValues: { ':one': { N: '1' } },
    },
  },
  ...Array.from({ length: 24 }, (_, i) => ({
    Put: {
      TableName: TABLE,
      Item: { pk: { S: `R${round}` }, sk: { S: `I${i}` }, pad: { S: 'x'.repeat(20_000) } },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  })),
];

const main = async () => {
  const dynamo = await startDynamoDbLocal({ port: await freePort() });
  const client = new DynamoDBClient({
    endpoint: dynamo.endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  try {
    await client.send(
      new CreateTableCommand({
        TableName: TABLE,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [
          { AttributeName: 'pk', AttributeType: 'S' },
          { AttributeName: 'sk', AttributeType: 'S' },
        ],
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
      }),
    );
    for (const mode of ['plain UpdateItem', 'second TransactWriteItems'] as const) {
      const answers: Record<string, number> = {};
      const transactions: Record<string, number> = {};
      let inside = 0;
      let sent = 0;
      const spans: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const started = performance.now();
        let ended = Number.POSITIVE_INFINITY;
        const transaction = client
          .send(
            new TransactWriteItemsCommand({
              TransactItems: bigTransaction(round + (mode === 'plain UpdateItem' ? 0 : ROUNDS)),
            }),
          )
          .then(
            () => tally(transactions, 'ok'),
            (e: unknown) => tally(transactions, nameOf(e)),
          )
          .finally(() => {
            ended = performance.now();
            spans.push(ended - started);
          });
        const writes = Array.from({ length: WRITES }, async (_, i) => {
          await sleep(1 + i);
          const sentAt = performance.now();
          sent++;
          const request =
            mode === 'plain UpdateItem'
              ? client.send(
                  new UpdateItemCommand({
                    TableName: TABLE,
                    Key: HOT,
                    UpdateExpression: 'ADD p :one',
                    ExpressionAttributeValues: { ':one': { N: '1' } },
                  }),
                )
              : client.send(
                  new TransactWriteItemsCommand({
                    TransactItems: [
                      {
                        Update: {
                          TableName: TABLE,
                          Key: HOT,
                          UpdateExpression: 'ADD p :one',
                          ExpressionAttributeValues: { ':one': { N: '1' } },
                        },
                      },
                    ],
                  }),
                );
          await request.then(
            () => tally(answers, 'ok'),
            (e: unknown) => tally(answers, nameOf(e)),
          );
          // Sent after the transaction was and answered before it: it met the transaction in flight.
          if (sentAt > started && performance.now() < ended) inside++;
        });
        await Promise.all([transaction, ...writes]);
      }
      const hot = await client.send(new GetItemCommand({ TableName: TABLE, Key: HOT, ConsistentRead: true }));
      spans.sort((a, b) => a - b);
      console.log(
        JSON.stringify({
          mode,
          rounds: ROUNDS,
          writesSent: sent,
          writesAnsweredWhileTransactionInFlight: inside,
          writeAnswers: answers,
          bigTransactions: transactions,
          bigTransactionMs: { p50: spans[spans.length >> 1]?.toFixed(1), max: spans.at(-1)?.toFixed(1) },
          hotItem: { t: hot.Item?.t?.N, p: hot.Item?.p?.N },
        }),
      );
    }
  } finally {
    client.destroy();
    await dynamo.stop();
  }
};

await main();
