import { failureReasons } from '@bp/functions/core/documents/failure-reasons.ts';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, apiUrl } from '../support/api.ts';
import { expectRoute, freshCompany, kindClient } from './support.ts';
import { armPipelineFault, multipart, putPresigned, requestUploadUrl, settled } from './upload-support.ts';

const BASE = '/api/goods-receipts';
let token: string;
let gr: ReturnType<typeof kindClient>;
let blank: Buffer;

beforeAll(async () => {
  ({ token } = await freshCompany());
  gr = kindClient(token, BASE, 'goodsReceipt');
  blank = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
});

const uploadUrl = async (name: string) =>
  expectRoute<{ submission_id: number; upload_url: string; headers: Record<string, string> }>(
    'goodsReceiptUploadUrl',
    await requestUploadUrl(token, BASE, { filename: name, content_type: 'image/png', size: blank.length }),
  );

/**
 * The local scheduler's run of the job, as its own function (its synthesized role), scaled
 * down: an upload is swept as soon as it waits (in AWS: the URL's 60 s plus 5 minutes).
 */
const sweep = async () => {
  const res = await fetch(new URL('/__local/schedules/sweep-uploads', apiUrl()), {
    method: 'POST',
    body: JSON.stringify({ afterSeconds: 0 }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as { seen: number; failed: number; errors: number };
};

describe('the upload sweep', () => {
  it('fails an upload whose file never came, leaves one whose file arrived; the outbox file still revives it', async () => {
    const never = await uploadUrl('never.png');
    // A file that arrived and is not read yet (its execution hangs before pinning it).
    const arrived = await uploadUrl('arrived.png');
    await armPipelineFault({
      contains: `/${arrived.submission_id}/`,
      timeoutSeconds: 30,
      hangState: 'LoadSubmission',
    });
    expect((await putPresigned(arrived, blank)).status).toBe(200);

    const run = await sweep();
    expect(run.errors).toBe(0);
    expect(run.failed).toBeGreaterThanOrEqual(1);
    expect((await gr.get(never.submission_id)).body).toMatchObject({
      submission_status: 'failed',
      failure_reason: failureReasons.neverArrived,
    });
    expect((await gr.get(arrived.submission_id)).body).toMatchObject({
      submission_status: 'pending',
      failure_reason: null,
    });
    // Out of the index once failed: a second run does not see it again.
    const again = await sweep();
    expect(again.failed).toBe(0);

    // The outbox's file, late: the upload takes it after all, is read, and ends not pending.
    const late = await api<{ file: string }>('POST', `${BASE}/${never.submission_id}/upload-document`, {
      token,
      body: multipart('never.png', blank, 'image/png'),
    });
    expect(expectRoute('goodsReceiptUploadFile', late)).toMatchObject({ file: 'stored' });
    const done = await settled(token, BASE, never.submission_id);
    expect(done.submission_status).toBe('failed');
    expect(done.failure_reason).not.toBe(failureReasons.neverArrived);
  });
});
