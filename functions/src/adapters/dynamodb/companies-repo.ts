import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { platformKeys } from '@bp/shared/table/schema.ts';
import type { CompanyRecord } from '../../core/auth/user-record.ts';
import { documentClient, tableName } from './client.ts';
import { nextId } from './counters.ts';
import { companyItem, toCompany } from './platform-records.ts';

export const getCompany = async (id: number): Promise<CompanyRecord | null> => {
  const out = await documentClient.send(new GetCommand({ TableName: tableName(), Key: platformKeys.company(id) }));
  return out.Item ? toCompany(out.Item) : null;
};

export const createCompany = async (name: string): Promise<CompanyRecord> => {
  const id = await nextId(platformKeys.counter('COMPANY'));
  const now = new Date().toISOString();
  const company: CompanyRecord = { id, name: name.trim(), user_count: 0, created_at: now, updated_at: now };
  await documentClient.send(
    new PutCommand({ TableName: tableName(), Item: companyItem(company), ConditionExpression: 'attribute_not_exists(pk)' }),
  );
  return company;
};
