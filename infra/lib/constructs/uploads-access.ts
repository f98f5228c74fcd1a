import { ManagedPolicy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { acknowledge, iam5ResourceFinding } from '../nag.ts';

export interface UploadsAccessProps {
  bucket: IBucket;
  /** Key prefix of the uploads (`uploads/`). */
  prefix: string;
  /** Key prefix of the pipeline's working objects (`pipeline-work/`): layout and draft. */
  workPrefix?: string;
}

/**
 * Managed policies for the objects under the uploads prefix, owned by the bucket's stack and
 * attached by the functions that need them. Kept next to the bucket so that the wildcard on
 * object keys is reviewed (and acknowledged to cdk-nag) once, on a same-stack ARN.
 */
export class UploadsAccess extends Construct {
  /**
   * s3:GetObject and s3:GetObjectVersion: the pipeline reads documents (at the version it
   * pinned), areas presign downloads of that version.
   */
  readonly read: ManagedPolicy;
  /** s3:PutObject: presigned PUT/POST URLs carry their signer's permissions. */
  readonly put: ManagedPolicy;
  /** s3:GetObject on the pipeline's working objects (steps that read a layout or draft). */
  readonly workRead: ManagedPolicy;
  /** s3:PutObject on the pipeline's working objects (steps that write one). */
  readonly workWrite: ManagedPolicy;

  constructor(scope: Construct, id: string, props: UploadsAccessProps) {
    super(scope, id);
    const uploads = props.bucket.arnForObjects(`${props.prefix}*`);
    const uploadsReason = `Object keys are minted per upload (${props.prefix}<company>/<area>/<submission>/<file>); the wildcard covers the uploads prefix only.`;
    const workPrefix = props.workPrefix ?? 'pipeline-work/';
    const work = props.bucket.arnForObjects(`${workPrefix}*`);
    const workReason = `Keys are minted per execution (${workPrefix}<company>/<submission>/<execution>/<what>.json); the wildcard covers the pipeline's working prefix only.`;
    const policy = (
      name: string,
      description: string,
      actions: string[],
      objects: string,
      reason: string,
    ): ManagedPolicy => {
      const p = new ManagedPolicy(this, name, {
        description,
        statements: [new PolicyStatement({ actions, resources: [objects] })],
      });
      acknowledge(p, iam5ResourceFinding(p, objects), reason);
      return p;
    };
    this.read = policy(
      'Read',
      `Read objects (and their versions) under ${props.prefix}`,
      ['s3:GetObject', 's3:GetObjectVersion'],
      uploads,
      uploadsReason,
    );
    this.put = policy('Put', `Write objects under ${props.prefix}`, ['s3:PutObject'], uploads, uploadsReason);
    this.workRead = policy(
      'WorkRead',
      `Read objects under ${workPrefix}`,
      ['s3:GetObject'],
      work,
      workReason,
    );
    this.workWrite = policy(
      'WorkWrite',
      `Write objects under ${workPrefix}`,
      ['s3:PutObject'],
      work,
      workReason,
    );
  }
}
