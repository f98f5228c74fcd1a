import {
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
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

const indexNames = async () =>
  (
    (await client.send(new DescribeTableCommand({ TableName: tableName }))).Table?.GlobalSecondaryIndexes ??
    []
  )
    .map((index) => index.IndexName)
    .sort();

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
  await ensureTable(client, tableName);
  const expected = indexDefinitions()
    .map((index) => index.name)
    .sort();
  expect(await indexNames()).toEqual(expected);
  await ensureTable(client, tableName); // nothing left to add
  expect(await indexNames()).toEqual(expected);
});
