import { readFileSync } from 'node:fs';
import { UPLOADS_PREFIX } from '@bp/shared/documents.ts';
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction as LambdaTarget } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { DefinitionBody, LogLevel, StateMachine, StateMachineType } from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import type { AppConfig } from '../config.ts';
import { ContainerFunction } from '../constructs/container-function.ts';
import { LambdaFunction } from '../constructs/lambda-function.ts';
import { ObjectCreatedTrigger } from '../constructs/object-created-trigger.ts';
import { SubmitSweeper } from '../constructs/submit-sweeper.ts';
import type { UploadsAccess } from '../constructs/uploads-access.ts';
import { grantPipelineWork, grantTableItems, grantUploads } from '../grants.ts';
import { acknowledge } from '../nag.ts';
import { fromRoot } from '../paths.ts';
import {
  EXECUTION_ENDED_ENTRY,
  EXECUTION_ENDED_TIMEOUT_SECONDS,
  PIPELINE_DEFINITION_FILE,
  type PipelineTask,
  pipelineTasks,
} from '../pipeline/pipeline-tasks.ts';

export interface PipelineStackProps extends StackProps {
  config: AppConfig;
  table: ITable;
  bucket: IBucket;
  uploadsAccess: UploadsAccess;
  /** Defaults to the repository's pipeline (tests pass their own). */
  tasks?: readonly PipelineTask[];
  definitionFile?: string;
}

/** `${Name}` placeholders of an ASL document. */
export const aslPlaceholders = (asl: string): string[] => [
  ...new Set([...asl.matchAll(/\$\{(\w+)\}/g)].map((m) => m[1] as string)),
];

/**
 * The document pipeline: one function per task of pipeline-tasks.ts, the state machine from
 * the ASL file the local cloud also runs, and the rule that starts it for each upload.
 */
export class PipelineStack extends Stack {
  readonly stateMachine: StateMachine;
  readonly executionEnded: LambdaFunction;

