import { tableStatus } from '../adapters/dynamodb/platform/table-status.ts';
import { bucketStatus } from '../adapters/s3/bucket-status.ts';

/** The health check asks the table and the bucket whether they answer. */
export const platformPorts = { tableStatus, bucketStatus };
