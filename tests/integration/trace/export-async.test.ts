import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { TRACE_EXPORT_ENTRY } from '@bp/infra/lib/jobs/job-entries.ts';
import { credentialsOf } from '@bp/infra/local/iam/function-identity.ts';
import { type FsmaExportJob, type FsmaExportLink, fsmaExportJob } from '@bp/shared/contracts/trace.ts';
import Papa from 'papaparse';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { restoreGrants, revokeGrant } from '../local-cloud/local-iam.ts';
import { freshCompany } from '../master-data/support.ts';
import { lotsOf } from '../submissions/support.ts';
import { api, type ApiResponse } from '../support/api.ts';
import { expectMessage } from '../submissions/support.ts';
import { type Bakery, buildBakery, expectTrace } from './scenario.ts';

/**
 * The asynchronous FSMA 204 export (docs/trace.md): POST answers 202 and writes the request
 * object, whose creation runs the worker function (the local cloud's S3 event, EventBridge in
 * AWS); the status route answers pending, then done with a presigned link, or failed.
 */
const WORKER = 'job-export-trace';
const RANGE = { start_date: '2026-03-01', end_date: '2026-03-07' };

let b: Bakery;
beforeAll(async () => {
  b = await buildBakery();
}, 120_000);
afterEach(restoreGrants);

const start = (body: Record<string, unknown>, token = b.token) =>
  api<FsmaExportJob>('POST', '/api/trace-lot/exports', { token, json: body });

const status = (exportId: string, token = b.token) =>
  api<FsmaExportJob>('GET', `/api/trace-lot/exports/${exportId}`, { token });

