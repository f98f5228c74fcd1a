import type { Area } from '@bp/shared/api/route-def.ts';
import { routeKey } from '@bp/shared/api/route-def.ts';
import { routes } from '@bp/shared/api/routes/index.ts';
import { areaAccess } from '@bp/infra/lib/api/area-access.ts';
import { TRACE_EXPORT_ENTRY } from '@bp/infra/lib/jobs/job-entries.ts';
import { scheduledJobs } from '@bp/infra/lib/schedules.ts';
import { AUTHORIZER_ENTRY, areaEntry } from '@bp/infra/lib/stacks/api-stack.ts';
import { describe, expect, it } from 'vitest';
import { functionFor, resourcesOf, statementsOfRole, synthApp } from './support/synth.ts';

const { stacks, template } = synthApp();
const api = template(stacks.api);
const areas = [...new Set(routes.map((r) => r.area))] as Area[];

type Json = Record<string, unknown>;
const routeResources = Object.values(resourcesOf(api, 'AWS::ApiGatewayV2::Route')).map(
  (r) => r.Properties as Json,
);
const integrations = resourcesOf(api, 'AWS::ApiGatewayV2::Integration');

/** The function a route's integration invokes. */
const targetFunctionOf = (route: Json): string => {
  const [, [, ref]] = (route.Target as { 'Fn::Join': [string, [string, { Ref: string }]] })['Fn::Join'];
  const uri = integrations[ref.Ref]!.Properties!.IntegrationUri as { 'Fn::GetAtt': [string, string] };
  return uri['Fn::GetAtt'][0];
};

const roleOf = (fn: { properties: Json }): string =>
  (fn.properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
const actionsOf = (statements: Json[]): string[] => statements.flatMap((s) => [s.Action].flat() as string[]);

describe('api stack: functions', () => {
  it('has one function per area of the route table, plus the authorizer, each scheduled job and the export worker', () => {
    api.resourceCountIs('AWS::Lambda::Function', areas.length + 1 + scheduledJobs.length + 1);
    expect(functionFor(api, TRACE_EXPORT_ENTRY)).toBeDefined();
    for (const job of scheduledJobs) expect(functionFor(api, job.entry)).toBeDefined();
    for (const area of areas) {
      const fn = functionFor(api, areaEntry(area));
      expect(fn.properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        LoggingConfig: { LogFormat: 'JSON', LogGroup: { Ref: expect.any(String) } },
        Environment: {
          Variables: expect.objectContaining({
            TABLE_NAME: expect.anything(),
            BUCKET_NAME: expect.anything(),
            TOKEN_TTL_SECONDS: '28800',
            NODE_OPTIONS: '--enable-source-maps',
          }),
        },
      });
      const vars = (fn.properties.Environment as { Variables: Json }).Variables;
      expect('JWT_SECRET_ARN' in vars).toBe(areaAccess[area].jwtSecret === true);
      expect('S3_FORCE_PATH_STYLE' in vars).toBe(false);
    }
  });

  it('grants each area what area-access.ts says, and never Scan or a wildcard', () => {
    for (const area of areas) {
      const access = areaAccess[area];
      const statements = statementsOfRole(api, roleOf(functionFor(api, areaEntry(area))));
      const actions = actionsOf(statements);
      expect(actions).toContain('logs:PutLogEvents');
      expect(actions.includes('dynamodb:PutItem')).toBe(
        access.table === 'readWrite' || access.table === 'readPut',
      );
      expect(actions.includes('dynamodb:UpdateItem')).toBe(access.table === 'readWrite');
      expect(actions.includes('dynamodb:GetItem')).toBe(access.table !== 'none');
      expect(actions.includes('dynamodb:DescribeTable')).toBe(access.healthChecks === true);
      expect(actions.includes('s3:ListBucket')).toBe(access.healthChecks === true);
      expect(actions.includes('secretsmanager:GetSecretValue')).toBe(access.jwtSecret === true);
      expect(actions).not.toContain('dynamodb:Scan');
      expect(JSON.stringify(statements)).not.toMatch(/index\/\*|"\*"/);
    }
  });

  it('attaches the exports policy (write under exports/, presign the download) to the areas that export, only', () => {
    const roles = resourcesOf(api, 'AWS::IAM::Role');
    for (const area of areas) {
      const role = roles[roleOf(functionFor(api, areaEntry(area)))]!;
      const attached = JSON.stringify(role.Properties!.ManagedPolicyArns ?? []);
      expect(attached.includes('ExportsAccessWriteAndShare'), area).toBe(areaAccess[area].exports === true);
    }
    expect(areaAccess.trace.exports).toBe(true);
  });

  it('runs each scheduled job on its EventBridge rate; only a job that reads uploads may, and only read them', () => {
    const roles = resourcesOf(api, 'AWS::IAM::Role');
    const rules = Object.values(resourcesOf(api, 'AWS::Events::Rule')).map((r) => r.Properties as Json);
    for (const job of scheduledJobs) {
      const fn = functionFor(api, job.entry);
      const target = rules.find((r) => JSON.stringify(r.Targets).includes(`"${fn.id}"`));
      const rate =
        job.everyMinutes % 60 === 0
          ? `rate(${job.everyMinutes / 60} hour${job.everyMinutes === 60 ? '' : 's'})`
          : `rate(${job.everyMinutes} minutes)`;
      expect(target?.ScheduleExpression, job.name).toBe(rate);
      const attached = JSON.stringify(roles[roleOf(fn)]!.Properties!.ManagedPolicyArns ?? []);
      expect(/UploadsAccessRead/.test(attached), `${job.name}: ${attached}`).toBe(job.uploads === 'read');
      expect(attached).not.toMatch(/UploadsAccessPut/);
      const vars = (fn.properties.Environment as { Variables: Json }).Variables;
      expect('BUCKET_NAME' in vars, job.name).toBe(job.uploads === 'read');
      // A missing key is a 404 (not a 403) only to a caller who may list the bucket.
      const actions = actionsOf(statementsOfRole(api, roleOf(fn)));
      expect(actions.includes('s3:ListBucket'), job.name).toBe(job.uploads === 'read');
      expect(actions).not.toContain('s3:PutObject');
    }
    expect(scheduledJobs.find((j) => j.name === 'sweep-uploads')).toMatchObject({
      everyMinutes: 5,
      uploads: 'read',
    });
  });

  it('queries indexes by name, never index/*', () => {
    const statements = statementsOfRole(api, roleOf(functionFor(api, areaEntry('auth'))));
    const query = statements.find((s) => s.Action === 'dynamodb:Query');
    expect(JSON.stringify(query?.Resource)).toMatch(/\/index\/gsi1/);
  });
});

