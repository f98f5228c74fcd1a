import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { createMaterial, freshCompany } from '../master-data/support.ts';
import { multipart, putPresigned, requestUploadUrl } from '../submissions/upload-support.ts';
import { restoreGrants, revokeGrant } from './local-iam.ts';

/**
 * Every SDK call a function makes locally is authorized against the policy CDK synthesizes for
 * that function, as AWS does: a grant taken away (as if area-access.ts had not given it) makes
 * the call AccessDenied, and the route fails instead of silently working.
 */
let token: string;
const pdf = Buffer.from(`%PDF-1.4\n%${'x'.repeat(2000)}\n%%EOF\n`);

beforeAll(async () => {
  ({ token } = await freshCompany());
});
afterEach(restoreGrants);

const uploadUrl = async () => {
  const res = await requestUploadUrl(token, '/api/goods-receipts', {
    filename: 'receiving.pdf',
    content_type: 'application/pdf',
    size: pdf.length,
  });
  expect(res.status, res.text).toBe(201);
  return res.body;
};

describe('IAM enforcement in the local cloud', () => {
  it('a presigned PUT carries its signer rights: refused without s3:PutObject, accepted with it', async () => {
    await revokeGrant('api-goods-receipts', ['s3:PutObject']);
    const refused = await putPresigned(await uploadUrl(), pdf);
    const xml = await refused.text();
    expect(refused.status).toBe(403);
    expect(xml).toContain('<Code>AccessDenied</Code>');
    // The message names the function, the action and the resource, so a missing grant is found fast.
    expect(xml).toMatch(
      /assumed-role\/api-goods-receipts\/.* is not authorized to perform: s3:PutObject on resource: arn:aws:s3:::[^/]+\/uploads\/\d+\/goods-receipts\/\d+\/receiving\.pdf/,
    );
    expect(xml).toContain('functions/src/http/goods-receipts/index.ts');

    await restoreGrants();
    const accepted = await putPresigned(await uploadUrl(), pdf);
    expect(accepted.status, await accepted.text()).toBe(200);
  });

  it('the multipart upload route fails without s3:PutObject and stores the document with it', async () => {
    const upload = () =>
      api<{ submission_id?: number; message?: string }>('POST', '/api/goods-receipts/upload-document', {
        token,
        body: multipart('log.pdf', pdf, 'application/pdf'),
      });
    await revokeGrant('api-goods-receipts', ['s3:PutObject']);
    const refused = await upload();
    expect(refused.status).toBe(500);
    expect(refused.body).toEqual({ message: expect.any(String) });

    await restoreGrants();
    const stored = await upload();
    expect(stored.status, stored.text).toBe(201);
  });

  it('DynamoDB calls too: a table write refused without dynamodb:PutItem (TransactWriteItems included)', async () => {
    await revokeGrant('api-materials', ['dynamodb:PutItem']);
    const refused = await api('POST', '/api/materials/new', {
      token,
      json: { name: `Flour ${Date.now()}`, material_type: 'ingredient', unit_of_measure: 'kg' },
    });
    expect(refused.status).toBeGreaterThanOrEqual(500);
    // Another function keeps its own grants.
    const list = await api('GET', '/api/suppliers', { token });
    expect(list.status).toBe(200);

    await restoreGrants();
    const created = await createMaterial(token);
    expect(created.id).toBeGreaterThan(0);
  });

  it('reads are authorized per index: a Query on an index refused without its grant', async () => {
    await createMaterial(token);
    await revokeGrant('api-materials', ['dynamodb:Query']);
    const refused = await api('GET', '/api/materials', { token });
    expect(refused.status).toBeGreaterThanOrEqual(500);
    await restoreGrants();
    expect((await api('GET', '/api/materials', { token })).status).toBe(200);
  });
});
