/** Configuration read from the Lambda environment (set by CDK, or by the local cloud). */
const required = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
};

export const env = {
  tableName: () => required('TABLE_NAME'),
  bucketName: () => required('BUCKET_NAME'),
  /** Local cloud and tests: the secret itself. AWS: unset, JWT_SECRET_ARN names the secret. */
  jwtSecret: () => process.env.JWT_SECRET,
  jwtSecretArn: () => process.env.JWT_SECRET_ARN,
  tokenTtlSeconds: () => Number(process.env.TOKEN_TTL_SECONDS ?? 8 * 3600),
  /** s3rver and LocalStack need path-style addressing. */
  s3ForcePathStyle: () => process.env.S3_FORCE_PATH_STYLE === 'true',
  /** The submit sweeper leaves submits frozen more recently than this alone (they are running). */
  sweepGraceSeconds: () => Number(process.env.SWEEP_GRACE_SECONDS ?? 120),
  /**
   * The upload sweep fails an upload whose file never came this long after its presigned URL
   * can no longer be started (a slow PUT that started in time may still be running).
   */
  uploadSweepMarginSeconds: () => Number(process.env.UPLOAD_SWEEP_MARGIN_SECONDS ?? 300),
} as const;
