import { Function as CloudFrontFunction, FunctionCode, FunctionRuntime } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';

/**
 * Viewer-request rewrite for the SPA: a path whose last segment has no file extension is an
 * app route (`/lots/42`), served as /index.html; files (`/assets/x.js`) pass through.
 * Attached to the default (S3) behaviour only, so /api/* answers, 404s included, reach the
 * browser untouched, which a distribution-wide errorResponses rule would not allow.
 */
export const SPA_FALLBACK_CODE = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.lastIndexOf('.') <= uri.lastIndexOf('/')) {
    request.uri = '/index.html';
  }
  return request;
}`;

export class SpaFallbackFunction extends CloudFrontFunction {
  constructor(scope: Construct, id: string) {
    super(scope, id, {
      comment: 'SPA fallback: app routes -> /index.html',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(SPA_FALLBACK_CODE),
    });
  }
}
