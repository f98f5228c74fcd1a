import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { platformKeys } from '@bp/shared/table/schema.ts';
import { addDeltas, documentClient, tableName, type Write } from '../kit/index.ts';
import { listAllUsers } from './users-queries.ts';

const ATTRIBUTE = 'admin_count';

const readCount = async (): Promise<number | null> => {
  const out = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: platformKeys.adminCount(), ConsistentRead: true }),
  );
  const value = out.Item?.[ATTRIBUTE];
  return typeof value === 'number' ? value : null;
};

/**
 * Creates the administrator counter from the users when it does not exist yet (a table
 * written before the counter existed). Call before any transaction that changes it, so an
 * ADD never creates it from nothing and undercounts. The conditional put lets only one of
 * two concurrent initialisations win.
 */
export const ensureAdminCount = async (): Promise<number> => {
  const existing = await readCount();
  if (existing !== null) return existing;
  const counted = (await listAllUsers()).filter((u) => u.is_admin).length;
  try {
    await documentClient.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...platformKeys.adminCount(), type: 'counter', [ATTRIBUTE]: counted },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return counted;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return (await readCount()) ?? counted;
    throw error;
  }
};

/** How many administrators the platform has. */
export const adminCount = ensureAdminCount;

/** One more administrator, in the caller's transaction. */
export const adminCountUp = (): Write => addDeltas(platformKeys.adminCount(), { [ATTRIBUTE]: 1 });

/**
 * One administrator fewer, in the caller's transaction, only while another remains: the
 * condition makes "the last administrator cannot be removed" hold under concurrent removals.
 */
export const adminCountDown = (refusal: Error): Write =>
  addDeltas(
    platformKeys.adminCount(),
    { [ATTRIBUTE]: -1 },
    {
      condition: { expression: '#kn > :kone', names: { '#kn': ATTRIBUTE }, values: { ':kone': 1 } },
      refusal,
    },
  );
