import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalCloudProcess, startLocalCloudProcess } from '../support/local-cloud-process.ts';

/**
 * A frozen DynamoDB (its JVM stopped with SIGSTOP, as a stalled table looks to a client): every
 * kind of route answers 503 with a message well within API Gateway's 29 s, and all is well again
 * once it answers. Runs on a local cloud of its own, so the shared one is never frozen.
 */
let cloud: LocalCloudProcess;
let jvm: number;

const call = async (path: string, init: RequestInit = {}) => {
  const started = Date.now();
  const res = await fetch(new URL(path, cloud.apiUrl), init);
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null, ms: Date.now() - started };
};

const signIn = () =>
  call('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(cloud.demo),
  });

beforeAll(async () => {
  cloud = await startLocalCloudProcess({ env: { JWT_SECRET: `stalled-${Date.now()}-secret-for-tests` } });
  const port = new URL(cloud.dynamoEndpoint).port;
  jvm = Number(
    execFileSync('pgrep', ['-f', `^java .*DynamoDBLocal.jar -port ${port} `], { encoding: 'utf8' }).trim(),
  );
  expect(jvm).toBeGreaterThan(0);
}, 90_000);

afterAll(async () => {
  if (jvm) process.kill(jvm, 'SIGCONT');
  await cloud?.stop();
});

describe('a stalled table', () => {
  it('answers 503 {message} on health, sign-in and signed-in routes within seconds, then recovers', async () => {
    const login = await signIn();
    expect(login.status).toBe(200);
    const token = (login.body as { token: string }).token;
    const auth = { headers: { authorization: `Bearer ${token}` } };

    process.kill(jvm, 'SIGSTOP');
    try {
      const [health, ...answers] = await Promise.all([
        call('/api/health'),
        signIn(),
        call('/api/materials', auth),
      ]);
      expect(health.status).toBe(503);
      expect(health.body).toMatchObject({ status: 'degraded', table: { status: 'unavailable' } });
      for (const answer of answers) {
        expect(answer.status).toBe(503);
        expect(answer.body).toEqual({ message: expect.any(String) });
      }
      // The SDK gives up after two tries of 3 s: far below API Gateway's 29 s.
      for (const answer of [health, ...answers]) expect(answer.ms).toBeLessThan(15_000);
    } finally {
      process.kill(jvm, 'SIGCONT');
    }

    expect((await call('/api/health')).status).toBe(200);
    expect((await signIn()).status).toBe(200);
    expect((await call('/api/materials', auth)).status).toBe(200);
  }, 60_000);
});
