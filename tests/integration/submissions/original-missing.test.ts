import { submissionMessages } from '@bp/shared/contracts/submissions/common.ts';
import { beforeAll, describe, it } from 'vitest';
import { api } from '../support/api.ts';
import { expectMessage, freshCompany } from './support.ts';
import { pngUploadUrl } from './upload-support.ts';

/**
 * An upload whose file never arrived (the presigned PUT was never sent) has a key and no object.
 * Its original is a 404, not a 500: S3 answers the function's look for a missing key 403, since
 * the submission areas may read uploads but not list the bucket.
 */
let token: string;

beforeAll(async () => {
  ({ token } = await freshCompany());
});

describe('the original of an upload whose file never arrived', () => {
  it('is 404 "no original document", as a link and as a redirect', async () => {
    const target = await pngUploadUrl(token, 'never-sent.png', 1234);
    const path = `/api/goods-receipts/${target.submission_id}/original`;
    expectMessage(
      await api('GET', path, { token, headers: { accept: 'application/json' } }),
      404,
      submissionMessages.noOriginal,
    );
    expectMessage(await api('GET', path, { token }), 404, submissionMessages.noOriginal);
  });
});
