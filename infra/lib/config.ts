import { RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';

/**
 * Deployment settings, read once from CDK context (cdk.json, overridable with `-c key=value`).
 * Context given on the command line arrives as strings, so every value is parsed here.
 */
export interface AppConfig {
  /** Names the stacks: `BatchPath-<stage>-Data`, ... Several stages can share an account. */
  stage: string;
  /** Deploying to LocalStack: path-style S3 in the functions, nothing retained on destroy. */
  localstack: boolean;
  /** Retention of every log group (functions, state machine, API access logs). */
  logRetention: RetentionDays;
  /** Session token lifetime handed to the auth area (TOKEN_TTL_SECONDS). */
  tokenTtlSeconds: number;
  /**
   * Origins allowed by the documents bucket's CORS in addition to the CloudFront domain
   * (a custom domain in front of the distribution, for example).
   */
  extraAppOrigins: string[];
  /** Run cdk-nag's AwsSolutions checks during synthesis (errors fail `cdk synth`). */
  nag: boolean;
  /**
   * The edge WAF web ACL (output of the `-EdgeWaf` stack, in us-east-1) to attach to CloudFront;
   * unset on the very first deployment, before that stack exists.
   */
  webAclArn?: string;
}

const RETENTION_VALUES = new Set(
  Object.values(RetentionDays).filter((v): v is number => typeof v === 'number'),
);

const bool = (value: unknown, fallback: boolean): boolean => {
  if (value === undefined || value === '') return fallback;
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw new Error(`Expected true or false, got ${String(value)}`);
};

const int = (name: string, value: unknown, fallback: number): number => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0)
    throw new Error(`Context ${name} must be a positive integer, got ${String(value)}`);
  return n;
};

const origins = (value: unknown): string[] => {
  const list = Array.isArray(value) ? value.map(String) : String(value ?? '').split(',');
  const cleaned = list.map((o) => o.trim().replace(/\/$/, '')).filter(Boolean);
  for (const origin of cleaned) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin))
      throw new Error(`Context appOrigins: "${origin}" is not an origin`);
  }
  return cleaned;
};

const webAcl = (value: unknown): string | undefined => {
  if (value === undefined || value === '') return undefined;
  const arn = String(value);
  if (!/^arn:aws[a-z-]*:wafv2:us-east-1:\d{12}:global\/webacl\/[\w-]+\/[\w-]+$/.test(arn))
    throw new Error(`Context webAclArn "${arn}" is not the ARN of a CloudFront (global) WAF web ACL`);
  return arn;
};

export const readConfig = (scope: Construct): AppConfig => {
  const ctx = (key: string): unknown => scope.node.tryGetContext(key);
  const stage = String(ctx('stage') ?? 'prod');
  if (!/^[a-z][a-z0-9-]{0,19}$/i.test(stage))
    throw new Error(`Context stage "${stage}" must be 1-20 letters, digits or -`);
  const retention = int('logRetentionDays', ctx('logRetentionDays'), RetentionDays.THREE_MONTHS);
  if (!RETENTION_VALUES.has(retention)) {
    throw new Error(
      `Context logRetentionDays ${retention} is not a CloudWatch retention (${[...RETENTION_VALUES].join(', ')})`,
    );
  }
  return {
    stage,
    localstack: bool(ctx('localstack'), false),
    logRetention: retention as RetentionDays,
    tokenTtlSeconds: int('tokenTtlSeconds', ctx('tokenTtlSeconds'), 8 * 3600),
    extraAppOrigins: origins(ctx('appOrigins')),
    nag: bool(ctx('nag'), true),
    webAclArn: webAcl(ctx('webAclArn')),
  };
};

/** Data survives a stack deletion in AWS; a LocalStack deployment is disposable. */
export const dataRemovalPolicy = (config: AppConfig): RemovalPolicy =>
  config.localstack ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN;
