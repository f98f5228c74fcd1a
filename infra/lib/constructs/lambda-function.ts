import { Duration } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, LoggingFormat, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogLevel, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { AppConfig } from '../config.ts';
import { acknowledge } from '../nag.ts';
import { fromRoot, repoRoot } from '../paths.ts';

export interface LambdaFunctionProps {
  /** The handler module, relative to the repository root; it exports `handler`. */
  entry: string;
  description: string;
  config: AppConfig;
  environment?: Record<string, string>;
  /** MB; more memory also means more CPU. */
  memorySize?: number;
  timeout?: Duration;
}

/**
 * ESM bundles run in Lambda as ES modules, where `require` does not exist; CommonJS
 * dependencies bundled into them (jsonwebtoken, parts of the SDK) still call it for Node
 * built-ins, so the bundle starts by defining one.
 */
const CREATE_REQUIRE_BANNER =
  "import { createRequire as __bpCreateRequire } from 'node:module'; const require = __bpCreateRequire(import.meta.url);";

/**
 * The house Lambda function: one handler module bundled by esbuild into an ES module, Node 22
 * on ARM64, JSON logs into its own log group with the configured retention, and a role that
 * can write to that log group and nothing else until a caller grants more. Owning the role
 * (instead of AWSLambdaBasicExecutionRole, which may write to every log group) keeps each
 * function's permissions exactly what its stack grants.
 */
export class LambdaFunction extends Construct {
  readonly fn: NodejsFunction;
  readonly role: Role;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: LambdaFunctionProps) {
    super(scope, id);
    const { config } = props;

    this.logGroup = new LogGroup(this, 'Logs', { retention: config.logRetention });
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs ${props.entry}`,
    });
    this.logGroup.grantWrite(this.role);

    this.fn = new NodejsFunction(this, 'Function', {
      entry: fromRoot(props.entry),
      handler: 'handler',
      projectRoot: repoRoot,
      depsLockFilePath: fromRoot('package-lock.json'),
      description: props.description,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      role: this.role,
      logGroup: this.logGroup,
      loggingFormat: LoggingFormat.JSON,
      environment: {
        // Stack traces point into the TypeScript sources through the bundled source maps.
        NODE_OPTIONS: '--enable-source-maps',
        // LocalStack serves S3 on one host name; buckets must be addressed by path.
        ...(config.localstack ? { S3_FORCE_PATH_STYLE: 'true' } : {}),
        ...props.environment,
      },
      bundling: {
        format: OutputFormat.ESM,
        target: 'node22',
        mainFields: ['module', 'main'],
        banner: CREATE_REQUIRE_BANNER,
        minify: true,
        // Error classes keep their names: Step Functions Retry/Catch and the error handler match on them.
        keepNames: true,
        sourceMap: true,
        sourcesContent: false,
        // The AWS SDK is bundled too: functions/package.json pins its versions, the runtime's copy lags.
        externalModules: [],
        logLevel: LogLevel.WARNING,
      },
    });

    acknowledge(
      this.fn,
      'AwsSolutions-L1',
      'Node.js 22 on purpose: the version of the engines field, the local cloud and CI (supported by Lambda until 2027). A newer runtime is a deliberate upgrade of the whole repository.',
    );
  }

  get functionArn(): string {
    return this.fn.functionArn;
  }
}
