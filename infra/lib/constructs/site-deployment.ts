import { Stack } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import type { AppConfig } from '../config.ts';
import { acknowledge, acknowledgeCdkManagedWildcards } from '../nag.ts';

export interface SiteDeploymentProps {
  /** The built SPA (web/dist). */
  source: string;
  bucket: IBucket;
  distribution: IDistribution;
  config: AppConfig;
}

/**
 * Copies the built SPA to the site bucket in two passes. Vite's hashed files under assets/
 * never change under a name: cached for a year, and never pruned, so a tab still running the
 * previous version can load its chunks. Everything else (index.html, public/ files) is
 * revalidated on every request, replaced, and followed by a CloudFront invalidation.
 */
export class SiteDeployment extends Construct {
  constructor(scope: Construct, id: string, props: SiteDeploymentProps) {
    super(scope, id);
    const source = Source.asset(props.source);
    const logGroup = new LogGroup(this, 'Logs', { retention: props.config.logRetention });
    const common = { sources: [source], destinationBucket: props.bucket, memoryLimit: 512, logGroup };

    const assets = new BucketDeployment(this, 'HashedAssets', {
      ...common,
      exclude: ['*'],
      include: ['assets/*'],
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
      prune: false,
    });
    const shell = new BucketDeployment(this, 'Shell', {
      ...common,
      exclude: ['assets/*'],
      cacheControl: [CacheControl.noCache()],
      prune: true,
      distribution: props.distribution,
      distributionPaths: ['/*'],
    });
    // The new index.html must not reference chunks that are not uploaded yet.
    shell.node.addDependency(assets);

    // The copying function is CDK's own singleton (one per stack), outside this construct.
    const stack = Stack.of(this);
    for (const child of stack.node.children) {
      if (!child.node.id.startsWith('Custom::CDKBucketDeployment')) continue;
      acknowledge(
        child,
        'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        "CDK's BucketDeployment handler (CDK-managed) runs with AWSLambdaBasicExecutionRole.",
      );
      acknowledge(
        child,
        'AwsSolutions-L1',
        'CDK pins the runtime of its BucketDeployment handler; it is not ours to choose.',
      );
      acknowledgeCdkManagedWildcards(
        child,
        'CDK-managed deployment handler: it copies every object of the asset into the site bucket and invalidates the distribution (object wildcards, CloudFront invalidation has no resource-level permission).',
      );
    }
  }
}
