import { SPA_FALLBACK_CODE } from '@bp/infra/lib/constructs/spa-fallback-function.ts';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { fakeWebDist, onlyResource, resourcesOf, synthApp } from './support/synth.ts';

// Managed CloudFront policies (fixed ids across all accounts).
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const CACHING_OPTIMIZED = '658327ea-f89d-4fab-a63d-7e88639e58f6';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

const withSite = synthApp({ webDist: fakeWebDist() });
const web = withSite.template(withSite.stacks.web);
const distribution = onlyResource(web, 'AWS::CloudFront::Distribution').properties
  .DistributionConfig as Record<string, unknown>;
type Origin = {
  Id: string;
  DomainName: unknown;
  S3OriginConfig?: Record<string, unknown>;
  OriginAccessControlId?: unknown;
  CustomOriginConfig?: Record<string, unknown>;
};
const origins = distribution.Origins as Origin[];

describe('web stack: distribution', () => {
  it('serves the SPA bucket through origin access control', () => {
    web.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    const s3 = origins.find((o) => o.S3OriginConfig);
    expect(s3?.OriginAccessControlId).toEqual({ 'Fn::GetAtt': [expect.any(String), 'Id'] });
    expect(s3?.S3OriginConfig).toEqual({ OriginAccessIdentity: '' });
    const defaultBehavior = distribution.DefaultCacheBehavior as Record<string, unknown>;
    expect(defaultBehavior).toMatchObject({
      TargetOriginId: s3?.Id,
      ViewerProtocolPolicy: 'redirect-to-https',
      CachePolicyId: CACHING_OPTIMIZED,
      FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: expect.anything() }],
    });
    expect(distribution.DefaultRootObject).toBe('index.html');
    // SPA fallback by function, not errorResponses (which would rewrite API 404s too).
    expect(distribution.CustomErrorResponses).toBeUndefined();
  });

  it('routes /api/* to the HTTP API, uncached, all methods, every viewer header but Host', () => {
    const [behavior, ...others] = distribution.CacheBehaviors as Array<Record<string, unknown>>;
    expect(others).toHaveLength(0);
    expect(behavior).toMatchObject({
      PathPattern: '/api/*',
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      CachePolicyId: CACHING_DISABLED,
      OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
      ViewerProtocolPolicy: 'https-only',
    });
    const apiOrigin = origins.find((o) => o.Id === behavior!.TargetOriginId)!;
    expect(apiOrigin.CustomOriginConfig).toMatchObject({
      OriginProtocolPolicy: 'https-only',
      OriginSSLProtocols: ['TLSv1.2'],
    });
    const domain = JSON.stringify(apiOrigin.DomainName);
    expect(domain).toContain('.execute-api.');
    expect(domain).toContain('Fn::ImportValue');
  });

  it('logs to a private bucket', () => {
    expect(distribution.Logging).toMatchObject({ Bucket: expect.anything(), Prefix: 'cloudfront/' });
  });

  it('rewrites app routes, not files, to /index.html', () => {
    web.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: SPA_FALLBACK_CODE,
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
    });
    const handler = new Function(`${SPA_FALLBACK_CODE}; return handler;`)() as (e: {
      request: { uri: string };
    }) => { uri: string };
    const rewrite = (uri: string) => handler({ request: { uri } }).uri;
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/materials/42')).toBe('/index.html');
    expect(rewrite('/v1.2/lots')).toBe('/index.html');
    expect(rewrite('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(rewrite('/logo.svg')).toBe('/logo.svg');
    // The service worker and manifest are files too: never answered with index.html.
    expect(rewrite('/sw.js')).toBe('/sw.js');
    expect(rewrite('/manifest.webmanifest')).toBe('/manifest.webmanifest');
  });

  it('exports the app URL and domain', () => {
    web.hasOutput('DistributionDomainName', {});
    web.hasOutput('AppUrl', {});
  });
});

describe('web stack: site bucket and deployment', () => {
  it('keeps the site bucket private, encrypted and TLS-only', () => {
    const site = Object.values(resourcesOf(web, 'AWS::S3::Bucket')).find((b) =>
      JSON.stringify(b.Properties?.LoggingConfiguration ?? {}).includes('site-bucket/'),
    );
    expect(site?.Properties).toMatchObject({
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: expect.anything(),
    });
  });

  it('uploads hashed assets as immutable, then the rest as no-cache with an invalidation', () => {
    const deployments = Object.values(resourcesOf(web, 'Custom::CDKBucketDeployment')).map(
      (d) => d.Properties!,
    );
    expect(deployments).toHaveLength(2);
    const assets = deployments.find((d) => JSON.stringify(d.Include ?? []).includes('assets/*'))!;
    const shell = deployments.find((d) => d !== assets)!;
    expect(assets).toMatchObject({ Exclude: ['*'], Include: ['assets/*'], Prune: false });
    expect(JSON.stringify(assets.SystemMetadata)).toContain('immutable');
    expect(shell).toMatchObject({ Exclude: ['assets/*'], DistributionPaths: ['/*'] });
    expect(JSON.stringify(shell.SystemMetadata)).toContain('no-cache');
    // sw.js and manifest.webmanifest sit at dist's root (web/pwa.config.ts), so they are in the
    // no-cache pass: browsers and CloudFront see a new service worker at the next deploy.
    expect(JSON.stringify(shell.Exclude)).not.toMatch(/sw|manifest/);
  });
});

describe('web stack without a web build', () => {
  const { stacks, template } = synthApp();
  it('synthesizes without a deployment and says why', () => {
    template(stacks.web).resourceCountIs('Custom::CDKBucketDeployment', 0);
    // Acknowledged by the test harness, so it shows up as acknowledged rather than as a warning.
    const warnings = Annotations.fromStack(stacks.web).findWarning('*', Match.stringLikeRegexp('web/dist'));
    expect(warnings).toHaveLength(0);
    expect(JSON.stringify(stacks.web.node.metadata)).toContain('batchpath:web-dist-missing');
  });
});
