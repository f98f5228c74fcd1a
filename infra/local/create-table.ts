import {
  type AttributeDefinition,
  CreateTableCommand,
  DescribeTableCommand,
  type DynamoDBClient,
  type GlobalSecondaryIndex,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { tableSchema } from '@bp/shared/table/schema.ts';

/** Creates the table from the same schema module CDK uses; a no-op when it already exists. */
export const ensureTable = async (client: DynamoDBClient, tableName: string): Promise<void> => {
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return;
  } catch (error) {
    if ((error as Error).name !== 'ResourceNotFoundException') throw error;
  }
  const attributes = new Set<string>([tableSchema.partitionKey, tableSchema.sortKey]);
  const indexes: GlobalSecondaryIndex[] = Object.entries(tableSchema.indexes).map(([name, keys]) => {
    attributes.add(keys.partitionKey);
    attributes.add(keys.sortKey);
    return {
      IndexName: name,
      KeySchema: [
        { AttributeName: keys.partitionKey, KeyType: 'HASH' },
        { AttributeName: keys.sortKey, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: keys.projection },
    };
  });
  const definitions: AttributeDefinition[] = [...attributes].map((name) => ({
    AttributeName: name,
    AttributeType: 'S',
  }));
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
