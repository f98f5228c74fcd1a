import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { areaEntry } from '@bp/infra/lib/api/function-entries.ts';
import { credentialsOf } from '@bp/infra/local/iam/function-identity.ts';
import { LOCAL_REGION, LOCAL_TABLE } from '@bp/infra/local/local-aws.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, demoToken } from '../support/api.ts';
import { cloud } from '../support/cloud.ts';
import { restoreGrants, revokeGrant } from './local-iam.ts';

/**
 * The checked DynamoDB endpoint keeps each day's signing key and each IAM decision: straight at
 * it, over HTTP, as a function's SDK calls it, a call it has just accepted does not open the door
 * to the same key with a bad signature, to another function's call of the same action, or to a
 * grant taken away since.
 */
const auth = { name: 'api-auth', entry: areaEntry('auth') };
const platform = { name: 'api-platform', entry: areaEntry('platform') };
const clients: DynamoDBClient[] = [];
const clientOf = (credentials: { accessKeyId: string; secretAccessKey: string }) => {
  const client = new DynamoDBClient({
    endpoint: cloud().checkedDynamoEndpoint,
    region: LOCAL_REGION,
    credentials,
    maxAttempts: 1,
  });
  clients.push(client);
  return client;
};
const getItem = (client: DynamoDBClient) =>
  client.send(
    new GetItemCommand({ TableName: LOCAL_TABLE, Key: { pk: { S: 'NO#SUCH' }, sk: { S: 'ITEM' } } }),
  );
const errorOf = (call: Promise<unknown>) =>
  call.then(
    () => 'accepted',
    (error: Error) => error.name,
  );

beforeAll(async () => {
  // The endpoints know a function by its key once it has run: a sign-in runs api-auth, health api-platform.
  await demoToken();
  expect((await api('GET', '/api/health')).status).toBe(200);
});
afterEach(restoreGrants);
afterAll(() => clients.forEach((c) => c.destroy()));

describe('the checked DynamoDB endpoint after an accepted call', () => {
  it('refuses the same key with a bad signature, then still accepts the good one', async () => {
    const good = clientOf(credentialsOf(auth));
    expect(await errorOf(getItem(good))).toBe('accepted');
    const forged = clientOf({ ...credentialsOf(auth), secretAccessKey: 'not-the-secret' });
    expect(await errorOf(getItem(forged))).toBe('SignatureDoesNotMatch');
    expect(await errorOf(getItem(good))).toBe('accepted');
  });

  it("refuses another function's call of the same action on the same table (not in its policy)", async () => {
    expect(await errorOf(getItem(clientOf(credentialsOf(auth))))).toBe('accepted');
    expect(await errorOf(getItem(clientOf(credentialsOf(platform))))).toBe('AccessDeniedException');
  });

  it('refuses a grant taken away after it was used, and accepts it once given back', async () => {
    const client = clientOf(credentialsOf(auth));
    expect(await errorOf(getItem(client))).toBe('accepted');
    await revokeGrant(auth.name, ['dynamodb:GetItem']);
    expect(await errorOf(getItem(client))).toBe('AccessDeniedException');
    await restoreGrants();
    expect(await errorOf(getItem(client))).toBe('accepted');
  });
});
