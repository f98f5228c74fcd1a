import { describe, expect, it } from 'vitest';
import { onlyResource, synthApp } from './support/synth.ts';

const { stacks, template } = synthApp();
const gateway = template(stacks.gateway);

describe('gateway stack', () => {
  it('is an HTTP API with no routes of its own', () => {
    onlyResource(gateway, 'AWS::ApiGatewayV2::Api', { ProtocolType: 'HTTP' });
    gateway.resourceCountIs('AWS::ApiGatewayV2::Route', 0);
  });

  it('deploys routes automatically to $default, throttled, with JSON access logs', () => {
    const stage = onlyResource(gateway, 'AWS::ApiGatewayV2::Stage').properties;
    expect(stage).toMatchObject({
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 100, ThrottlingBurstLimit: 200 },
      AccessLogSettings: { DestinationArn: { 'Fn::GetAtt': [expect.any(String), 'Arn'] } },
    });
    const format = JSON.parse((stage.AccessLogSettings as { Format: string }).Format) as Record<
      string,
      string
    >;
    expect(format).toMatchObject({
      requestId: '$context.requestId',
      status: '$context.status',
      routeKey: '$context.routeKey',
    });
    gateway.hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: 90 });
  });

  it('exports the API URL', () => {
    gateway.hasOutput('ApiUrl', {});
  });
});
