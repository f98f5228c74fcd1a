import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { tableName } from '../kit/index.ts';
import { awsClientConfig } from '../../aws-client-config.ts';

const client = new DynamoDBClient({ ...awsClientConfig });

/** 'ok' when the table answers and is ACTIVE. */
export const tableStatus = async (): Promise<{ name: string; ok: boolean; detail?: string }> => {
  const name = tableName();
  try {
    const out = await client.send(new DescribeTableCommand({ TableName: name }));
    const status = out.Table?.TableStatus;
    return status === 'ACTIVE' ? { name, ok: true } : { name, ok: false, detail: `Table is ${status}` };
  } catch (error) {
    return { name, ok: false, detail: (error as Error).name };
  }
};
