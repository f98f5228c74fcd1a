import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

/** Requests per client address in five minutes, counted at CloudFront before anything runs. */
export const API_RATE_LIMIT = 3000;
export const SIGN_IN_RATE_LIMIT = 100;
const SIGN_IN_PATHS = ['/api/login', '/api/auth/login'];

const visibility = (name: string) => ({
  cloudWatchMetricsEnabled: true,
  metricName: name,
  sampledRequestsEnabled: true,
});

const pathStartsWith = (path: string): CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'STARTS_WITH',
    searchString: path,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
});

const rateRule = (
  name: string,
  priority: number,
  limit: number,
  scopeDown: CfnWebACL.StatementProperty,
): CfnWebACL.RuleProperty => ({
  name,
  priority,
  action: { block: { customResponse: { responseCode: 429 } } },
  statement: {
    rateBasedStatement: {
      aggregateKeyType: 'IP',
      limit,
      evaluationWindowSec: 300,
      scopeDownStatement: scopeDown,
    },
  },
  visibilityConfig: visibility(name),
});

/**
 * The outer limit in front of the API's own (the sign-in throttle per account and address): a
 * WAF web ACL on the CloudFront distribution, with rate-based rules per client address for
 * /api/* and, tighter, for the sign-in routes. A web ACL for CloudFront must live in us-east-1,
 * so this stack is pinned there whatever the region of the others; its ARN reaches the web
 * stack through the `webAclArn` context value (docs/deploy.md).
 */
export class EdgeWafStack extends Stack {
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: StackProps = {}) {
    super(scope, id, { ...props, env: { account: props.env?.account, region: 'us-east-1' } });
    const acl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('batchpath-edge'),
      rules: [
        rateRule('SignInRateLimit', 0, SIGN_IN_RATE_LIMIT, {
          orStatement: { statements: SIGN_IN_PATHS.map(pathStartsWith) },
        }),
        rateRule('ApiRateLimit', 1, API_RATE_LIMIT, pathStartsWith('/api/')),
      ],
    });
    this.webAclArn = acl.attrArn;
    new CfnOutput(this, 'WebAclArn', {
      value: acl.attrArn,
      description: 'Pass to the web stack: -c webAclArn=<this>',
    });
  }
}
