import { Logger } from '@aws-lambda-powertools/logger';

/**
 * The one structured (JSON) logger of the Lambda code. Its level comes from POWERTOOLS_LOG_LEVEL
 * (INFO when unset; the local cloud sets WARN so tests stay quiet). Each request logs through a
 * child made by `requestLogger` (middleware/request-logger.ts) that carries its request id,
 * company and route, so every line of a failure a user reports can be found.
 */
export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'batchpath' });
