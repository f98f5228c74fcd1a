import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type { AppConfig } from '../config.ts';

export interface GatewayStackProps extends StackProps {
  config: AppConfig;
}

/**
 * The HTTP API itself: endpoint, `$default` stage, access logs, throttling. No routes: the API
 * stack adds them from the route table.
 *
 * Why the API is not created in the API stack: CloudFront needs the API's domain, the
 * documents bucket's CORS needs CloudFront's domain, and the functions need the bucket. With
 * the API shell first the order is Gateway -> Web -> Data -> Pipeline -> Api, without a
 * cycle, so one `cdk deploy --all` allows exactly the app's origin.
 */
export class GatewayStack extends Stack {
  readonly api: HttpApi;

  constructor(scope: Construct, id: string, props: GatewayStackProps) {
    super(scope, id, props);

    this.api = new HttpApi(this, 'HttpApi', {
      apiName: `${this.stackName}-api`,
      description: 'BatchPath API; reached through CloudFront under /api/*',
      // The stage is created below, with access logs, which the default stage cannot take.
      createDefaultStage: false,
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: props.config.logRetention });
    new HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      // Route changes (the API stack) go live without a separate deployment step.
      autoDeploy: true,
      throttle: { rateLimit: 100, burstLimit: 200 },
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            time: '$context.requestTime',
            ip: '$context.identity.sourceIp',
            routeKey: '$context.routeKey',
            status: '$context.status',
            latencyMs: '$context.responseLatency',
            responseLength: '$context.responseLength',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
          }),
        ),
      },
    });

    new CfnOutput(this, 'ApiUrl', {
      value: this.api.apiEndpoint,
      description: 'Direct API endpoint (the app calls it through CloudFront as /api/*)',
    });
  }
}
