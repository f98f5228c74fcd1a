import { existsSync } from 'node:fs';
import { type App, Tags, Validations } from 'aws-cdk-lib';
import cdkNag from 'cdk-nag';
import { type AppConfig, readConfig } from './config.ts';
import { fromRoot } from './paths.ts';
import { ApiStack } from './stacks/api-stack.ts';
import { DataStack } from './stacks/data-stack.ts';
import { EdgeWafStack } from './stacks/edge-waf-stack.ts';
import { GatewayStack } from './stacks/gateway-stack.ts';
import { PipelineStack } from './stacks/pipeline-stack.ts';
import { WebStack } from './stacks/web-stack.ts';

const { AwsSolutionsChecks } = cdkNag;

export interface BuildOptions {
  /** The built SPA. Default: web/dist when it holds an index.html; `null` skips the upload. */
  webDist?: string | null;
}

export interface BatchPathApp {
  config: AppConfig;
  gateway: GatewayStack;
  web: WebStack;
  data: DataStack;
  pipeline: PipelineStack;
  api: ApiStack;
  /** Not on LocalStack (WAF is not emulated there). */
  edgeWaf?: EdgeWafStack;
}

const defaultWebDist = (): string | undefined => {
  const dist = fromRoot('web', 'dist');
  return existsSync(fromRoot('web', 'dist', 'index.html')) ? dist : undefined;
};

/**
 * All stacks of one stage, in deployment order: Gateway (HTTP API shell) -> Web (CloudFront)
 * -> Data (table, documents bucket whose CORS allows the CloudFront origin, secret) ->
 * Pipeline -> Api (functions and routes). Stacks are environment-agnostic: synth needs no
 * credentials, and deploy targets the account and region of the caller's credentials.
 */
export const buildApp = (app: App, options: BuildOptions = {}): BatchPathApp => {
  const config = readConfig(app);
  const prefix = `BatchPath-${config.stage}`;
  const webDist = options.webDist === null ? undefined : (options.webDist ?? defaultWebDist());

  const gateway = new GatewayStack(app, `${prefix}-Gateway`, {
    config,
    description: 'BatchPath: HTTP API endpoint and stage',
  });
  const web = new WebStack(app, `${prefix}-Web`, {
    config,
    api: gateway.api,
    webDist,
    description: 'BatchPath: CloudFront, the SPA bucket and /api routing',
  });
  const data = new DataStack(app, `${prefix}-Data`, {
    config,
    appOrigin: web.appOrigin,
    description: 'BatchPath: table, documents bucket, JWT secret',
    terminationProtection: !config.localstack,
  });
  const pipeline = new PipelineStack(app, `${prefix}-Pipeline`, {
    config,
    table: data.table,
    bucket: data.documents,
    uploadsAccess: data.uploadsAccess,
    description: 'BatchPath: document pipeline (Step Functions) and its upload trigger',
  });
  const api = new ApiStack(app, `${prefix}-Api`, {
    config,
    api: gateway.api,
    table: data.table,
    bucket: data.documents,
    jwtSecret: data.jwtSecret,
    uploadsAccess: data.uploadsAccess,
    exportsAccess: data.exportsAccess,
    description: 'BatchPath: API functions, JWT authorizer and routes',
  });

  const edgeWaf = config.localstack
    ? undefined
    : new EdgeWafStack(app, `${prefix}-EdgeWaf`, {
        description: 'BatchPath: WAF rate limits in front of CloudFront (us-east-1)',
      });

  Tags.of(app).add('app', 'batchpath');
  Tags.of(app).add('stage', config.stage);
  // cdk-nag 3 is a synthesis validation plugin: an unacknowledged error fails `cdk synth`.
  if (config.nag) Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));

  return { config, gateway, web, data, pipeline, api, edgeWaf };
};
