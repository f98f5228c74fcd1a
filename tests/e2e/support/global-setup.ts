import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot, startLocalCloudProcess } from '../../support/local-cloud-process.ts';
import { warmCloud } from './warm-cloud.ts';

/**
 * Builds the SPA and starts a fresh local cloud that serves it next to the API. The READY
 * line's URL and seeded accounts go into environment variables, which the test workers
 * inherit. The returned function is Playwright's global teardown: it stops the cloud.
 *
 * Every API area is read once before the tests start (warm-cloud.ts).
 *
 * E2E_BASE_URL already set: nothing is built or started (run against that app instead).
 * E2E_SKIP_BUILD=1: reuse the web/dist that is there.
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.E2E_BASE_URL) return undefined;

  if (process.env.E2E_SKIP_BUILD !== '1') {
    execFileSync('npm', ['run', 'build', '-w', 'web'], {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }

  // LOCAL_FAULTS: the test-only fault endpoints (a pipeline step that hangs, for the upload screen's polling bound).
  // LOCAL_SCRYPT_N: passwords at N = 2^10, not AWS's 2^14 (each test makes and signs in a user:
  // about 400 hashes a run, 60 ms of CPU each at the real cost; functions/src/lib/auth/password.ts).
  const cloud = await startLocalCloudProcess({
    webDist: 'web/dist',
    env: { LOCAL_FAULTS: '1', LOCAL_SCRYPT_N: '1024' },
  });
  process.env.E2E_BASE_URL = cloud.apiUrl;
  // The files it serves: the update test writes a changed sw.js there (as a deploy would).
  process.env.E2E_WEB_DIST = join(repoRoot, 'web/dist');
  process.env.E2E_DEMO_EMAIL = cloud.demo.email;
  process.env.E2E_DEMO_PASSWORD = cloud.demo.password;
  process.env.E2E_ADMIN_EMAIL = cloud.admin.email;
  process.env.E2E_ADMIN_PASSWORD = cloud.admin.password;
  const warmed = await warmCloud(cloud.apiUrl, cloud.demo, cloud.admin);
  console.log(`local cloud warmed in ${warmed} ms`);

  return () => cloud.stop();
}
