import { Annotations, Aws, CfnOutput, Duration, Fn, Stack, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  FunctionEventType,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { Construct } from 'constructs';
import { cspWithUploadOrigins, HSTS_MAX_AGE_SECONDS } from '@bp/shared/web-security-headers.ts';
import type { AppConfig } from '../config.ts';
import { AccessLogsBucket, SecureBucket } from '../constructs/secure-bucket.ts';
import { SiteDeployment } from '../constructs/site-deployment.ts';
import { SpaFallbackFunction } from '../constructs/spa-fallback-function.ts';
import { acknowledge } from '../nag.ts';

export interface WebStackProps extends StackProps {
  config: AppConfig;
  /** The HTTP API that /api/* is forwarded to (Gateway stack). */
  api: IHttpApi;
  /** The built SPA (web/dist); when absent the stack synthesizes without deploying files. */
  webDist?: string;
}

/**
 * One origin for the app: CloudFront serves the SPA from a private bucket (origin access
 * control) and forwards /api/* to the HTTP API, so the browser never makes a cross-origin
 * API call and the API needs no CORS.
 */
export class WebStack extends Stack {
  readonly distribution: Distribution;
  /** `https://<distribution domain>`: the origin the documents bucket's CORS allows. */
  readonly appOrigin: string;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { config } = props;

    const logs = new AccessLogsBucket(this, 'LogsBucket', { allowAcls: true, expireAfterDays: 90 });
    const site = new SecureBucket(this, 'SiteBucket', {
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 'site-bucket/',
    });

    // The stage is `$default`, so CloudFront paths map 1:1 to API paths.
    const apiOrigin = config.localstack
      ? // LocalStack serves every HTTP API on <id>.execute-api.localhost.localstack.cloud:4566, plain HTTP.
        new HttpOrigin(Fn.join('', [props.api.apiId, '.execute-api.localhost.localstack.cloud']), {
          protocolPolicy: OriginProtocolPolicy.HTTP_ONLY,
          httpPort: 4566,
        })
      : new HttpOrigin(Fn.join('', [props.api.apiId, '.execute-api.', Aws.REGION, '.', Aws.URL_SUFFIX]), {
          protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
          originSslProtocols: [OriginSslPolicy.TLS_V1_2],
        });

    const webHeaders = new ResponseHeadersPolicy(this, 'WebSecurityHeaders', {
      comment: 'BatchPath SPA: CSP, HSTS, no framing, nosniff (shared/src/web-security-headers.ts)',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          // Phones PUT photos straight to the documents bucket (presigned URLs, virtual-hosted style).
          contentSecurityPolicy: cspWithUploadOrigins(
            config.localstack
              ? ['http://localhost:4566', 'http://*.localhost.localstack.cloud:4566']
              : [`https://*.s3.${Aws.REGION}.amazonaws.com`],
          ),
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
      },
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `${this.stackName}: web app and /api`,
      defaultRootObject: 'index.html',
      webAclId: config.webAclArn,
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(site),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: webHeaders,
        functionAssociations: [
          {
            function: new SpaFallbackFunction(this, 'SpaFallback'),
            eventType: FunctionEventType.VIEWER_REQUEST,
          },
        ],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: apiOrigin,
          // A redirect would turn a POST into a GET: plain HTTP is refused instead.
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Everything the handlers read (Authorization, query, body headers), but Host must be the API's.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: ResponseHeadersPolicy.SECURITY_HEADERS,
        },
      },
    });
    this.appOrigin = `https://${this.distribution.distributionDomainName}`;

    if (props.webDist) {
      new SiteDeployment(this, 'Site', {
        source: props.webDist,
        bucket: site,
        distribution: this.distribution,
        config,
      });
    } else {
      Annotations.of(this).addWarningV2(
        'batchpath:web-dist-missing',
        'web/dist does not exist: the site bucket is created empty. Run `npm run build:web` before deploying (npm run deploy does).',
      );
    }

    acknowledge(
      this.distribution,
      'AwsSolutions-CFR1',
      'No geo restriction: customers may sign in from anywhere; the API authorizes every non-public request.',
    );
    if (!config.webAclArn) {
      acknowledge(
        this.distribution,
        'AwsSolutions-CFR2',
        'The edge WAF (the -EdgeWaf stack, us-east-1) is attached once its ARN is passed as -c webAclArn (docs/deploy.md); until then the API throttles sign-in itself.',
      );
    }
    if (config.localstack) {
      acknowledge(
        this.distribution,
        'AwsSolutions-CFR5',
        'LocalStack only: its API Gateway endpoint speaks plain HTTP on port 4566 inside the emulator.',
      );
    }
    acknowledge(
      this.distribution,
      'AwsSolutions-CFR4',
      'The distribution uses the default *.cloudfront.net certificate, whose minimum protocol CloudFront fixes; a custom domain with an ACM certificate would allow TLSv1.2_2021.',
    );

    new CfnOutput(this, 'DistributionDomainName', {
      value: this.distribution.distributionDomainName,
      description: 'CloudFront domain of the app',
    });
    new CfnOutput(this, 'AppUrl', { value: this.appOrigin, description: 'Open this in a browser' });
    new CfnOutput(this, 'SiteBucketName', { value: site.bucketName });
  }
}
