import { runCdk } from './cdk-cli.ts';

/**
 * `node scripts/cdk.ts <cdk arguments>`: the CDK CLI of this repository without network
 * side trips. `npm run synth` needs no AWS credentials; `npm run deploy` uses the caller's.
 */
process.exitCode = runCdk(process.argv.slice(2));
