import { EXPORT_REQUEST_WILDCARD } from '@bp/shared/documents.ts';
import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Match, Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction as LambdaTarget } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { AppConfig } from '../config.ts';
import { grantTableItems } from '../grants.ts';
import { TRACE_EXPORT_ENTRY } from '../jobs/job-entries.ts';
import type { ExportsAccess } from './exports-access.ts';
import { LambdaFunction } from './lambda-function.ts';

export { TRACE_EXPORT_ENTRY };

export interface TraceExporterProps {
  config: AppConfig;
  table: ITable;
  /** Delivers its events to EventBridge (the pipeline's uploads use the same). */
  bucket: IBucket;
  exportsAccess: ExportsAccess;
}

/**
 * The asynchronous FSMA 204 export (docs/trace.md): the trace API writes an export's request
 * object (`exports/<company>/<id>/request.json`); its "Object Created" event invokes this
 * function (EventBridge invokes Lambda asynchronously), which reads the range, streams the file
 * under the same folder and records done or failed in the table. One attempt only: a second
 * would find the export claimed; an attempt that dies is answered failed past the deadline.
 */
export class TraceExporter extends Construct {
  readonly function: LambdaFunction;
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: TraceExporterProps) {
    super(scope, id);
    this.function = new LambdaFunction(this, 'Export', {
      entry: TRACE_EXPORT_ENTRY,
      // The local IAM check finds a function's role by the entry at the end of its description.
      description: `BatchPath FSMA 204 export worker (${TRACE_EXPORT_ENTRY})`,
      config: props.config,
      memorySize: 1024,
      // EXPORT_DEADLINE_SECONDS (shared/src/contracts/trace.ts) is this and a minute more.
      timeout: Duration.minutes(15),
      environment: { TABLE_NAME: props.table.tableName, BUCKET_NAME: props.bucket.bucketName },
    });
    this.function.fn.configureAsyncInvoke({ retryAttempts: 0, maxEventAge: Duration.minutes(5) });
    const role = this.function.role;
    // Reads the export and the range (index queries, batched gets); moves its export's item from
    // pending to running to done or failed (conditional updates; it never puts or deletes).
    grantTableItems(role, props.table, 'read');
    role.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['dynamodb:UpdateItem'], resources: [props.table.tableArn] }),
    );
    // Streams the file (PutObject, AbortMultipartUpload) under exports/ only.
    role.addManagedPolicy(props.exportsAccess.writeAndShare);

    this.rule = new Rule(this, 'OnRequest', {
      description: 'Runs the FSMA 204 export worker for each export request written to the bucket',
      eventPattern: {
        source: ['aws.s3'],
        detailType: ['Object Created'],
        detail: {
          bucket: { name: [props.bucket.bucketName] },
          object: { key: Match.wildcard(EXPORT_REQUEST_WILDCARD) },
        },
      },
      targets: [new LambdaTarget(this.function.fn, { retryAttempts: 4, maxEventAge: Duration.minutes(5) })],
    });
  }
}
