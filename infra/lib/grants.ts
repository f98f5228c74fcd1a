import { tableSchema } from '@bp/shared/table/schema.ts';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { type IRole, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { UploadsAccess as UploadsAccessPolicies } from './constructs/uploads-access.ts';

/**
 * Grants written out instead of `table.grantReadWriteData()`: that one adds `Scan` and a
 * `table/index/*` wildcard. Here the index ARNs come from the table schema, and `Scan` is
 * never granted (every access pattern is a key or an index query).
 */
const TABLE_ACTIONS = {
  /** The authorizer: one user item per request. */
  getItem: ['dynamodb:GetItem'],
  read: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'],
  /** Reads, and puts new items (the trace area's asynchronous exports: a conditional put). */
  readPut: [
    'dynamodb:GetItem',
    'dynamodb:BatchGetItem',
    'dynamodb:Query',
    'dynamodb:ConditionCheckItem',
    'dynamodb:PutItem',
  ],
  readWrite: [
    'dynamodb:GetItem',
    'dynamodb:BatchGetItem',
    'dynamodb:Query',
    'dynamodb:ConditionCheckItem',
    // TransactWriteItems is authorized through these per-item actions.
    'dynamodb:PutItem',
    'dynamodb:UpdateItem',
    'dynamodb:DeleteItem',
    'dynamodb:BatchWriteItem',
  ],
} as const;

export type TableAccess = keyof typeof TABLE_ACTIONS;

export const indexArns = (table: ITable): string[] =>
  Object.keys(tableSchema.indexes).map((name) => `${table.tableArn}/index/${name}`);

export const grantTableItems = (role: IRole, table: ITable, access: TableAccess): void => {
  role.addToPrincipalPolicy(
    new PolicyStatement({ actions: [...TABLE_ACTIONS[access]], resources: [table.tableArn] }),
  );
  if (access !== 'getItem') {
    role.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['dynamodb:Query'], resources: indexArns(table) }),
    );
  }
};

/** The health check's DescribeTable (table status) and HeadBucket (which S3 authorizes as ListBucket). */
export const grantHealthChecks = (role: IRole, table: ITable, bucket: IBucket): void => {
  role.addToPrincipalPolicy(
    new PolicyStatement({ actions: ['dynamodb:DescribeTable'], resources: [table.tableArn] }),
  );
  role.addToPrincipalPolicy(
    new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }),
  );
};

/**
 * A look for an upload that may be missing (the upload sweep's HeadObject): S3 answers a missing
 * key 404 only to a caller who may list the bucket (403 otherwise, which tells nothing).
 */
export const grantFindUploads = (role: IRole, bucket: IBucket): void => {
  role.addToPrincipalPolicy(
    new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }),
  );
};

export type UploadsAccess = 'read' | 'put' | 'readWrite';

/** Objects under the uploads prefix only, through the bucket stack's managed policies. */
export const grantUploads = (role: IRole, policies: UploadsAccessPolicies, access: UploadsAccess): void => {
  if (access !== 'put') role.addManagedPolicy(policies.read);
  if (access !== 'read') role.addManagedPolicy(policies.put);
};

/** The pipeline's working objects (layout, draft), through the bucket stack's managed policies. */
export const grantPipelineWork = (
  role: IRole,
  policies: UploadsAccessPolicies,
  access: 'none' | 'read' | 'readWrite',
): void => {
  if (access === 'none') return;
  role.addManagedPolicy(policies.workRead);
  if (access === 'readWrite') role.addManagedPolicy(policies.workWrite);
};

/** GetSecretValue only: `secret.grantRead()` adds DescribeSecret, which no function calls. */
export const grantSecretValue = (role: IRole, secret: ISecret): void => {
  role.addToPrincipalPolicy(
    new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [secret.secretArn] }),
  );
};
