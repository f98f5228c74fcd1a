import { ManagedPolicy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { acknowledge, iam5ResourceFinding } from '../nag.ts';

export interface ExportsAccessProps {
  bucket: IBucket;
  /** Key prefix of generated files (`exports/`). */
  prefix: string;
}

/**
 * The managed policy of the functions that write exports (the FSMA 204 spreadsheet) under the
 * exports prefix and hand out presigned GETs of them. Exactly what that does: PutObject (a single
 * put, or a multipart upload's create, parts and completion), AbortMultipartUpload (a failed
 * stream's parts are dropped), GetObject (a presigned URL carries its signer's permissions).
 */
export class ExportsAccess extends Construct {
  readonly writeAndShare: ManagedPolicy;

  constructor(scope: Construct, id: string, props: ExportsAccessProps) {
    super(scope, id);
    const objects = props.bucket.arnForObjects(`${props.prefix}*`);
    this.writeAndShare = new ManagedPolicy(this, 'WriteAndShare', {
      description: `Write objects under ${props.prefix} and presign their download`,
      statements: [
        new PolicyStatement({
          actions: ['s3:PutObject', 's3:AbortMultipartUpload', 's3:GetObject'],
          resources: [objects],
        }),
      ],
    });
    acknowledge(
      this.writeAndShare,
      iam5ResourceFinding(this.writeAndShare, objects),
      `Export keys are minted per export (${props.prefix}<company>/<id>/<file>); the wildcard covers the exports prefix only.`,
    );
  }
}
