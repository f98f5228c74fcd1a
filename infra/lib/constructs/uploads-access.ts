import { ManagedPolicy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { acknowledge, iam5ResourceFinding } from '../nag.ts';

export interface UploadsAccessProps {
  bucket: IBucket;
  /** Key prefix of the uploads (`uploads/`). */
  prefix: string;
}

/**
 * Managed policies for the objects under the uploads prefix, owned by the bucket's stack and
 * attached by the functions that need them. Kept next to the bucket so that the wildcard on
 * object keys is reviewed (and acknowledged to cdk-nag) once, on a same-stack ARN.
 */
export class UploadsAccess extends Construct {
  /** s3:GetObject: the pipeline reads documents, areas serve downloads. */
  readonly read: ManagedPolicy;
  /** s3:PutObject: presigned PUT/POST URLs carry their signer's permissions. */
  readonly put: ManagedPolicy;

  constructor(scope: Construct, id: string, props: UploadsAccessProps) {
    super(scope, id);
    const objects = props.bucket.arnForObjects(`${props.prefix}*`);
    const reason = `Object keys are minted per upload (${props.prefix}<company>/<area>/<submission>/<file>); the wildcard covers the uploads prefix only.`;
    const policy = (name: string, description: string, action: string): ManagedPolicy => {
      const p = new ManagedPolicy(this, name, {
        description,
        statements: [new PolicyStatement({ actions: [action], resources: [objects] })],
      });
      acknowledge(p, iam5ResourceFinding(p, objects), reason);
      return p;
    };
    this.read = policy('Read', `Read objects under ${props.prefix}`, 's3:GetObject');
    this.put = policy('Put', `Write objects under ${props.prefix}`, 's3:PutObject');
  }
}