  constructor(scope: Construct, id: string, props: PipelineStackProps) {
    super(scope, id, props);
    const { config, table, bucket } = props;
    const tasks = props.tasks ?? pipelineTasks;
    const asl = readFileSync(fromRoot(props.definitionFile ?? PIPELINE_DEFINITION_FILE), 'utf8');

    // Fail at synth, not at deploy, when the ASL and the task list disagree.
    const placeholders = aslPlaceholders(asl);
    const substitutions = tasks.map((t) => t.substitution);
    const missing = placeholders.filter((p) => !substitutions.includes(p));
    const unused = substitutions.filter((s) => !placeholders.includes(s));
    if (missing.length || unused.length) {
      throw new Error(
        `Pipeline ASL and pipeline-tasks.ts disagree: no task for \${${missing.join('}, ${')}}; unused substitutions: ${unused.join(', ') || 'none'}`,
      );
    }

    const environment = { TABLE_NAME: table.tableName, BUCKET_NAME: bucket.bucketName };
    const functions = tasks.map((task) => {
      const description = `BatchPath pipeline state ${task.state} (${task.entry})`;
      const fn = task.readerImage
        ? new ContainerFunction(this, `${task.state}Task`, {
            dockerfile: task.readerImage,
            handler: task.imageHandler,
            description,
            config,
            timeout: Duration.seconds(task.timeoutSeconds),
            environment: { ...environment, DOCUMENT_READER: 'textract' },
          })
        : new LambdaFunction(this, `${task.state}Task`, {
            entry: task.entry,
            description,
            config,
            memorySize: 1024,
            timeout: Duration.seconds(task.timeoutSeconds),
            environment,
          });
      // The pipeline records what it read (rows, status "transcribed" or "failed") in the table.
      grantTableItems(fn.role, table, 'readWrite');
      if (task.readsDocuments) grantUploads(fn.role, props.uploadsAccess, 'read');
      grantPipelineWork(fn.role, props.uploadsAccess, task.work);
      if (task.textract?.length) {
        // Textract reads the upload from S3 with the caller's own permissions (the uploads policy above).
        fn.role.addToPrincipalPolicy(new PolicyStatement({ actions: [...task.textract], resources: ['*'] }));
        acknowledge(
          fn.role,
          'AwsSolutions-IAM5[Resource::*]',
          'Textract actions support no resource-level permissions; the documents it may read are bounded by the uploads policy.',
        );
      }
      return { task, fn };
    });

    const logGroup = new LogGroup(this, 'Logs', {
      // The vendedlogs prefix keeps CloudWatch's resource policy for Step Functions small.
      logGroupName: `/aws/vendedlogs/states/${this.stackName}-document-pipeline`,
      retention: config.logRetention,
      // A named group that outlived its stack would block the stack's next creation.
      removalPolicy: RemovalPolicy.DESTROY,
    });

    // Inline definition (not DefinitionBody.fromFile, which uploads an S3 asset): the ASL stays
    // visible in the template and in `cdk diff`; CloudFormation applies the substitutions.
    this.stateMachine = new StateMachine(this, 'DocumentPipeline', {
      stateMachineType: StateMachineType.STANDARD,
      definitionBody: DefinitionBody.fromString(asl),
      definitionSubstitutions: Object.fromEntries(
        functions.map(({ task, fn }) => [task.substitution, fn.functionArn]),
      ),
      tracingEnabled: true,
      // Execution data stays in the execution history; the logs do not copy tenant documents.
      logs: { destination: logGroup, level: LogLevel.ALL, includeExecutionData: false },
    });
    for (const { fn } of functions) {
      // The unqualified ARN only (grantInvoke would add `<arn>:*`, every version and alias).
      this.stateMachine.addToRolePolicy(
        new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [fn.functionArn] }),
      );
    }
    acknowledge(
      this.stateMachine.role,
      'AwsSolutions-IAM5[Resource::*]',
      'Added by CDK for logging and tracing: the CloudWatch Logs delivery actions and X-Ray PutTraceSegments/PutTelemetryRecords support no resource-level permissions.',
    );

    new ObjectCreatedTrigger(this, 'UploadTrigger', {
      bucket,
      keyPrefix: UPLOADS_PREFIX,
      stateMachine: this.stateMachine,
    });

    // An execution that ends FAILED, TIMED_OUT or ABORTED may not have reached RecordFailure (a
    // timeout, an abort, States.DataLimitExceeded): this marks its submission failed.
    this.executionEnded = new LambdaFunction(this, 'ExecutionEnded', {
      entry: EXECUTION_ENDED_ENTRY,
      description: `BatchPath pipeline executions that end badly (${EXECUTION_ENDED_ENTRY})`,
      config,
      timeout: Duration.seconds(EXECUTION_ENDED_TIMEOUT_SECONDS),
      environment,
    });
    grantTableItems(this.executionEnded.role, table, 'readWrite');
    new Rule(this, 'ExecutionEndedRule', {
      description:
        'Marks the submission of a document pipeline execution that failed, timed out or was aborted',
      eventPattern: {
        source: ['aws.states'],
        detailType: ['Step Functions Execution Status Change'],
        detail: {
          stateMachineArn: [this.stateMachine.stateMachineArn],
          status: ['FAILED', 'TIMED_OUT', 'ABORTED'],
        },
      },
      targets: [
        new LambdaTarget(this.executionEnded.fn, { retryAttempts: 8, maxEventAge: Duration.hours(6) }),
      ],
    });

    // Background work on the table lives here with the pipeline: the submit sweeper's schedule.
    new SubmitSweeper(this, 'SubmitSweeper', { config, table });

    new CfnOutput(this, 'StateMachineArn', {
      value: this.stateMachine.stateMachineArn,
      description: 'Document pipeline',
    });
  }
}
