import {
  EXPORT_RETENTION_DAYS,
  EXPORTS_PREFIX,
  PIPELINE_WORK_PREFIX,
  UPLOADS_PREFIX,
} from '@bp/shared/documents.ts';
import { tableSchema } from '@bp/shared/table/schema.ts';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { resourcesOf, synthApp } from './support/synth.ts';

const { stacks, template } = synthApp();
const data = template(stacks.data);

const documentsBucket = () => {
  const buckets = Object.values(resourcesOf(data, 'AWS::S3::Bucket')).filter(
    (b) => b.Properties?.CorsConfiguration,
  );
  expect(buckets).toHaveLength(1);
  return buckets[0]!.Properties!;
};

describe('data stack: table', () => {
  it('takes its keys, indexes and TTL attribute from the table schema', () => {
    const indexes = Object.entries(tableSchema.indexes);
    data.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: tableSchema.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableSchema.sortKey, KeyType: 'RANGE' },
      ],
      TimeToLiveSpecification: { AttributeName: tableSchema.timeToLiveAttribute, Enabled: true },
      BillingMode: 'PAY_PER_REQUEST',
      GlobalSecondaryIndexes: Match.arrayWith(
        indexes.map(([name, index]) =>
          Match.objectLike({
            IndexName: name,
            KeySchema: [
              { AttributeName: index.partitionKey, KeyType: 'HASH' },
              { AttributeName: index.sortKey, KeyType: 'RANGE' },
            ],
            Projection: Match.objectLike({
              ProjectionType: 'projection' in index ? index.projection : 'ALL',
            }),
          }),
        ),
      ),
    });
    const table = Object.values(resourcesOf(data, 'AWS::DynamoDB::Table'))[0]!;
    expect((table.Properties!.GlobalSecondaryIndexes as unknown[]).length).toBe(indexes.length);
  });

  it('has point-in-time recovery and deletion protection, and is retained', () => {
    data.hasResourceProperties('AWS::DynamoDB::Table', {
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      DeletionProtectionEnabled: true,
    });
    data.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
  });
});

describe('data stack: documents bucket', () => {
  it('is encrypted, private, versioned and delivers events to EventBridge', () => {
    expect(documentsBucket()).toMatchObject({
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      VersioningConfiguration: { Status: 'Enabled' },
      NotificationConfiguration: { EventBridgeConfiguration: { EventBridgeEnabled: true } },
      LoggingConfiguration: { DestinationBucketName: expect.anything() },
    });
    // No custom-resource Lambda to switch notifications on.
    data.resourceCountIs('Custom::S3BucketNotifications', 0);
  });

  it('allows presigned uploads from the CloudFront origin only', () => {
    const [rule] = (documentsBucket().CorsConfiguration as { CorsRules: Array<Record<string, unknown>> })
      .CorsRules;
    expect(rule).toMatchObject({
      AllowedMethods: ['PUT', 'POST', 'GET'],
      // The presigned PUT signs If-None-Match (an original is written once); downloads keep their name.
      AllowedHeaders: expect.arrayContaining(['content-type', 'if-none-match']),
      ExposedHeaders: ['ETag', 'Content-Disposition'],
    });
    // ['https://' + <Web stack export>], and that export is the distribution's domain name.
    const [origin] = rule!.AllowedOrigins as Array<{
      'Fn::Join': [string, [string, { 'Fn::ImportValue': string }]];
    }>;
    expect(rule!.AllowedOrigins).toHaveLength(1);
    const [prefix, imported] = origin!['Fn::Join'][1];
    expect(prefix).toBe('https://');
    const web = template(stacks.web);
    const [distributionId] = Object.keys(resourcesOf(web, 'AWS::CloudFront::Distribution'));
    const exported = Object.values(web.findOutputs('*')).find(
      (o) => o.Export?.Name === imported['Fn::ImportValue'],
    );
    expect(exported?.Value).toEqual({ 'Fn::GetAtt': [distributionId, 'DomainName'] });
  });

  it('ages documents, cleans up uploads and old versions', () => {
    const rules = (documentsBucket().LifecycleConfiguration as { Rules: Array<Record<string, unknown>> })
      .Rules;
    expect(rules).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          AbortIncompleteMultipartUpload: { DaysAfterInitiation: 7 },
          Status: 'Enabled',
        }),
        expect.objectContaining({
          NoncurrentVersionExpiration: { NoncurrentDays: 90 },
          ExpiredObjectDeleteMarker: true,
        }),
        expect.objectContaining({
          Prefix: EXPORTS_PREFIX,
          ExpirationInDays: EXPORT_RETENTION_DAYS,
          NoncurrentVersionExpiration: { NoncurrentDays: 1 },
          Status: 'Enabled',
        }),
        expect.objectContaining({
          Prefix: UPLOADS_PREFIX,
          Transitions: [
            { StorageClass: 'STANDARD_IA', TransitionInDays: 90 },
            { StorageClass: 'GLACIER_IR', TransitionInDays: 365 },
          ],
        }),
      ]),
    );
  });

  it('refuses plain HTTP', () => {
    data.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('offers read and put policies limited to the uploads prefix, the pipeline-work prefix, and one exports policy limited to exports/', () => {
    const policies = Object.values(resourcesOf(data, 'AWS::IAM::ManagedPolicy'));
    expect(policies).toHaveLength(5);
    const statements = policies.map(
      (p) =>
        (
          p.Properties!.PolicyDocument as {
            Statement: Array<{ Action: string | string[]; Resource: unknown }>;
          }
        ).Statement,
    );
    for (const s of statements) expect(s).toHaveLength(1);
    const byPrefix = (prefix: string) =>
      statements
        .flat()
        .filter((s) => JSON.stringify(s.Resource).includes(`/${prefix}*`))
        .map((s) => [s.Action].flat().sort().join(','))
        .sort();
    expect(byPrefix(UPLOADS_PREFIX)).toEqual(['s3:GetObject,s3:GetObjectVersion', 's3:PutObject']);
    expect(byPrefix(PIPELINE_WORK_PREFIX)).toEqual(['s3:GetObject', 's3:PutObject']);
    expect(byPrefix(EXPORTS_PREFIX)).toEqual(['s3:AbortMultipartUpload,s3:GetObject,s3:PutObject']);
  });

  it('expires the pipeline-work objects after a day', () => {
    const rules = (documentsBucket().LifecycleConfiguration as { Rules: Array<Record<string, unknown>> })
      .Rules;
    expect(rules).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Prefix: PIPELINE_WORK_PREFIX, ExpirationInDays: 1, Status: 'Enabled' }),
      ]),
    );
  });
});

describe('data stack: JWT secret and outputs', () => {
  it('generates a plain-string signing key', () => {
    data.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: { PasswordLength: 64, ExcludePunctuation: true, IncludeSpace: false },
    });
    const secret = Object.values(resourcesOf(data, 'AWS::SecretsManager::Secret'))[0]!;
    // A JSON template would make SecretString an object; the functions read it as the key itself.
    expect(
      (secret.Properties!.GenerateSecretString as Record<string, unknown>).SecretStringTemplate,
    ).toBeUndefined();
  });

  it('exports the names the scripts and functions need', () => {
    for (const name of ['TableName', 'BucketName', 'JwtSecretArn']) data.hasOutput(name, {});
  });

  it('is termination protected', () => {
    expect(stacks.data.terminationProtection).toBe(true);
  });
});
