import { Duration } from 'aws-cdk-lib';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  type BucketProps,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

/**
 * A private bucket with the house defaults: SSE-S3 encryption, all public access blocked,
 * TLS 1.2+ only, ACLs disabled. Callers add logging, CORS and lifecycle rules.
 */
export class SecureBucket extends Bucket {
  constructor(scope: Construct, id: string, props: BucketProps = {}) {
    super(scope, id, {
      encryption: BucketEncryption.S3_MANAGED,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      ...props,
    });
  }
}

export interface AccessLogsBucketProps {
  /** Days before log objects expire. */
  expireAfterDays?: number;
  /** CloudFront standard logging still writes with ACLs: the bucket must accept them. */
  allowAcls?: boolean;
}

/**
 * The target of S3 server access logs (and CloudFront logs): private, expiring, not logged
 * itself (cdk-nag's S1 exempts log destinations).
 */
export class AccessLogsBucket extends SecureBucket {
  constructor(scope: Construct, id: string, props: AccessLogsBucketProps = {}) {
    super(scope, id, {
      objectOwnership: props.allowAcls
        ? ObjectOwnership.BUCKET_OWNER_PREFERRED
        : ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [
        { id: 'expire-logs', expiration: Duration.days(props.expireAfterDays ?? 365) },
        { id: 'abort-incomplete-multipart-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
    });
  }
}
