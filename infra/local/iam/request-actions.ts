import type { IamRequest } from './authorize.ts';
import { LOCAL_ACCOUNT } from './template-policies.ts';

/**
 * The IAM actions and resource ARNs a request to S3 or DynamoDB needs, as the services
 * authorize them (https://docs.aws.amazon.com/service-authorization/latest/reference/).
 */

const has = (query: Record<string, unknown>, name: string) => Object.hasOwn(query, name);

/** A path-style S3 request: `/bucket/key`. */
export const s3Requests = (
  method: string,
  path: string,
  query: Record<string, unknown>,
  headers: Record<string, string | string[] | undefined>,
  body: Buffer,
): IamRequest[] => {
  const [, bucketPart = '', ...keyParts] = path.split('/');
  const bucket = decodeURIComponent(bucketPart);
  const key = keyParts.map((p) => decodeURIComponent(p)).join('/');
  if (!bucket) return [{ action: 's3:ListAllMyBuckets', resource: '*' }];
  const bucketArn = `arn:aws:s3:::${bucket}`;
  const object = (action: string, k: string = key) => ({ action, resource: `${bucketArn}/${k}` });
  const onBucket = (action: string) => ({ action, resource: bucketArn });

  if (!key) {
    if (method === 'POST' && has(query, 'delete')) {
      const keys = [...body.toString('utf8').matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) => m[1] ?? '');
      return keys.map((k) => object('s3:DeleteObject', k));
    }
    if (method === 'GET' && has(query, 'uploads')) return [onBucket('s3:ListBucketMultipartUploads')];
    if (method === 'GET' && has(query, 'versions')) return [onBucket('s3:ListBucketVersions')];
    if (method === 'GET' && has(query, 'cors')) return [onBucket('s3:GetBucketCORS')];
    if (method === 'GET' && has(query, 'location')) return [onBucket('s3:GetBucketLocation')];
    if (method === 'GET' || method === 'HEAD') return [onBucket('s3:ListBucket')];
    if (method === 'PUT' && has(query, 'cors')) return [onBucket('s3:PutBucketCORS')];
    if (method === 'PUT') return [{ action: 's3:CreateBucket', resource: bucketArn }];
    if (method === 'DELETE') return [onBucket('s3:DeleteBucket')];
    // A browser form POST (presigned POST policy): the local cloud does not take them.
    return [object('s3:PutObject', '<form-upload>')];
  }

  const version = has(query, 'versionId');
  switch (method) {
    case 'GET':
    case 'HEAD':
      if (has(query, 'uploadId')) return [object('s3:ListMultipartUploadParts')];
      if (has(query, 'tagging'))
        return [object(version ? 's3:GetObjectVersionTagging' : 's3:GetObjectTagging')];
      if (has(query, 'acl')) return [object(version ? 's3:GetObjectVersionAcl' : 's3:GetObjectAcl')];
      if (has(query, 'attributes')) return [object('s3:GetObject'), object('s3:GetObjectAttributes')];
      return [object(version ? 's3:GetObjectVersion' : 's3:GetObject')];
    case 'PUT': {
      if (has(query, 'tagging'))
        return [object(version ? 's3:PutObjectVersionTagging' : 's3:PutObjectTagging')];
      if (has(query, 'acl')) return [object('s3:PutObjectAcl')];
      const source = headers['x-amz-copy-source'];
      const copied = Array.isArray(source) ? source[0] : source;
      const requests = [object('s3:PutObject')];
      if (copied) {
        const [sourcePath = '', sourceQuery = ''] = decodeURIComponent(copied).replace(/^\//, '').split('?');
        requests.push({
          action: sourceQuery.includes('versionId=') ? 's3:GetObjectVersion' : 's3:GetObject',
          resource: `arn:aws:s3:::${sourcePath}`,
        });
      }
      if (headers['x-amz-tagging']) requests.push(object('s3:PutObjectTagging'));
      return requests;
    }
    case 'POST':
      // CreateMultipartUpload (?uploads) and CompleteMultipartUpload (?uploadId) are PutObject.
      return [object('s3:PutObject')];
    case 'DELETE':
      if (has(query, 'uploadId')) return [object('s3:AbortMultipartUpload')];
      if (has(query, 'tagging')) return [object('s3:DeleteObjectTagging')];
      return [object(version ? 's3:DeleteObjectVersion' : 's3:DeleteObject')];
    default:
      return [object(`s3:${method}`)];
  }
};

type Item = Record<string, unknown>;
const tableOf = (region: string, table: unknown, index?: unknown): string =>
  `arn:aws:dynamodb:${region}:${LOCAL_ACCOUNT}:table/${String(table)}${index ? `/index/${String(index)}` : ''}`;

/** A DynamoDB JSON request: `X-Amz-Target: DynamoDB_20120810.<Operation>`. */
export const dynamoDbRequests = (region: string, operation: string, input: Item): IamRequest[] => {
  const table = (action: string, name: unknown = input.TableName, index?: unknown): IamRequest => ({
    action: `dynamodb:${action}`,
    resource: tableOf(region, name, index),
  });
  switch (operation) {
    case 'Query':
    case 'Scan':
      return [table(operation, input.TableName, input.IndexName)];
    case 'BatchGetItem':
    case 'BatchWriteItem':
      return Object.keys((input.RequestItems as Item | undefined) ?? {}).map((name) =>
        table(operation, name),
      );
    case 'TransactWriteItems':
      // No action of its own: each item is authorized as the single-item action it performs.
      return ((input.TransactItems as Item[] | undefined) ?? []).flatMap((item) => {
        const [kind, spec] = Object.entries(item)[0] ?? [];
        const action = {
          Put: 'PutItem',
          Update: 'UpdateItem',
          Delete: 'DeleteItem',
          ConditionCheck: 'ConditionCheckItem',
        }[String(kind)];
        return action ? [table(action, (spec as Item).TableName)] : [];
      });
    case 'TransactGetItems':
      return ((input.TransactItems as Array<{ Get?: Item }> | undefined) ?? []).map((item) =>
        table('GetItem', item.Get?.TableName),
      );
    case 'ListTables':
      return [{ action: 'dynamodb:ListTables', resource: '*' }];
    default:
      return [table(operation)];
  }
};
