import { Duration } from 'aws-cdk-lib';
import { Platform } from 'aws-cdk-lib/aws-ecr-assets';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, DockerImageCode, DockerImageFunction, LoggingFormat } from 'aws-cdk-lib/aws-lambda';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { IgnoreMode } from 'aws-cdk-lib';
import { Construct } from 'constructs';
import type { AppConfig } from '../config.ts';
import { repoRoot } from '../paths.ts';

export interface ContainerFunctionProps {
  /** Dockerfile path from the repository root (the build context). */
  dockerfile: string;
  description: string;
  config: AppConfig;
  environment?: Record<string, string>;
  /** The image's handler to run (its CMD), when the image serves several: `index.checkText`. */
  handler?: string;
  memorySize?: number;
  timeout?: Duration;
}

/**
 * Only what the images copy goes into the build context: the lock file, the shared and
 * functions sources and the Dockerfiles. Synth stages this context and needs no Docker.
 */
const CONTEXT_EXCLUDES = [
  '*',
  '!package.json',
  '!package-lock.json',
  '!shared',
  '!functions',
  '!infra',
  'infra/*',
  '!infra/docker',
  '**/node_modules',
  '**/*.test.ts',
];

/**
 * A Lambda function from a container image built by CDK from a Dockerfile in the repository:
 * for handlers whose native dependencies exceed a zip's 250 MB (the document reader). Same
 * house rules as LambdaFunction: its own log group and a role that can only write there.
 */
export class ContainerFunction extends Construct {
  readonly fn: DockerImageFunction;
  readonly role: Role;

  constructor(scope: Construct, id: string, props: ContainerFunctionProps) {
    super(scope, id);
    const logGroup = new LogGroup(this, 'Logs', { retention: props.config.logRetention });
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs ${props.dockerfile}`,
    });
    logGroup.grantWrite(this.role);
    this.fn = new DockerImageFunction(this, 'Function', {
      code: DockerImageCode.fromImageAsset(repoRoot, {
        file: props.dockerfile,
        platform: Platform.LINUX_ARM64,
        exclude: CONTEXT_EXCLUDES,
        ignoreMode: IgnoreMode.DOCKER,
        ...(props.handler ? { cmd: [props.handler] } : {}),
      }),
      description: props.description,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 2048,
      timeout: props.timeout ?? Duration.minutes(5),
      role: this.role,
      logGroup,
      loggingFormat: LoggingFormat.JSON,
      environment: {
        ...(props.config.localstack ? { S3_FORCE_PATH_STYLE: 'true' } : {}),
        ...props.environment,
      },
    });
  }

  get functionArn(): string {
    return this.fn.functionArn;
  }
}
