import { readFileSync } from 'node:fs';
import { UPLOADS_PREFIX } from '@bp/shared/documents.ts';
import { fromRoot } from '@bp/infra/lib/paths.ts';
import { PIPELINE_DEFINITION_FILE, pipelineTasks } from '@bp/infra/lib/pipeline/pipeline-tasks.ts';
import { PipelineStack, aslPlaceholders } from '@bp/infra/lib/stacks/pipeline-stack.ts';
import { App, Stack } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { Table, AttributeType } from 'aws-cdk-lib/aws-dynamodb';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { describe, expect, it } from 'vitest';
import { UploadsAccess } from '@bp/infra/lib/constructs/uploads-access.ts';
import { SUBMIT_SWEEPER_ENTRY } from '@bp/infra/lib/constructs/submit-sweeper.ts';
import { readConfig } from '@bp/infra/lib/config.ts';
import {
  cdkJsonContext,
  functionFor,
  onlyResource,
  resourcesOf,
  statementsOfRole,
  synthApp,
} from './support/synth.ts';

const { stacks, template } = synthApp();
const pipeline = template(stacks.pipeline);
const stateMachine = onlyResource(pipeline, 'AWS::StepFunctions::StateMachine');

type GetAtt = { 'Fn::GetAtt': [string, string] };

describe('pipeline stack: state machine', () => {
  it('is the ASL file, verbatim, with every placeholder substituted by a task function ARN', () => {
    const asl = readFileSync(fromRoot(PIPELINE_DEFINITION_FILE), 'utf8');
    expect(stateMachine.properties.DefinitionString).toBe(asl);
    const substitutions = stateMachine.properties.DefinitionSubstitutions as Record<string, GetAtt>;
    expect(Object.keys(substitutions).sort()).toEqual(aslPlaceholders(asl).sort());

    // Apply the substitutions as CloudFormation will: nothing unresolved is left.
    const deployed = asl.replace(
      /\$\{(\w+)\}/g,
      (_, name: string) => `arn:of:${substitutions[name]!['Fn::GetAtt'][0]}`,
    );
    expect(deployed).not.toContain('${');
    const states = (
      JSON.parse(deployed) as { States: Record<string, { Parameters?: { FunctionName?: string } }> }
    ).States;
    for (const task of pipelineTasks) {
      expect(states[task.state]?.Parameters?.FunctionName).toBe(
        `arn:of:${functionFor(pipeline, task.entry).id}`,
      );
      expect(substitutions[task.substitution]).toEqual({
        'Fn::GetAtt': [functionFor(pipeline, task.entry).id, 'Arn'],
      });
    }
  });

  it('logs every execution event to a retained-for-a-while log group, and traces', () => {
    expect(stateMachine.properties).toMatchObject({
      StateMachineType: 'STANDARD',
      TracingConfiguration: { Enabled: true },
      LoggingConfiguration: { Level: 'ALL', IncludeExecutionData: false },
    });
    pipeline.hasResourceProperties('AWS::Logs::LogGroup', {
      LogGroupName: Match.stringLikeRegexp('^/aws/vendedlogs/states/'),
      RetentionInDays: 90,
    });
  });

  it('may invoke exactly the task functions (unqualified ARNs)', () => {
    const role = (stateMachine.properties.RoleArn as GetAtt)['Fn::GetAtt'][0];
    const invoke = statementsOfRole(pipeline, role).filter((s) => s.Action === 'lambda:InvokeFunction');
    const resources = invoke.flatMap((s) => [s.Resource].flat());
    expect(resources).toHaveLength(pipelineTasks.length);
    expect(resources).toEqual(
      expect.arrayContaining(
        pipelineTasks.map((t) => ({ 'Fn::GetAtt': [functionFor(pipeline, t.entry).id, 'Arn'] })),
      ),
    );
  });
});

describe('pipeline stack: task functions', () => {
  it.each(pipelineTasks.map((t) => [t.state, t] as const))(
    '%s runs its module with table access and, if it reads documents, the uploads policy',
    (_, task) => {
      const fn = functionFor(pipeline, task.entry);
      if (task.readerImage) {
        // The reader is a container image CDK builds from the repository's Dockerfile at deploy.
        expect(fn.properties).toMatchObject({ PackageType: 'Image', Architectures: ['arm64'], Timeout: 300 });
        expect(JSON.stringify(fn.properties.Environment)).toContain('"DOCUMENT_READER":"textract"');
      } else {
        expect(fn.properties).toMatchObject({
          Runtime: 'nodejs22.x',
          Architectures: ['arm64'],
          Timeout: 120,
        });
      }
      const roleId = (fn.properties.Role as GetAtt)['Fn::GetAtt'][0];
      const role = resourcesOf(pipeline, 'AWS::IAM::Role')[roleId]!;
      const managed = JSON.stringify(role.Properties!.ManagedPolicyArns ?? []);
      expect(managed.includes('UploadsAccessRead')).toBe(task.readsDocuments);
      expect(managed).not.toContain('iam::aws:policy');
    },
  );
});

