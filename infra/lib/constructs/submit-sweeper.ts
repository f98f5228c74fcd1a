import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction as LambdaTarget } from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import type { AppConfig } from '../config.ts';
import { grantTableItems } from '../grants.ts';
import { SUBMIT_SWEEPER_ENTRY } from '../jobs/job-entries.ts';
import { LambdaFunction } from './lambda-function.ts';

export { SUBMIT_SWEEPER_ENTRY };

export interface SubmitSweeperProps {
  config: AppConfig;
  table: ITable;
  /** How often it runs (the local cloud's timer: LOCAL_SWEEP_INTERVAL_MS). */
  every?: Duration;
}

/**
 * The submit sweeper (docs/submissions.md, Submit): an EventBridge schedule invoking a function
 * that finishes submits left frozen by a client that went away, from their snapshots. It reads
 * the sweeper index and writes postings, so it gets the table's item read/write grant (no Scan).
 */
export class SubmitSweeper extends Construct {
  readonly function: LambdaFunction;
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: SubmitSweeperProps) {
    super(scope, id);
    this.function = new LambdaFunction(this, 'Sweep', {
      entry: SUBMIT_SWEEPER_ENTRY,
      description: `BatchPath submit sweeper (${SUBMIT_SWEEPER_ENTRY})`,
      config: props.config,
      timeout: Duration.minutes(5),
      // Submits frozen in the last two minutes are left to the request still running them.
      environment: { TABLE_NAME: props.table.tableName, SWEEP_GRACE_SECONDS: '120' },
    });
    grantTableItems(this.function.role, props.table, 'readWrite');
    this.rule = new Rule(this, 'Schedule', {
      description: 'Finishes submits left frozen (BatchPath submit sweeper)',
      schedule: Schedule.rate(props.every ?? Duration.minutes(5)),
      targets: [new LambdaTarget(this.function.fn, { retryAttempts: 0 })],
    });
  }
}
