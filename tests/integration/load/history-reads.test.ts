import { randomBytes } from 'node:crypto';
import { parseDbCalls, DB_CALLS_HEADER } from '@bp/functions/lib/db-calls.ts';
import type * as Kit from '@bp/functions/adapters/dynamodb/kit/index.ts';
import type * as Records from '@bp/functions/adapters/dynamodb/submissions/records/submission.ts';
import type * as Repo from '@bp/functions/adapters/dynamodb/submissions/submission-items.ts';
import { useLocalTable } from '@bp/infra/local/local-aws.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiResponse, api } from '../support/api.ts';
import { cloud } from '../support/cloud.ts';
import { verifiedSubmission } from '../../support/verified-submission.ts';
import {
  createMaterial,
  createSupplier,
  expectRoute,
  freshCompany,
  kindClient,
} from '../submissions/support.ts';
import { requestUploadUrl } from '../submissions/upload-support.ts';

/**
 * What a submit, a list page and an upload-url read must not grow with the company's history
 * (issue 23): the duplicate check asks the content index (gsi5) for one fingerprint, a list page
 * the class counts and the class index (gsi1), the same-file check the file index (gsi3), instead
 * of reading the kind's partition. The
 * functions' own count of the items their DynamoDB calls read (`x-local-db-calls`, LOCAL_DB_CALLS=1)
 * is compared across histories written straight into the table. A lot ledger page is sized by the
 * lot's entry count and reads up to the page only (docs/inventory.md). Counts only, never timings.
 */

const HISTORY = 40;

let repo: typeof Repo;
let kit: typeof Kit;
let records: typeof Records;
let token: string;
let companyId: number;
let material: { id: number };
let supplier: { id: number };
let gr: ReturnType<typeof kindClient>;

/** `n` more verified receipts of other content, as submits leave them. */
const grow = async (n: number) => {
  for (let i = 0; i < n; i += 10)
    await Promise.all(
      Array.from({ length: Math.min(10, n - i) }, () =>
        repo.createSubmission(
          companyId,
          verifiedSubmission('goods_receipt', randomBytes(32).toString('hex')),
        ),
      ),
    );
};

const itemsRead = (what: string, res: ApiResponse<unknown>, status = 200) => {
  expect(res.status, `${what}: ${res.text}`).toBe(status);
  const header = res.headers.get(DB_CALLS_HEADER);
  expect(header, `${what}: no ${DB_CALLS_HEADER} header`).toBeTruthy();
  return parseDbCalls(header as string).items;
};

const body = (id: number, quantity: number) => ({
  submission_id: id,
  receipt_date: '2026-11-20',
  rows: [{ supplier_id: supplier.id, material_id: material.id, lot_code: 'H-1', quantity, unit: 'kg' }],
});

beforeAll(async () => {
  useLocalTable(cloud().dynamoEndpoint);
  // After the endpoint is set: the table client is made when its module loads.
  repo = await import('@bp/functions/adapters/dynamodb/submissions/submission-items.ts');
  kit = await import('@bp/functions/adapters/dynamodb/kit/index.ts');
  records = await import('@bp/functions/adapters/dynamodb/submissions/records/submission.ts');
  ({ token, companyId } = await freshCompany());
  gr = kindClient(token, '/api/goods-receipts', 'goodsReceipt');
  [material, supplier] = await Promise.all([
    createMaterial(token, { traceable: true, unit_of_measure: 'kg' }),
    createSupplier(token),
  ]);
  // The lot exists before the measured submits, so each posts the same way.
  expectRoute('goodsReceiptSubmit', await gr.submit(body(await gr.manualNew(), 1)));
}, 60_000);

/** `n` entries more on lot L-1, in one receipt of `n` rows. */
const receiveOnLot = async (n: number, from: number) => {
  const id = await gr.manualNew();
  const row = { supplier_id: supplier.id, material_id: material.id, lot_code: 'L-1', unit: 'kg' };
  const rows = Array.from({ length: n }, (_, i) => ({ ...row, quantity: from + i }));
  expectRoute('goodsReceiptSubmit', await gr.submit({ submission_id: id, receipt_date: '2026-11-21', rows }));
};