describe('pipeline stack: the reading step', () => {
  it('may call Textract, and nothing else is granted beyond the table and the uploads', () => {
    const reader = pipelineTasks.find((t) => t.readerImage)!;
    const fn = functionFor(pipeline, reader.entry);
    const roleId = (fn.properties.Role as GetAtt)['Fn::GetAtt'][0];
    const actions = statementsOfRole(pipeline, roleId).flatMap((s) => [s.Action].flat());
    expect(actions).toEqual(
      expect.arrayContaining([
        'textract:AnalyzeDocument',
        'textract:StartDocumentAnalysis',
        'textract:GetDocumentAnalysis',
      ]),
    );
    for (const other of pipelineTasks.filter((t) => !t.readerImage)) {
      const id = (functionFor(pipeline, other.entry).properties.Role as GetAtt)['Fn::GetAtt'][0];
      expect(JSON.stringify(statementsOfRole(pipeline, id))).not.toContain('textract');
    }
  });
});

describe('pipeline stack: upload trigger', () => {
  it('starts the state machine for "Object Created" under the uploads prefix of the documents bucket', () => {
    const rule = onlyResource(pipeline, 'AWS::Events::Rule', {
      EventPattern: Match.objectLike({ source: ['aws.s3'] }),
    });
    expect(rule.properties.EventPattern).toEqual({
      source: ['aws.s3'],
      'detail-type': ['Object Created'],
      detail: {
        bucket: { name: [{ 'Fn::ImportValue': expect.stringContaining('DocumentsBucket') }] },
        object: { key: [{ prefix: UPLOADS_PREFIX }] },
      },
    });
    expect(rule.properties.Targets).toEqual([
      expect.objectContaining({ Arn: { Ref: stateMachine.id }, RetryPolicy: expect.any(Object) }),
    ]);
  });

  it('exports the state machine ARN', () => {
    pipeline.hasOutput('StateMachineArn', { Value: { Ref: stateMachine.id } });
  });
});

describe('pipeline stack: ASL and tasks must agree', () => {
  const build = (tasks: typeof pipelineTasks) => {
    const app = new App({ context: { ...cdkJsonContext(), 'aws:cdk:bundling-stacks': [] } });
    const base = new Stack(app, 'Base');
    const bucket = new Bucket(base, 'Bucket');
    const table = new Table(base, 'Table', { partitionKey: { name: 'pk', type: AttributeType.STRING } });
    const uploadsAccess = new UploadsAccess(base, 'Uploads', { bucket, prefix: UPLOADS_PREFIX });
    return () =>
      new PipelineStack(app, 'Pipeline', { config: readConfig(app), table, bucket, uploadsAccess, tasks });
  };

  it('refuses a placeholder without a task', () => {
    expect(build([])).toThrow(/no task for \$\{LoadSubmissionFunctionArn\}/);
  });

  it('refuses a task the ASL does not use', () => {
    expect(
      build([...pipelineTasks, { ...pipelineTasks[0]!, state: 'Other', substitution: 'OtherArn' }]),
    ).toThrow(/unused substitutions: OtherArn/);
  });
});

describe('pipeline stack: submit sweeper', () => {
  const sweeper = functionFor(pipeline, SUBMIT_SWEEPER_ENTRY);

  it('runs on an EventBridge schedule that targets the sweeper function', () => {
    const rule = onlyResource(pipeline, 'AWS::Events::Rule', { ScheduleExpression: 'rate(5 minutes)' });
    expect(rule.properties.State).toBe('ENABLED');
    expect(rule.properties.Targets).toEqual([
      expect.objectContaining({ Arn: { 'Fn::GetAtt': [sweeper.id, 'Arn'] } }),
    ]);
    pipeline.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      FunctionName: { 'Fn::GetAtt': [sweeper.id, 'Arn'] },
      Principal: 'events.amazonaws.com',
      SourceArn: { 'Fn::GetAtt': [rule.id, 'Arn'] },
    });
  });

  it('may read and write table items and query its indexes, and never scan', () => {
    const roleId = (sweeper.properties.Role as GetAtt)['Fn::GetAtt'][0];
    const actions = statementsOfRole(pipeline, roleId).flatMap((s) => [s.Action].flat());
    expect(actions).toEqual(
      expect.arrayContaining([
        'dynamodb:Query',
        'dynamodb:PutItem',
        'dynamodb:UpdateItem',
        'dynamodb:GetItem',
      ]),
    );
    expect(actions).not.toContain('dynamodb:Scan');
    expect(sweeper.properties.Environment).toMatchObject({
      Variables: expect.objectContaining({ SWEEP_GRACE_SECONDS: '120' }),
    });
  });
});
