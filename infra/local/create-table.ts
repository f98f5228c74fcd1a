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

/**
 * Creates the table from the same schema module CDK uses. A table kept from an older version (a
 * dev data folder) gets the indexes added since, as a deploy would add them; items written before
 * an index existed carry none of its keys (docs/deploy.md).
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