/** Polls until the export leaves pending (the worker runs beside the API in the local cloud). */
const settled = async (exportId: string): Promise<FsmaExportJob> => {
  const until = Date.now() + 60_000;
  for (;;) {
    const job = expectTrace<FsmaExportJob>('traceExportStatus', await status(exportId));
    if (job.status !== 'pending' || Date.now() > until) return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

const started = (res: ApiResponse<FsmaExportJob>): FsmaExportJob => {
  expect(res.status, res.text).toBe(202);
  const job = fsmaExportJob.parse(res.body);
  expect(job).toMatchObject({ status: 'pending', started_at: null, finished_at: null });
  expect(job.export_id).toMatch(/^[0-9a-f-]{36}$/);
  return job;
};

const csvBody = (bytes: ArrayBuffer): string[][] =>
  Papa.parse<string[]>(
    Buffer.from(bytes)
      .toString('utf8')
      .replace(/^\uFEFF/, ''),
    { skipEmptyLines: true },
  ).data;

describe('asynchronous FSMA 204 export', () => {
  it('runs a range in the worker; the presigned file has the rows the synchronous export has', async () => {
    const job = started(await start({ ...RANGE, format: 'csv' }));
    const done = await settled(job.export_id);
    expect(done).toMatchObject({
      export_id: job.export_id,
      status: 'done',
      format: 'csv',
      filename: 'fsma204-2026-03-01-to-2026-03-07.csv',
      content_type: 'text/csv; charset=utf-8',
      expires_in: 900,
    });
    expect(done.started_at).not.toBeNull();
    expect(done.finished_at).not.toBeNull();
    const url = new URL(done.url as string);
    expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(decodeURIComponent(url.pathname)).toContain(`/exports/${b.companyId}/${job.export_id}/`);

    // Downloaded as a browser does: no token, the signature is the permission.
    const file = await fetch(done.url as string);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${done.filename}"`);
    const bytes = await file.arrayBuffer();
    expect(bytes.byteLength).toBe(done.bytes);
    const asyncRows = csvBody(bytes);

    const link = expectTrace<FsmaExportLink>(
      'exportTraceCsv',
      await api('GET', '/api/trace-lot/export/csv', { token: b.token, query: RANGE }),
    );
    const syncRows = csvBody(await (await fetch(link.url)).arrayBuffer());
    expect(syncRows.length).toBeGreaterThan(10);
    expect(asyncRows).toEqual(syncRows);
    expect(done.rows).toBe(link.rows);

    // The worker's role writes under exports/ only: the same credentials, the same bucket,
    // another prefix, are refused by the local cloud's IAM check, as AWS would.
    const bucket = url.pathname.split('/')[1] as string;
    const s3 = new S3Client({
      endpoint: url.origin,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: credentialsOf({ name: WORKER, entry: TRACE_EXPORT_ENTRY }),
    });
    const put = (key: string) =>
      s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: 'x', ContentType: 'text/plain' }));
    await expect(put(`uploads/${b.companyId}/goods-receipts/1/planted.pdf`)).rejects.toMatchObject({
      name: 'AccessDenied',
    });
    await expect(put(`documents/${b.companyId}/planted.txt`)).rejects.toMatchObject({ name: 'AccessDenied' });
    await expect(put(`exports/${b.companyId}/${job.export_id}/probe.txt`)).resolves.toBeDefined();
    s3.destroy();
  });

  it('writes Excel too, and a lot within the range', async () => {
    const job = started(
      await start({ lot_code: 'BR-1', start_date: '2026-03-06', end_date: '2026-03-07', format: 'xlsx' }),
    );
    const done = await settled(job.export_id);
    expect(done).toMatchObject({
      status: 'done',
      rows: 2,
      filename: 'fsma204-lot-BR-1-2026-03-06-to-2026-03-07.xlsx',
    });
    const file = await fetch(done.url as string);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    expect((await file.arrayBuffer()).byteLength).toBe(done.bytes);
  });

  it('refuses a bad request at once, with a message', async () => {
    expectMessage(
      await start({ start_date: '2026-03-05', end_date: '2026-03-01', format: 'csv' }),
      400,
      'start_date must not be after end_date',
    );
    expectMessage(
      await start({ start_date: '2026-03-01', format: 'csv' }),
      400,
      'Give a lot_code, or both start_date and end_date',
    );
    const badDate = await start({ start_date: '2026-02-30', end_date: '2026-03-01', format: 'csv' });
    expect(badDate.status).toBe(400);
    expect(badDate.body).toEqual({ message: expect.stringContaining('start_date') });
    expectMessage(await start({ ...RANGE, format: 'pdf' }), 400, 'format must be csv or xlsx');
    expectMessage(
      await start({ lot_code: 'NO-SUCH-LOT', format: 'csv' }),
      404,
      'No lot with code NO-SUCH-LOT was found',
    );
  });

  it("answers 404 for an unknown export and for another company's", async () => {
    expectMessage(await status('00000000-0000-4000-8000-000000000000'), 404, 'Export not found');
    expectMessage(await status('not-an-export'), 400, 'export_id is not an export id');
    const mine = started(await start({ ...RANGE, format: 'csv' }));
    const other = await freshCompany();
    expectMessage(await status(mine.export_id, other.token), 404, 'Export not found');
    expect((await settled(mine.export_id)).status).toBe('done');
  });

  it('a worker that cannot write the file ends failed with a reason, never pending', async () => {
    await revokeGrant(WORKER, ['s3:PutObject']);
    const job = started(await start({ ...RANGE, format: 'csv' }));
    const failed = await settled(job.export_id);
    expect(failed).toMatchObject({
      status: 'failed',
      message: 'The export could not be completed. Start it again.',
    });
    expect(failed.finished_at).not.toBeNull();
    expect(failed.url).toBeUndefined();
    // It stays failed: the export is never retried into another state behind the caller's back.
    await restoreGrants();
    expect((await status(job.export_id)).body).toEqual(failed);
  });

  // Last: it merges and holds lots of the bakery.
  it("marks a lot merged away with its survivor's hold, read through the range's own entries", async () => {
    const flour = b.materials.flour.id;
    const lots = await lotsOf(b.token, flour);
    const [fl1, fl2] = ['FL-1', 'FL-2'].map((c) => lots.find((l) => l.lot_code === c)?.id as number);
    const merged = await api('POST', `/api/materials/${flour}/lots/merge`, {
      token: b.token,
      json: { from_lot_id: fl2, to_lot_id: fl1 },
    });
    expect(merged.status, merged.text).toBe(200);
    const held = await api('POST', `/api/materials/${flour}/lots/${fl1}/hold`, {
      token: b.token,
      json: { category: 'quality', reason: 'Damp sacks' },
    });
    expect(held.status, held.text).toBe(200);
    const done = await settled(started(await start({ ...RANGE, format: 'csv' })).export_id);
    const [head, ...rows] = csvBody(await (await fetch(done.url as string)).arrayBuffer());
    const lot = head?.indexOf('Traceability Lot Code') as number;
    const status = head?.indexOf('Lot Status') as number;
    const statusOf = (code: string) => [
      ...new Set(rows.filter((r) => r[lot] === code).map((r) => r[status])),
    ];
    expect(statusOf('FL-2')).toEqual([expect.stringMatching(/^On hold \(Quality: Damp sacks, since /)]);
    expect(statusOf('FL-1')).toEqual(statusOf('FL-2'));
    expect(statusOf('SU-1')).toEqual(['']);
  });
});
