import type { TestProject } from 'vitest/node';
import { startLocalCloudProcess } from '../../support/local-cloud-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    adminEmail: string;
    adminPassword: string;
    demoEmail: string;
    demoPassword: string;
    dynamoEndpoint: string;
    jwtSecret: string;
  }
}

/** One fresh local cloud for the whole integration run; every test talks to it over HTTP. */
export default async function setup(project: TestProject) {
  const jwtSecret = `integration-${process.pid}-${Date.now()}`;
  const cloud = await startLocalCloudProcess({
    // Retries wait a tenth of the ASL's intervals: real waits, in test time. The submit
    // sweeper's timer is off: its tests run the handler when they mean to.
    env: {
      TOKEN_TTL_SECONDS: '3600',
      JWT_SECRET: jwtSecret,
      LOCAL_FAULTS: '1',
      LOCAL_RETRY_SCALE: '0.1',
      LOCAL_SWEEP_INTERVAL_MS: '0',
    },
  });
  project.provide('jwtSecret', jwtSecret);
  project.provide('apiUrl', cloud.apiUrl);
  project.provide('adminEmail', cloud.admin.email);
  project.provide('adminPassword', cloud.admin.password);
  project.provide('demoEmail', cloud.demo.email);
  project.provide('demoPassword', cloud.demo.password);
  project.provide('dynamoEndpoint', cloud.dynamoEndpoint);
  return async () => {
    await cloud.stop();
  };
}
