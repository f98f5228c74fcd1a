import {
  EXPORT_RETENTION_DAYS,
  EXPORTS_PREFIX,
  PIPELINE_WORK_PREFIX,
  UPLOADS_PREFIX,
} from '@bp/shared/documents.ts';
import { indexDefinitions, tableSchema } from '@bp/shared/table/schema.ts';
import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { type CfnBucket, HttpMethods, StorageClass } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { type AppConfig, dataRemovalPolicy } from '../config.ts';
import { AccessLogsBucket, SecureBucket } from '../constructs/secure-bucket.ts';
import { ExportsAccess } from '../constructs/exports-access.ts';
import { UploadsAccess } from '../constructs/uploads-access.ts';
import { acknowledge } from '../nag.ts';

export interface DataStackProps extends StackProps {
  config: AppConfig;
  /** The app's origin (`https://<CloudFront domain>`), allowed to upload with presigned URLs. */
  appOrigin: string;
}

/** What outlives code: the table, the documents bucket and the token-signing secret. */
export class DataStack extends Stack {
  readonly table: Table;
  readonly documents: SecureBucket;
  readonly jwtSecret: Secret;
  /** Managed policies for the objects under the uploads prefix. */
  readonly uploadsAccess: UploadsAccess;
  /** The managed policy of the functions that write exports and presign their download. */
  readonly exportsAccess: ExportsAccess;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { config } = props;
    const removalPolicy = dataRemovalPolicy(config);

    // Key names, indexes and the TTL attribute come from the schema the repositories use.
    this.table = new Table(this, 'Table', {
      partitionKey: { name: tableSchema.partitionKey, type: AttributeType.STRING },
      sortKey: { name: tableSchema.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: !config.localstack,
      timeToLiveAttribute: tableSchema.timeToLiveAttribute,
      removalPolicy,
    });
    // The same definitions infra/local/create-table.ts creates locally (projections included).
    for (const index of indexDefinitions()) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType[index.projectionType],
        nonKeyAttributes: index.nonKeyAttributes,
      });
    }

    const accessLogs = new AccessLogsBucket(this, 'AccessLogsBucket');
    this.documents = new SecureBucket(this, 'DocumentsBucket', {
      // Overwrites and deletions stay recoverable: these are the traceability records' sources.
      versioned: true,
      removalPolicy,
      serverAccessLogsBucket: accessLogs,
      serverAccessLogsPrefix: 'documents-bucket/',
      cors: [
        {
          // Presigned PUT (and POST form) uploads and presigned GET downloads from the app.
          allowedMethods: [HttpMethods.PUT, HttpMethods.POST, HttpMethods.GET],
          allowedOrigins: [props.appOrigin, ...config.extraAppOrigins],
          // If-None-Match: the presigned PUT signs it, so an original is written once.
          allowedHeaders: ['content-type', 'content-md5', 'if-none-match', 'x-amz-*'],
          exposedHeaders: ['ETag', 'Content-Disposition'],
          maxAge: 3000,
        },
      ],
      lifecycleRules: [
        { id: 'abort-incomplete-multipart-uploads', abortIncompleteMultipartUploadAfter: Duration.days(7) },
        {
          id: 'expire-noncurrent-versions',
          noncurrentVersionExpiration: Duration.days(90),
          expiredObjectDeleteMarker: true,
        },
        {
          // The pipeline's layout and draft are read within the execution; a day is plenty.
          id: 'expire-pipeline-work',
          prefix: PIPELINE_WORK_PREFIX,
          expiration: Duration.days(1),
          noncurrentVersionExpiration: Duration.days(1),
        },
        {
          // Documents are read around their upload, then kept for audits and recalls.
          id: 'age-uploaded-documents',
          prefix: UPLOADS_PREFIX,
          transitions: [
            { storageClass: StorageClass.INFREQUENT_ACCESS, transitionAfter: Duration.days(90) },
            { storageClass: StorageClass.GLACIER_INSTANT_RETRIEVAL, transitionAfter: Duration.days(365) },
          ],
        },
        {
          // Generated files (FSMA 204 exports) are downloaded within minutes of being written.
          id: 'expire-exports',
          prefix: EXPORTS_PREFIX,
          expiration: Duration.days(EXPORT_RETENTION_DAYS),
          noncurrentVersionExpiration: Duration.days(1),
        },
      ],
    });
    // EventBridge delivery set on the resource itself: the L2 `eventBridgeEnabled` would add a
    // custom-resource Lambda just to call PutBucketNotificationConfiguration.
    const cfnDocuments = this.documents.node.defaultChild as CfnBucket;
    cfnDocuments.notificationConfiguration = { eventBridgeConfiguration: { eventBridgeEnabled: true } };

    // A plain random string (not JSON): functions/src/lib/auth/jwt-secret.ts reads SecretString as the HS256 key.
    this.jwtSecret = new Secret(this, 'JwtSecret', {
      description: `${this.stackName}: HS256 key that signs session tokens`,
      generateSecretString: { passwordLength: 64, excludePunctuation: true, includeSpace: false },
      removalPolicy,
    });
    acknowledge(
      this.jwtSecret,
      'AwsSolutions-SMG4',
      'Rotating the signing key signs everyone out; it is rotated by hand (put-secret-value) until tokens carry a key id and two keys are accepted during a rollover.',
    );

    this.uploadsAccess = new UploadsAccess(this, 'UploadsAccess', {
      bucket: this.documents,
      prefix: UPLOADS_PREFIX,
      workPrefix: PIPELINE_WORK_PREFIX,
    });

    this.exportsAccess = new ExportsAccess(this, 'ExportsAccess', {
      bucket: this.documents,
      prefix: EXPORTS_PREFIX,
    });

    new CfnOutput(this, 'TableName', {
      value: this.table.tableName,
      description: 'DynamoDB table (TABLE_NAME)',
    });
    new CfnOutput(this, 'BucketName', {
      value: this.documents.bucketName,
      description: 'Documents bucket (BUCKET_NAME)',
    });
    new CfnOutput(this, 'JwtSecretArn', {
      value: this.jwtSecret.secretArn,
      description: 'JWT signing secret (JWT_SECRET_ARN)',
    });
  }
}