describe('a lot ledger page reads the same items however long the lot history', () => {
  it('page 1 of 20 with 20 and with 120 entries on the lot: the same items, about the page', async () => {
    await receiveOnLot(20, 1);
    const lots = await api<{ items: { id: number; lot_code: string }[] }>(
      'GET',
      `/api/materials/${material.id}/lots`,
      { token },
    );
    const lotId = lots.body.items.find((l) => l.lot_code === 'L-1')?.id as number;
    const page = async () => {
      const res = await api<{ items: unknown[]; total: number }>(
        'GET',
        `/api/materials/${material.id}/ledger`,
        { token, query: { lot_id: lotId, page: 1, page_size: 20 } },
      );
      return { items: itemsRead('lot ledger', res), total: res.body.total };
    };
    const small = await page();
    await receiveOnLot(50, 100);
    await receiveOnLot(50, 200);
    const large = await page();
    expect([small.total, large.total]).toEqual([20, 120]);
    expect(large.items).toBe(small.items);
    // The material, the lot and the page's 20 entries.
    expect(small.items).toBeLessThanOrEqual(22);
  });
});

describe('a submit reads the same items however long the history', () => {
  it(`${HISTORY} and ${3 * HISTORY} more verified receipts: the same items read, fewer than the history`, async () => {
    await grow(HISTORY);
    const small = itemsRead('submit', await gr.submit(body(await gr.manualNew(), 2)));
    await grow(2 * HISTORY);
    const large = itemsRead('submit', await gr.submit(body(await gr.manualNew(), 3)));
    expect(large).toBe(small);
    expect(small).toBeLessThan(HISTORY);
  });

  it('still finds the same content in that history: only its own company and kind, the newest named', async () => {
    const id = await gr.manualNew();
    expectRoute('goodsReceiptSubmit', await gr.submit(body(id, 4)));
    const stored = await repo.getSubmission(companyId, 'goods_receipt', id);
    const fingerprint = stored?.fingerprint as string;
    expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);
    // The same fingerprint under another company (a higher id) and under this company's production:
    // neither may be named.
    const other = await freshCompany();
    await kit.transact([
      kit.putIfAbsent(
        records.submissionItem(other.companyId, {
          ...verifiedSubmission('goods_receipt', fingerprint),
          id: 9_999_999,
        }),
      ),
    ]);
    await repo.createSubmission(companyId, verifiedSubmission('production', fingerprint));
    const again = await gr.manualNew();
    const refused = await gr.submit(body(again, 4));
    expect(itemsRead('same content', refused, 409)).toBeLessThan(HISTORY);
    expect(refused.body).toMatchObject({ reason: 'same_content', duplicate_of: { id } });
    // Confirmed, it posts; then a third names the newest of the two.
    expectRoute('goodsReceiptSubmit', await gr.submit({ ...body(again, 4), confirm_duplicate: true }));
    const third = await gr.submit(body(await gr.manualNew(), 4));
    expect(third.status).toBe(409);
    expect(third.body).toMatchObject({ duplicate_of: { id: again } });
  });
});

describe('a list page and an upload-url read the same items however long the history', () => {
  const page = (query: Record<string, string | number | boolean>) =>
    gr.list({ page: 1, page_size: 10, ...query });
  const upload = () =>
    requestUploadUrl(token, '/api/goods-receipts', {
      filename: 'log.jpg',
      content_type: 'image/jpeg',
      size: 1000,
      sha256: randomBytes(32).toString('hex'),
    });
  const reads = async () => ({
    all: itemsRead('list', await page({})),
    review: itemsRead('review tab', await page({ filter_type: 'review', include_archived: true })),
    verified: itemsRead('verified tab', await page({ filter_type: 'verified' })),
    upload: itemsRead('upload-url', await upload(), 201),
  });

  it(`${HISTORY} and ${3 * HISTORY} more verified receipts: the same items read, fewer than the history`, async () => {
    // A full page of drafts under review, so each class a tab reads holds more than a page.
    await Promise.all(Array.from({ length: 10 }, () => gr.manualNew()));
    await reads(); // the kind's counts exist from here on (the one-off count of what came before)
    await grow(HISTORY);
    const small = await reads();
    await grow(2 * HISTORY);
    const large = await reads();
    expect(large).toEqual(small);
    for (const items of Object.values(small)) expect(items).toBeLessThan(HISTORY);
    // and the answer is still the whole history's: every receipt counted, the newest first
    const listed = (await page({ include_archived: true })).body;
    const stored = await repo.listSubmissions(companyId, 'goods_receipt');
    expect(listed.total).toBe(stored.length);
    expect(listed.items.map((i) => i.id)).toEqual(
      stored
        .map((s) => s.id)
        .sort((a, b) => b - a)
        .slice(0, 10),
    );
  });
});