describe('api stack: authorizer', () => {
  it('is a REQUEST authorizer with simple responses, payload 2.0, no cache, on the Authorization header', () => {
    api.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 1);
    api.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'REQUEST',
      EnableSimpleResponses: true,
      AuthorizerPayloadFormatVersion: '2.0',
      AuthorizerResultTtlInSeconds: 0,
      IdentitySource: ['$request.header.Authorization'],
    });
  });

  it('may read one user item and the signing key, nothing else', () => {
    const fn = functionFor(api, AUTHORIZER_ENTRY);
    const actions = actionsOf(statementsOfRole(api, roleOf(fn))).sort();
    expect(actions).toEqual(
      [
        'dynamodb:GetItem',
        'logs:CreateLogStream',
        'logs:PutLogEvents',
        'secretsmanager:GetSecretValue',
      ].sort(),
    );
    expect(Object.keys((fn.properties.Environment as { Variables: Json }).Variables).sort()).toEqual([
      'JWT_SECRET_ARN',
      'NODE_OPTIONS',
      'TABLE_NAME',
    ]);
  });
});

describe('api stack: routes', () => {
  it('has exactly one route per route-table entry', () => {
    expect(routeResources.map((r) => r.RouteKey).sort()).toEqual(routes.map(routeKey).sort());
  });

  it.each(routes.map((r) => [routeKey(r), r] as const))('%s: right area and authorization', (key, route) => {
    const resource = routeResources.find((r) => r.RouteKey === key)!;
    expect(route.path.endsWith('/')).toBe(false);
    if (route.access === 'public') {
      expect(resource.AuthorizationType).toBe('NONE');
      expect(resource.AuthorizerId).toBeUndefined();
    } else {
      expect(resource.AuthorizationType).toBe('CUSTOM');
      expect(resource.AuthorizerId).toEqual({ Ref: expect.any(String) });
    }
    expect(targetFunctionOf(resource)).toBe(functionFor(api, areaEntry(route.area)).id);
  });

  it('lets API Gateway invoke each function per route (and the authorizer), and EventBridge each scheduled job and the export worker', () => {
    api.resourceCountIs('AWS::Lambda::Permission', routes.length + 1 + scheduledJobs.length + 1);
  });

  it('attaches routes to the Gateway stack API', () => {
    for (const route of routeResources) expect(JSON.stringify(route.ApiId)).toContain('Fn::ImportValue');
  });
});
