import { useLocalTable } from '@bp/infra/local/local-aws.ts';
import { cloud } from './cloud.ts';

/**
 * Runs before every integration file. The project does not isolate its files (a worker keeps its
 * modules from one file to the next: vitest.config.ts), so a module that reads the environment
 * when it loads (the DynamoDB client's endpoint, the fault injection's switch) must find the same
 * environment whichever file loads it first: this worker's own cloud, with faults switched on.
 */
process.env.LOCAL_FAULTS = '1';
useLocalTable(cloud().dynamoEndpoint);
