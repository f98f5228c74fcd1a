import { API_RATE_LIMIT, SIGN_IN_RATE_LIMIT } from '@bp/infra/lib/stacks/edge-waf-stack.ts';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { synthApp } from './support/synth.ts';

describe('edge WAF', () => {
  const { stacks, template } = synthApp();

  it('is a CloudFront-scope web ACL in us-east-1 with per-address rate limits on /api and sign-in', () => {
    expect(stacks.edgeWaf?.region).toBe('us-east-1');
    const waf = template(stacks.edgeWaf!);
    waf.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
      Rules: Match.arrayWith([
        Match.objectLike({
          Name: 'SignInRateLimit',
          Statement: { RateBasedStatement: Match.objectLike({ Limit: SIGN_IN_RATE_LIMIT }) },
        }),
        Match.objectLike({
          Name: 'ApiRateLimit',
          Action: { Block: Match.anyValue() },
          Statement: {
            RateBasedStatement: Match.objectLike({
              AggregateKeyType: 'IP',
              Limit: API_RATE_LIMIT,
              ScopeDownStatement: {
                ByteMatchStatement: Match.objectLike({
                  SearchString: '/api/',
                  PositionalConstraint: 'STARTS_WITH',
                }),
              },
            }),
          },
        }),
      ]),
    });
  });

  it('is attached to the distribution when its ARN is given', () => {
    const arn =
      'arn:aws:wafv2:us-east-1:123456789012:global/webacl/batchpath/0a1b2c3d-aaaa-bbbb-cccc-123456789012';
    const withAcl = synthApp({ context: { webAclArn: arn } });
    withAcl.template(withAcl.stacks.web).hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ WebACLId: arn }),
    });
  });

  it('refuses a web ACL that is not a CloudFront one', () => {
    expect(() =>
      synthApp({ context: { webAclArn: 'arn:aws:wafv2:eu-west-1:123456789012:regional/webacl/x/y' } }),
    ).toThrow(/webAclArn/);
  });
});
