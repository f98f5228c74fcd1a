import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { adminMessages } from '@bp/shared/contracts/admin.ts';
import { platformKeys, tableSchema } from '@bp/shared/table/schema.ts';
import type { CompanyRecord } from '../../../core/auth/user-record.ts';
import { conflict, notFound } from '../../../core/errors.ts';
import { documentClient, tableName } from '../kit/index.ts';
import { nextId } from '../kit/index.ts';
import { companyItem, toCompany } from './platform-records.ts';
import { queryAll } from '../kit/index.ts';

export const getCompany = async (id: number): Promise<CompanyRecord | null> => {
  const out = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: platformKeys.company(id), ConsistentRead: true }),
  );
  return out.Item ? toCompany(out.Item) : null;
};

export const createCompany = async (name: string): Promise<CompanyRecord> => {
  const id = await nextId(platformKeys.counter('COMPANY'));
  const now = new Date().toISOString();
  const company: CompanyRecord = { id, name: name.trim(), user_count: 0, created_at: now, updated_at: now };
  await documentClient.send(
    new PutCommand({
      TableName: tableName(),
      Item: companyItem(company),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return company;
};

/** All companies, ordered by id (the index sort key is the padded id). */
export const listCompanies = async (): Promise<CompanyRecord[]> => {
  const { gsi1 } = tableSchema.indexes;
  const items = await queryAll({
    TableName: tableName(),
    IndexName: 'gsi1',
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: { '#pk': gsi1.partitionKey },
    ExpressionAttributeValues: { ':pk': platformKeys.companiesIndex() },
  });
  return items.map(toCompany);
};

export const renameCompany = async (id: number, name: string): Promise<CompanyRecord> => {
  try {
    const out = await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: platformKeys.company(id),
        UpdateExpression: 'SET #name = :name, updated_at = :now',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#name': 'name' },
        ExpressionAttributeValues: { ':name': name.trim(), ':now': new Date().toISOString() },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toCompany(out.Attributes ?? {});
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw notFound(adminMessages.companyNotFound);
    throw error;
  }
};

/**
 * Deletes a company only while it has no users. user_count is kept exact by every user
 * create, delete and move (each in one transaction with its condition that the company
 * exists), so the condition here cannot race with a user joining the company.
 */
export const deleteCompany = async (id: number): Promise<void> => {
  try {
    await documentClient.send(
      new DeleteCommand({
        TableName: tableName(),
        Key: platformKeys.company(id),
        ConditionExpression: 'attribute_exists(pk) AND user_count = :zero',
        ExpressionAttributeValues: { ':zero': 0 },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    throw (await getCompany(id))
      ? conflict(adminMessages.companyHasUsers)
      : notFound(adminMessages.companyNotFound);
  }
};
