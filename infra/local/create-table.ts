import {
  type AttributeDefinition,
  CreateTableCommand,
  DescribeTableCommand,
  type DynamoDBClient,
  type GlobalSecondaryIndex,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { indexDefinitions, keyAttributes, tableSchema } from '@bp/shared/table/schema.ts';

// The same index definitions CDK deploys, projections (INCLUDE attributes) included.
const globalIndexes = (): GlobalSecondaryIndex[] =>
  indexDefinitions().map((index) => ({
    IndexName: index.name,
    KeySchema: [
      { AttributeName: index.partitionKey, KeyType: 'HASH' },
      { AttributeName: index.sortKey, KeyType: 'RANGE' },
    ],
    Projection: { ProjectionType: index.projectionType, NonKeyAttributes: index.nonKeyAttributes },
  }));

const INDEX_WAIT_MS = 120_000;

/**
 * Until every index of the table is ACTIVE: an index just added is CREATING while the items
 * already stored are indexed, and a Query of it then fails (InternalFailure in DynamoDB Local),
 * as CloudFormation waits for the backfill before a deploy completes.
 */
const untilIndexesActive = async (client: DynamoDBClient, tableName: string): Promise<void> => {
  const deadline = Date.now() + INDEX_WAIT_MS;
  for (;;) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const waiting = (Table?.GlobalSecondaryIndexes ?? []).filter((index) => index.IndexStatus !== 'ACTIVE');
    if (waiting.length === 0) return;
    if (Date.now() > deadline)
      throw new Error(
        `Indexes still not active after ${INDEX_WAIT_MS / 1000} s: ${waiting.map((i) => i.IndexName)}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/**
 * Creates the table from the same schema module CDK uses. A table kept from an older version (a
 * dev data folder) gets the indexes added since, as a deploy would add them, and is used once
 * they are active; items written before an index existed are indexed if they carry its keys
 * (docs/deploy.md).
 */
export const ensureTable = async (client: DynamoDBClient, tableName: string): Promise<void> => {
  const indexes = globalIndexes();
  const definitions: AttributeDefinition[] = keyAttributes().map((name) => ({
    AttributeName: name,
    AttributeType: 'S',
  }));
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const present = new Set((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
    for (const index of indexes.filter((candidate) => !present.has(candidate.IndexName))) {
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          AttributeDefinitions: definitions,
          GlobalSecondaryIndexUpdates: [{ Create: index }],
        }),
      );
      await untilIndexesActive(client, tableName);
    }
    return;
  } catch (error) {
    if ((error as Error).name !== 'ResourceNotFoundException') throw error;
  }
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: definitions,
      KeySchema: [
        { AttributeName: tableSchema.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableSchema.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: indexes,
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: tableSchema.timeToLiveAttribute, Enabled: true },
    }),
  );
};
