import type { TestProject } from 'vitest/node';
import { type LocalCloudProcess, startLocalCloudProcess } from '../../support/local-cloud-process.ts';
import type { IntegrationCloud } from './cloud.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One local cloud per worker of the integration project; support/cloud.ts picks the worker's own. */
    clouds: IntegrationCloud[];
  }
}

/**
 * One fresh local cloud per integration worker; every test talks to its worker's cloud over
 * HTTP. A worker runs its files one after another, so a file's faults (revoked grants, slowed
 * functions, a stalled database) never reach a file running at the same time on another worker,
 * and each cloud's single Node thread gets a core of its own.
 */
export default async function setup(project: TestProject) {
  const count = Math.max(1, project.config.maxWorkers);
  const start = (n: number) => {
    const jwtSecret = `integration-${process.pid}-${n}-${Date.now()}`;
    return startLocalCloudProcess({
      // Retries wait a tenth of the ASL's intervals: real waits, in test time. The submit
      // sweeper's timer is off: its tests run the handler when they mean to.
      env: {
        TOKEN_TTL_SECONDS: '3600',
        JWT_SECRET: jwtSecret,
        LOCAL_FAULTS: '1',
        // Each answer says the DynamoDB calls it made (tests/integration/load/db-calls.test.ts).
        LOCAL_DB_CALLS: '1',
        LOCAL_RETRY_SCALE: '0.1',
        LOCAL_SWEEP_INTERVAL_MS: '0',
        // Passwords hashed and verified at N = 2^10, not AWS's 2^14: about 700 a run, 60 ms of
        // CPU each at the real cost (functions/src/lib/auth/password.ts).
        LOCAL_SCRYPT_N: '1024',
      },
    }).then((cloud) => ({ cloud, jwtSecret }));
  };
  const started: Array<{ cloud: LocalCloudProcess; jwtSecret: string }> = [];
  const stopAll = async () => {
    await Promise.all(started.map(({ cloud }) => cloud.stop()));
  };
  try {
    // The first start may synthesize the CDK app for the IAM policies (a cold cache); the others
    // then read the cached policies, so they start together without synthesizing again.
    started.push(await start(1));
    started.push(...(await Promise.all(Array.from({ length: count - 1 }, (_, i) => start(i + 2)))));
  } catch (error) {
    await stopAll();
    throw error;
  }
  project.provide(
    'clouds',
    started.map(({ cloud, jwtSecret }) => ({
      apiUrl: cloud.apiUrl,
      adminEmail: cloud.admin.email,
      adminPassword: cloud.admin.password,
      demoEmail: cloud.demo.email,
      demoPassword: cloud.demo.password,
      dynamoEndpoint: cloud.dynamoEndpoint,
      checkedDynamoEndpoint: cloud.checkedDynamoEndpoint,
      jwtSecret,
    })),
  );
  return stopAll;
}
