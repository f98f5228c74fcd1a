import { inject } from 'vitest';

/** What a test needs to reach a local cloud: its gateway, its seeded accounts, its DynamoDB Local. */
export interface IntegrationCloud {
  apiUrl: string;
  adminEmail: string;
  adminPassword: string;
  demoEmail: string;
  demoPassword: string;
  dynamoEndpoint: string;
  /** DynamoDB as the functions reach it: SigV4 verified and IAM authorised in front of DynamoDB Local. */
  checkedDynamoEndpoint: string;
  jwtSecret: string;
}

/**
 * This worker's own local cloud (global-setup.ts starts one per worker). VITEST_POOL_ID is
 * 1..maxWorkers and no two workers running at once share it, so files on different workers
 * never share a cloud, while the files of one worker do, one after another.
 */
export const cloud = (): IntegrationCloud => {
  const clouds = inject('clouds');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const own = clouds[(worker - 1) % clouds.length];
  if (!own) throw new Error('No local cloud: run the integration project (its global setup starts them)');
  return own;
};
