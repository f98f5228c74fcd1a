import { readConfig } from '@bp/infra/lib/config.ts';
import { App, Stack } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { fakeWebDist, resourcesOf, synthApp } from './support/synth.ts';

const synthesized = synthApp({ webDist: fakeWebDist() });
const { stacks, template } = synthesized;
const all = [stacks.gateway, stacks.web, stacks.data, stacks.pipeline, stacks.api];

describe('app', () => {
  it('names the stacks by stage and deploys them in dependency order', () => {
    expect(all.map((s) => s.stackName)).toEqual([
      'BatchPath-prod-Gateway',
      'BatchPath-prod-Web',
      'BatchPath-prod-Data',
      'BatchPath-prod-Pipeline',
      'BatchPath-prod-Api',
    ]);
    const deps = (s: Stack) => s.dependencies.map((d) => d.stackName).sort();
    expect(deps(stacks.gateway)).toEqual([]);
    expect(deps(stacks.web)).toEqual(['BatchPath-prod-Gateway']);
    expect(deps(stacks.data)).toEqual(['BatchPath-prod-Web']);
    expect(deps(stacks.pipeline)).toEqual(['BatchPath-prod-Data']);
    expect(deps(stacks.api)).toEqual(['BatchPath-prod-Data', 'BatchPath-prod-Gateway']);
  });

  it('is environment-agnostic: synth needs no account or region', () => {
    for (const s of all) expect(Stack.of(s).environment).toBe('aws://unknown-account/unknown-region');
  });

  it('exports the outputs scripts and docs rely on', () => {
    const outputs = all.flatMap((s) => Object.keys(template(s).findOutputs('*')));
    expect(outputs).toEqual(
      expect.arrayContaining([
        'TableName',
        'BucketName',
        'JwtSecretArn',
        'ApiUrl',
        'DistributionDomainName',
        'AppUrl',
        'StateMachineArn',
      ]),
    );
  });

  it("sets none of the local cloud's test switches (LOCAL_*) on any function", () => {
    const seen: string[] = [];
    for (const s of all) {
      for (const [id, fn] of Object.entries(resourcesOf(template(s), 'AWS::Lambda::Function'))) {
        const vars = (fn.Properties?.Environment as { Variables?: object } | undefined)?.Variables ?? {};
        seen.push(...Object.keys(vars));
        expect(
          Object.keys(vars).filter((name) => name.startsWith('LOCAL_')),
          `${s.stackName}/${id}`,
        ).toEqual([]);
      }
    }
    // The functions' environments were read, not missed.
    expect(seen).toContain('TABLE_NAME');
  });

  it('gives every log group the configured retention', () => {
    for (const s of all) {
      for (const [id, group] of Object.entries(resourcesOf(template(s), 'AWS::Logs::LogGroup'))) {
        expect(group.Properties?.RetentionInDays, `${s.stackName}/${id}`).toBe(90);
      }
    }
  });

  it('logs every function into a log group of its own (no implicit, never-expiring /aws/lambda group)', () => {
    for (const s of all) {
      for (const [id, fn] of Object.entries(resourcesOf(template(s), 'AWS::Lambda::Function'))) {
        expect(fn.Properties?.LoggingConfig, `${s.stackName}/${id}`).toMatchObject({
          LogGroup: { Ref: expect.any(String) },
        });
      }
    }
  });

  it('runs our functions on Node.js 22, ARM64, without AWS managed policies', () => {
    let ours = 0;
    for (const s of all) {
      const t = template(s);
      const roles = resourcesOf(t, 'AWS::IAM::Role');
      for (const fn of Object.values(resourcesOf(t, 'AWS::Lambda::Function'))) {
        if (!String(fn.Properties?.Description ?? '').startsWith('BatchPath ')) continue;
        ours += 1;
        // A container image (the document reader) has no Runtime: its Dockerfile starts from Lambda's nodejs:22.
        expect(fn.Properties).toMatchObject(
          fn.Properties?.PackageType === 'Image'
            ? { Architectures: ['arm64'] }
            : { Runtime: 'nodejs22.x', Architectures: ['arm64'] },
        );
        const roleId = (fn.Properties!.Role as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0];
        expect(JSON.stringify(roles[roleId]!.Properties!.ManagedPolicyArns ?? [])).not.toContain(
          ':iam::aws:policy',
        );
      }
    }
    expect(ours).toBeGreaterThan(2);
  });
});

describe('app on LocalStack (-c localstack=true)', () => {
  const local = synthApp({
    context: { localstack: true, stage: 'local', logRetentionDays: 7, appOrigins: 'http://localhost:5173' },
  });
  const localData = local.template(local.stacks.data);

  it('uses path-style S3 in every function', () => {
    for (const s of [local.stacks.api, local.stacks.pipeline]) {
      for (const fn of Object.values(resourcesOf(local.template(s), 'AWS::Lambda::Function'))) {
        expect(fn.Properties?.Environment).toMatchObject({ Variables: { S3_FORCE_PATH_STYLE: 'true' } });
      }
    }
  });

  it('keeps nothing after destroy', () => {
    localData.hasResourceProperties('AWS::DynamoDB::Table', { DeletionProtectionEnabled: false });
    localData.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Delete' });
    expect(local.stacks.data.terminationProtection).toBe(false);
  });

  it('allows extra app origins in the documents bucket CORS', () => {
    const bucket = Object.values(resourcesOf(localData, 'AWS::S3::Bucket')).find(
      (b) => b.Properties?.CorsConfiguration,
    )!;
    expect(JSON.stringify(bucket.Properties!.CorsConfiguration)).toContain('"http://localhost:5173"');
  });

  it('sends /api/* to the LocalStack API endpoint', () => {
    const web = local.template(local.stacks.web);
    const config = Object.values(resourcesOf(web, 'AWS::CloudFront::Distribution'))[0]!.Properties!
      .DistributionConfig as {
      Origins: Array<{ DomainName: unknown; CustomOriginConfig?: Record<string, unknown> }>;
    };
    const api = config.Origins.find((o) => o.CustomOriginConfig)!;
    expect(JSON.stringify(api.DomainName)).toContain('.execute-api.localhost.localstack.cloud');
    expect(api.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'http-only', HTTPPort: 4566 });
  });

  it('follows the stage and retention context', () => {
    expect(local.stacks.api.stackName).toBe('BatchPath-local-Api');
    const groups = Object.values(resourcesOf(local.template(local.stacks.api), 'AWS::Logs::LogGroup'));
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) expect(group.Properties?.RetentionInDays).toBe(7);
  });
});

describe('config', () => {
  const config = (context: Record<string, unknown>) => readConfig(new App({ context }));

  it('parses command-line strings', () => {
    expect(
      config({
        localstack: 'true',
        logRetentionDays: '30',
        tokenTtlSeconds: '3600',
        appOrigins: 'https://app.example.com/, http://localhost:5173',
      }),
    ).toMatchObject({
      localstack: true,
      logRetention: 30,
      tokenTtlSeconds: 3600,
      extraAppOrigins: ['https://app.example.com', 'http://localhost:5173'],
    });
  });

  it('refuses values that would deploy something else than meant', () => {
    expect(() => config({ logRetentionDays: 45 })).toThrow(/not a CloudWatch retention/);
    expect(() => config({ stage: 'prod/eu' })).toThrow(/stage/);
    expect(() => config({ appOrigins: 'app.example.com' })).toThrow(/not an origin/);
    expect(() => config({ localstack: 'yes' })).toThrow(/true or false/);
  });
});
