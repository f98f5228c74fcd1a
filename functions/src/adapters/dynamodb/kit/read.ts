import { GetCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { type IndexName, type ItemKey, tableSchema } from '@bp/shared/table/schema.ts';
import { documentClient, tableName } from './client.ts';
import { queryAll } from './query-all.ts';

type Item = Record<string, unknown>;

/**
 * One item by its key, or null. Read consistently unless asked not to: a point read is most
 * often of a record just written (created, then opened; edited, then shown), which AWS's
 * default read may answer from before that write, and costs one read unit instead of a half.
 */
export const getItem = async (key: ItemKey, { consistent = true } = {}): Promise<Item | null> => {
  const out = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: consistent }),
  );
  return out.Item ?? null;
};

export interface PartitionQuery {
  /** The partition key's value (of the table, or of `index`). */
  partition: string;
  index?: IndexName;
  /** Default: consistent on the table (a list right after its write), never on an index (AWS refuses). */
  consistent?: boolean;
  /** At most this many items (one request); without it every item, following DynamoDB's pages. */
  limit?: number;
  /** At most this many items, following DynamoDB's pages until there are (not with `limit`). */
  upTo?: number;
  /** Sort key descending (newest first when the sort key starts with a timestamp). */
  descending?: boolean;
  /** Only these attributes. */
  attributes?: readonly string[];
  /** Only the items whose sort key is from `from` up to `to` (both inclusive; no `to`: to the end). */
  sortRange?: { from: string; to?: string };
}

/**
 * The items of one partition, in sort key order. The key attribute names come from the table
 * schema, so no repository spells a key condition by hand.
 */
export const queryPartition = async (query: PartitionQuery): Promise<Item[]> => {
  const pkName = query.index ? tableSchema.indexes[query.index].partitionKey : tableSchema.partitionKey;
  const names: Record<string, string> = { '#kpk': pkName };
  const projection = query.attributes?.map((attribute, i) => {
    names[`#kp${i}`] = attribute;
    return `#kp${i}`;
  });
  const values: Record<string, string> = { ':kpk': query.partition };
  let condition = '#kpk = :kpk';
  if (query.sortRange) {
    names['#ksk'] = query.index ? tableSchema.indexes[query.index].sortKey : tableSchema.sortKey;
    values[':kfrom'] = query.sortRange.from;
    if (query.sortRange.to === undefined) condition += ' AND #ksk >= :kfrom';
    else {
      values[':kto'] = query.sortRange.to;
      condition += ' AND #ksk BETWEEN :kfrom AND :kto';
    }
  }
  const input: QueryCommandInput = {
    TableName: tableName(),
    IndexName: query.index,
    KeyConditionExpression: condition,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
    ConsistentRead: query.consistent ?? query.index === undefined,
    ScanIndexForward: query.descending ? false : undefined,
    ProjectionExpression: projection?.join(', '),
  };
  if (query.upTo !== undefined) return queryAll(input, query.upTo);
  if (query.limit === undefined) return queryAll(input);
  const out = await documentClient.send(new QueryCommand({ ...input, Limit: query.limit }));
  return out.Items ?? [];
};
