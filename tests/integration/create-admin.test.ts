import type { Company } from '@bp/shared/contracts/admin.ts';
import { meResponse } from '@bp/shared/contracts/auth.ts';
import { describe, expect, it } from 'vitest';
import { cloud } from './support/cloud.ts';
import { adminToken, api, login, unique } from './support/api.ts';
import { runCreateAdmin } from './support/create-admin-cli.ts';

/** `npm run create-admin` against the test run's local DynamoDB, checked through the API. */
describe('npm run create-admin', () => {
  it('creates an administrator who can sign in and use the admin API, in a new company', async () => {
    const email = `${unique('cli-admin')}@example.test`;
    const company = unique('CLI Company ');
    const run = await runCreateAdmin([
      '--email',
      email,
      '--password',
      'cli-password',
      '--first-name',
      'Cli',
      '--last-name',
      'Admin',
      '--company',
      company,
    ]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(`Created platform administrator ${email}`);
    expect(run.stdout).toContain(`${company} (id `);
    expect(run.stdout).toContain('created)');

    const token = await login(email, 'cli-password');
    const me = meResponse.parse((await api('GET', '/api/me', { token })).body);
    expect(me).toMatchObject({ email, is_admin: true, full_name: 'Cli Admin', company_name: company });
    const read = await api<Company>('GET', `/api/admin/companies/${me.company_id}`, { token });
    expect(read.status).toBe(200);
    expect(read.body.user_count).toBe(1);
  });

  it('with no table named, defaults to the local cloud: table batchpath-local on 127.0.0.1:$DYNAMO_PORT', async () => {
    const email = `${unique('cli-default')}@example.test`;
    const port = new URL(cloud().dynamoEndpoint).port;
    const run = await runCreateAdmin(['--email', email, '--password', 'cli-password'], {
      TABLE_NAME: undefined,
      AWS_ENDPOINT_URL_DYNAMODB: undefined,
      AWS_ACCESS_KEY_ID: 'someone-elses-key',
      DYNAMO_PORT: port,
    });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(`table batchpath-local on http://127.0.0.1:${port}`);
    expect(run.stdout).toContain('BatchPath Operations');
    const me = meResponse.parse(
      (await api('GET', '/api/me', { token: await login(email, 'cli-password') })).body,
    );
    expect(me).toMatchObject({
      is_admin: true,
      full_name: 'Platform Administrator',
      company_name: 'BatchPath Operations',
    });
  });

  it('joins an existing company of the same name (any case) and keeps its user count exact', async () => {
    const admin = await adminToken();
    const name = unique('Existing Co ');
    const created = await api<Company>('POST', '/api/admin/companies', { token: admin, json: { name } });
    const email = `${unique('cli-admin')}@example.test`;
    const run = await runCreateAdmin([
      '--email',
      email,
      '--password',
      'cli-password',
      '--company',
      name.toUpperCase(),
    ]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('existing)');
    const company = await api<Company>('GET', `/api/admin/companies/${created.body.id}`, { token: admin });
    expect(company.body.user_count).toBe(1);
    const me = meResponse.parse(
      (await api('GET', '/api/me', { token: await login(email, 'cli-password') })).body,
    );
    expect(me.company_id).toBe(created.body.id);
  });

  it('refuses an e-mail that exists, in any letter case, and changes nothing', async () => {
    const email = `${unique('cli-admin')}@example.test`;
    expect((await runCreateAdmin(['--email', email, '--password', 'first-password'])).code).toBe(0);
    const again = await runCreateAdmin(['--email', email.toUpperCase(), '--password', 'second-password']);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already exists/);
    expect(again.stderr).toContain('Nothing was changed');
    await login(email, 'first-password');
    const second = await api('POST', '/api/auth/login', { json: { email, password: 'second-password' } });
    expect(second.status).toBe(401);
  });

  it('refuses bad arguments with the contract messages and the usage line', async () => {
    const noEmail = await runCreateAdmin(['--password', 'long-enough']);
    expect(noEmail.code).toBe(2);
    expect(noEmail.stderr).toContain('--email: Email is required');
    expect(noEmail.stderr).toContain('Usage: npm run create-admin');
    const short = await runCreateAdmin(['--email', 'x@example.test', '--password', 'abc']);
    expect(short.stderr).toContain('--password: Password must be at least 4 characters');
    const unknown = await runCreateAdmin(['--email', 'x@example.test', '--password', 'abcd', '--bogus']);
    expect(unknown.code).toBe(2);
  });

  it('explains when nothing answers at the endpoint', async () => {
    const run = await runCreateAdmin(['--email', `${unique('x')}@example.test`, '--password', 'abcd'], {
      AWS_ENDPOINT_URL_DYNAMODB: 'http://127.0.0.1:9',
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/Nothing answers at http:\/\/127\.0\.0\.1:9/);
  });
});
