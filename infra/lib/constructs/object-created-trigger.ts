import { Duration } from 'aws-cdk-lib';
import { Match, Rule } from 'aws-cdk-lib/aws-events';
import { SfnStateMachine } from 'aws-cdk-lib/aws-events-targets';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';

export interface ObjectCreatedTriggerProps {
  /** Must deliver its events to EventBridge (NotificationConfiguration.EventBridgeConfiguration). */
  bucket: IBucket;
  /** Only keys under this prefix start an execution. */
  keyPrefix: string;
  stateMachine: IStateMachine;
}

/**
 * S3 -> EventBridge -> Step Functions: every "Object Created" event of the bucket under the
 * prefix starts one execution whose input is the whole event (`$.detail.bucket.name`,
 * `$.detail.object.key`), the shape the local cloud also produces.
 */
export class ObjectCreatedTrigger extends Construct {
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: ObjectCreatedTriggerProps) {
    super(scope, id);
    this.rule = new Rule(this, 'Rule', {
      description: `Starts the state machine for objects created under ${props.keyPrefix}`,
      eventPattern: {
        source: ['aws.s3'],
        detailType: ['Object Created'],
        detail: {
          bucket: { name: [props.bucket.bucketName] },
          object: { key: Match.prefix(props.keyPrefix) },
        },
      },
      targets: [
        new SfnStateMachine(props.stateMachine, { retryAttempts: 8, maxEventAge: Duration.hours(6) }),
      ],
    });
  }
}
