import {
  DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  QueryCommand,
  TransactWriteItemsCommand,
} from '@aws-sdk/client-dynamodb';
import { credentialsOf, type LocalFunction } from '@bp/infra/local/iam/function-identity.ts';
import { LOCAL_REGION, LOCAL_TABLE } from '@bp/infra/local/local-aws.ts';

/** The three calls `bench:calls` measures, the items they read written by `seed`. */
export interface CallKinds {
  seed: () => Promise<void>;
  calls: Array<{ name: string; call: () => Promise<unknown> }>;
  destroy: () => void;
}

const PK = 'BENCH#calls';
const ITEMS = 10;

/**
 * The calls as the functions make them: the transaction kit's getItem, queryPartition and
 * transact, through the functions' document client. The kit reads its endpoint, region and
 * table from the environment when it loads, as in a function worker, and signs with the local
 * cloud's provider, installed first (the caller runs the calls inside an invocation).
 */
export const kitKinds = async (dynamoEndpoint: string): Promise<CallKinds> => {
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_DYNAMODB: dynamoEndpoint,
    AWS_REGION: LOCAL_REGION,
    TABLE_NAME: LOCAL_TABLE,
  });
  await import('@bp/infra/local/iam/install-function-credentials.ts');
  const kit = await import('@bp/functions/adapters/dynamodb/kit/index.ts');
  let tx = 0;
  return {
    seed: async () => {
      for (let i = 0; i < ITEMS; i++)
        await kit.writeOne(kit.put({ pk: PK, sk: `ITEM#${i}`, name: `item ${i}`, qty: i * 7 }));
    },
    calls: [
      { name: 'GetItem', call: () => kit.getItem({ pk: PK, sk: 'ITEM#3' }) },
      { name: 'Query (10 items)', call: () => kit.queryPartition({ partition: PK, limit: ITEMS }) },
      {
        name: 'TransactWriteItems (2 puts)',
        call: () => {
          const n = tx++;
          const put = (side: string) => kit.putIfAbsent({ pk: `BENCH#tx#${n}`, sk: side, qty: n });
          return kit.transact([put('a'), put('b')]);
        },
      },
    ],
    // The kit's client lives as long as the process, as in a function worker.
    destroy: () => {},
  };
};

/** The same calls with a plain DynamoDBClient and the SDK's defaults (the bench before 29 November). */
export const bareKinds = (dynamoEndpoint: string, fn: LocalFunction): CallKinds => {
  const client = new DynamoDBClient({
    endpoint: dynamoEndpoint,
    region: LOCAL_REGION,
    credentials: credentialsOf(fn),
    maxAttempts: 1,
  });
  let tx = 0;
  return {
    seed: async () => {
      for (let i = 0; i < ITEMS; i++)
        await client.send(
          new PutItemCommand({
            TableName: LOCAL_TABLE,
            Item: {
              pk: { S: PK },
              sk: { S: `ITEM#${i}` },
              name: { S: `item ${i}` },
              qty: { N: String(i * 7) },
            },
          }),
        );
    },
    calls: [
      {
        name: 'GetItem',
        call: () =>
          client.send(
            new GetItemCommand({ TableName: LOCAL_TABLE, Key: { pk: { S: PK }, sk: { S: 'ITEM#3' } } }),
          ),
      },
      {
        name: 'Query (10 items)',
        call: () =>
          client.send(
            new QueryCommand({
              TableName: LOCAL_TABLE,
              KeyConditionExpression: 'pk = :pk',
              ExpressionAttributeValues: { ':pk': { S: PK } },
            }),
          ),
      },
      {
        name: 'TransactWriteItems (2 puts)',
        call: () => {
          const n = tx++;
          const put = (side: string) => ({
            Put: {
              TableName: LOCAL_TABLE,
              Item: { pk: { S: `BENCH#tx#${n}` }, sk: { S: side }, qty: { N: String(n) } },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          });
          return client.send(new TransactWriteItemsCommand({ TransactItems: [put('a'), put('b')] }));
        },
      },
    ],
    destroy: () => client.destroy(),
  };
};
