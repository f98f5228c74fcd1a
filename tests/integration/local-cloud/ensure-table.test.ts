import {
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  PutItemCommand,
  QueryCommand,
} from '@aws-sdk/client-dynamodb';
import { ensureTable } from '@bp/infra/local/create-table.ts';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '@bp/infra/local/local-aws.ts';
import { indexDefinitions, tableSchema } from '@bp/shared/table/schema.ts';
import { afterAll, expect, it } from 'vitest';
import { cloud } from '../support/cloud.ts';

const client = new DynamoDBClient({
  endpoint: cloud().dynamoEndpoint,
  region: LOCAL_REGION,
  credentials: LOCAL_CREDENTIALS,
});
const tableName = `ensure-table-${Date.now()}`;
afterAll(() => client.send(new DeleteTableCommand({ TableName: tableName })).catch(() => undefined));

const indexes = async () =>
  (await client.send(new DescribeTableCommand({ TableName: tableName }))).Table?.GlobalSecondaryIndexes ?? [];
const indexNames = async () => (await indexes()).map((index) => index.IndexName).sort();

it('adds the indexes a kept table from an older version lacks', async () => {
  // A dev data folder's table from before the newer indexes: the base keys only.
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [
        { AttributeName: tableSchema.partitionKey, AttributeType: 'S' },
        { AttributeName: tableSchema.sortKey, AttributeType: 'S' },
      ],
      KeySchema: [
        { AttributeName: tableSchema.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableSchema.sortKey, KeyType: 'RANGE' },
      ],
    }),
  );
  // An item stored before the newest index, carrying its keys (as a submission carries its fingerprint).
  const newest = indexDefinitions().at(-1)!;
  await client.send(
    new PutItemCommand({
      TableName: tableName,
      Item: {
        [tableSchema.partitionKey]: { S: 'P#1' },
        [tableSchema.sortKey]: { S: 'S#1' },
        [newest.partitionKey]: { S: 'kept-before' },
        [newest.sortKey]: { S: 'P#1' },
      },
    }),
  );
  await ensureTable(client, tableName);
  const expected = indexDefinitions()
    .map((index) => index.name)
    .sort();
  expect(await indexNames()).toEqual(expected);
  // Usable as soon as it returns: every index active, the kept item found through the newest.
  expect((await indexes()).map((index) => index.IndexStatus)).toEqual(expected.map(() => 'ACTIVE'));
  const found = await client.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: newest.name,
      KeyConditionExpression: '#k = :v',
      ExpressionAttributeNames: { '#k': newest.partitionKey },
      ExpressionAttributeValues: { ':v': { S: 'kept-before' } },
    }),
  );
  expect(found.Count).toBe(1);
  await ensureTable(client, tableName); // nothing left to add
  expect(await indexNames()).toEqual(expected);
});
