import { App } from 'aws-cdk-lib';
import { buildApp } from '../lib/build-app.ts';

// Run by the CDK CLI through cdk.json ("node infra/bin/app.ts"); see docs/deploy.md.
buildApp(new App());
