import { createHash, randomBytes } from 'node:crypto';
import { DB_CALLS_HEADER, parseDbCalls } from '@bp/functions/lib/db-calls.ts';
import type * as Kit from '@bp/functions/adapters/dynamodb/kit/index.ts';
import type * as Records from '@bp/functions/adapters/dynamodb/submissions/records/submission.ts';
import type * as ClassRecords from '@bp/functions/adapters/dynamodb/submissions/records/submission-class.ts';
import type * as Repo from '@bp/functions/adapters/dynamodb/submissions/submission-items.ts';
import type * as Lists from '@bp/functions/adapters/dynamodb/submissions/submission-lists.ts';
import type { SubmissionRecord } from '@bp/functions/core/submissions/records.ts';
import { useLocalTable } from '@bp/infra/local/local-aws.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { cloud } from '../support/cloud.ts';
import { verifiedSubmission } from '../../support/verified-submission.ts';
import { createMaterial, createSupplier, expectRoute, freshCompany, kindClient } from './support.ts';
import { requestUploadUrl } from './upload-support.ts';

/**
 * The lists' totals and pages from the class counts and the class index (docs/submissions.md,
 * Lists), checked against the kind's partition read whole: after each write that moves a class,
 * under concurrent writes, and for submissions stored before the counts and index keys existed
 * (written straight into the table), counted once while writes go on.
 */

let repo: typeof Repo;
let kit: typeof Kit;
let records: typeof Records;
let classRecords: typeof ClassRecords;
let lists: typeof Lists;

beforeAll(async () => {
  useLocalTable(cloud().dynamoEndpoint);
  // After the endpoint is set: the table client is made when its module loads.
  repo = await import('@bp/functions/adapters/dynamodb/submissions/submission-items.ts');
  kit = await import('@bp/functions/adapters/dynamodb/kit/index.ts');
  records = await import('@bp/functions/adapters/dynamodb/submissions/records/submission.ts');
  classRecords = await import('@bp/functions/adapters/dynamodb/submissions/records/submission-class.ts');
  lists = await import('@bp/functions/adapters/dynamodb/submissions/submission-lists.ts');
}, 60_000);

const TABS = [
  {},
  { include_archived: true },
  { filter_type: 'review' },
  { filter_type: 'review', include_archived: true },
  { filter_type: 'verified' },
  { filter_type: 'verified', include_archived: true },
] as const;

const shows = (tab: (typeof TABS)[number], s: SubmissionRecord) =>
  ('include_archived' in tab || !s.archived) &&
  (!('filter_type' in tab) || (tab.filter_type === 'verified') === (s.status === 'verified'));

/** Every tab's total and ids (newest first), and a deep page, equal the partition read whole. */
const expectLists = async (gr: ReturnType<typeof kindClient>, companyId: number) => {
  const stored = (await repo.listSubmissions(companyId, 'goods_receipt')).sort((a, b) => b.id - a.id);
  for (const tab of TABS) {
    const want = stored.filter((s) => shows(tab, s)).map((s) => s.id);
    const all = await gr.list({ ...tab, page: 1, page_size: 500 });
    expect(all.status, all.text).toBe(200);
    expect({ tab, total: all.body.total, ids: all.body.items.map((i) => i.id) }).toEqual({
      tab,
      total: want.length,
      ids: want,
    });
    // The last page, read from the oldest end.
    const size = 2;
    const last = Math.max(1, Math.ceil(want.length / size));
    const page = await gr.list({ ...tab, page: last, page_size: size });
    expect(page.body.items.map((i) => i.id)).toEqual(want.slice((last - 1) * size, last * size));
  }
  return stored;
};

/** The counts item equals the partition's tally. */
const expectCounts = async (companyId: number) => {
  const stored = await repo.listSubmissions(companyId, 'goods_receipt');
  const item = await kit.getItem(classRecords.countsKey(companyId, 'goods_receipt'), { consistent: true });
  expect(classRecords.toCounts(item)).toEqual({
    review_open: stored.filter((s) => s.status !== 'verified' && !s.archived).length,
    review_archived: stored.filter((s) => s.status !== 'verified' && s.archived).length,
    verified_open: stored.filter((s) => s.status === 'verified' && !s.archived).length,
    verified_archived: stored.filter((s) => s.status === 'verified' && s.archived).length,
  });
};

describe('the class counts', () => {
  it('of a new company are there from its birth, so its first lists count nothing racing its creates', async () => {
    const { token, companyId } = await freshCompany();
    for (const kind of ['goods_receipt', 'production', 'shipment'] as const)
      expect(
        classRecords.toCounts(
          await kit.getItem(classRecords.countsKey(companyId, kind), { consistent: true }),
        ),
      ).toEqual({
        review_open: 0,
        review_archived: 0,
        verified_open: 0,
        verified_archived: 0,
      });
    const gr = kindClient(token, '/api/goods-receipts', 'goodsReceipt');
    const racing = await Promise.all([
      ...Array.from({ length: 6 }, () => gr.manualNew().then(() => null)),
      ...Array.from({ length: 4 }, () => gr.list({})),
    ]);
    for (const res of racing.filter((r) => r !== null)) {
      expect(res.status, res.text).toBe(200);
      // No one-off count: no transaction, and no call refused (one per list before).
      const calls = parseDbCalls(String(res.headers.get(DB_CALLS_HEADER)));
      expect(calls).toMatchObject({ refused: 0, conflicts: 0 });
      expect(calls.byCommand.TransactWriteItems ?? 0).toBe(0);
    }
    await expectCounts(companyId);
    expect(await expectLists(gr, companyId)).toHaveLength(6);
  });

  it('are right after create, verify, archive, unarchive and an upload', async () => {
    const { token, companyId } = await freshCompany();
    const gr = kindClient(token, '/api/goods-receipts', 'goodsReceipt');
    const [material, supplier] = await Promise.all([
      createMaterial(token, { traceable: true, unit_of_measure: 'kg' }),
      createSupplier(token),
    ]);
    await expectLists(gr, companyId);
    const [a, b, c] = [await gr.manualNew(), await gr.manualNew(), await gr.manualNew()];
    await expectLists(gr, companyId);
    await expectCounts(companyId);
    expectRoute(
      'goodsReceiptSubmit',
      await gr.submit({
        submission_id: a,
        receipt_date: '2026-11-20',
        rows: [
          { supplier_id: supplier.id, material_id: material.id, lot_code: 'C-1', quantity: 2, unit: 'kg' },
        ],
      }),
    );
    await expectLists(gr, companyId);
    expectRoute('goodsReceiptArchive', await gr.archive(b, true));
    expectRoute('goodsReceiptArchive', await gr.archive(c, true));
    await expectLists(gr, companyId);
    expectRoute('goodsReceiptArchive', await gr.archive(b, false));
    // Archiving twice, and a refused archive of a verified one, move nothing.
    expectRoute('goodsReceiptArchive', await gr.archive(c, true));
    expect((await gr.archive(a, true)).status).toBe(409);
    const bytes = randomBytes(64);
    expectRoute(
      'goodsReceiptUploadUrl',
      await requestUploadUrl(token, '/api/goods-receipts', {
        filename: 'log.jpg',
        content_type: 'image/jpeg',
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      }),
    );
    const stored = await expectLists(gr, companyId);
    await expectCounts(companyId);
    expect(stored).toHaveLength(4);
  });

  it('are right after concurrent creates, archives, unarchives and submits', async () => {
    const { token, companyId } = await freshCompany();
    const gr = kindClient(token, '/api/goods-receipts', 'goodsReceipt');
    const [material, supplier] = await Promise.all([
      createMaterial(token, { traceable: true, unit_of_measure: 'kg' }),
      createSupplier(token),
    ]);
    await gr.list({}); // counted (none yet)
    const first = await Promise.all(Array.from({ length: 12 }, () => gr.manualNew()));
    const submit = (id: number, i: number) =>
      gr
        .submit({
          submission_id: id,
          receipt_date: '2026-11-21',
          rows: [
            {
              supplier_id: supplier.id,
              material_id: material.id,
              lot_code: `K-${i}`,
              quantity: i + 1,
              unit: 'kg',
            },
          ],
        })
        .then((r) => r.status);
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () => gr.manualNew().then(() => 201)),
      ...first.slice(0, 8).map((id, i) => gr.archive(id, i % 2 === 0).then((r) => r.status)),
      ...first.slice(0, 4).map((id) => gr.archive(id, true).then((r) => r.status)),
      ...first.slice(8).map(submit),
    ]);
    expect(answers.every((status) => status === 200 || status === 201)).toBe(true);
    await expectCounts(companyId);
    const stored = await expectLists(gr, companyId);
    expect(stored).toHaveLength(20);
    expect(stored.filter((s) => s.status === 'verified')).toHaveLength(4);
  });
});

/** A submission as it was stored before the counts: no class or file index keys. */
const oldShape = (companyId: number, s: SubmissionRecord) => {
  const full: Record<string, unknown> = records.submissionItem(companyId, s);
  const { gsi1pk, gsi1sk, gsi3pk, gsi3sk, ...item } = full;
  expect([gsi1pk, gsi1sk].every(Boolean)).toBe(true);
  expect(Boolean(gsi3pk && gsi3sk)).toBe(Boolean(s.contentHash));
  return item as typeof item & { pk: string; sk: string };
};

/** A company from before the counts: none stored (a company made now has them from its birth). */
const companyBeforeTheCounts = async () => {
  const company = await freshCompany();
  await kit.transact([kit.remove(classRecords.countsKey(company.companyId, 'goods_receipt'))]);
  return company;
};

describe('submissions stored before the counts', () => {
  it('are counted once on the first list, while creates, archives and lists go on', async () => {
    const { token, companyId } = await companyBeforeTheCounts();
    const gr = kindClient(token, '/api/goods-receipts', 'goodsReceipt');
    const sha = randomBytes(32).toString('hex');
    const old = (id: number, change: Partial<SubmissionRecord>): SubmissionRecord => ({
      ...verifiedSubmission('goods_receipt', randomBytes(32).toString('hex')),
      id,
      ...change,
    });
    const base = 8_000_000 + companyId * 100;
    const stored = [
      ...Array.from({ length: 12 }, (_, i) => old(base + i, {})),
      old(base + 20, { archived: true }),
      old(base + 21, { status: 'created', fingerprint: null, submittedAt: null }),
      old(base + 22, { status: 'transcribed', archived: true, fingerprint: null }),
      old(base + 23, {
        status: 'transcribed',
        submissionType: 'transcription',
        fileKey: 'uploads/x',
        filename: 'old.jpg',
        contentHash: sha,
        fingerprint: null,
      }),
    ];
    for (const s of stored) await kit.transact([kit.putIfAbsent(oldShape(companyId, s))]);

    // The first lists race creates and an archive of an old one (which gives it its keys).
    const racing = await Promise.all([
      gr.list({}),
      gr.manualNew().then(() => null),
      gr.list({ filter_type: 'review' }),
      gr.archive(base + 21, true).then(() => null),
      gr.manualNew().then(() => null),
      gr.list({ include_archived: true }),
    ]);
    for (const res of racing) if (res) expect(res.status, res.text).toBe(200);
    await gr.list({}); // counts now, if every racing list lost
    await expectCounts(companyId);
    const listed = await expectLists(gr, companyId);
    expect(listed).toHaveLength(stored.length + 2);
    // Every old one has its keys now, so the file index finds the old upload's file.
    const again = await requestUploadUrl(token, '/api/goods-receipts', {
      filename: 'again.jpg',
      content_type: 'image/jpeg',
      size: 10,
      sha256: sha,
    });
    expect(again.status, again.text).toBe(409);
    expect(again.body).toMatchObject({ reason: 'same_file', duplicate_of: { id: base + 23 } });
  });

  it('a count that loses a race with a write stores nothing, and the next one is right', async () => {
    const { token, companyId } = await companyBeforeTheCounts();
    const gr = kindClient(token, '/api/goods-receipts', 'goodsReceipt');
    const base = 9_000_000 + companyId * 1000;
    // More than one transaction of keys to give (100 a transaction).
    const OLD = 250;
    for (let at = 0; at < OLD; at += 100)
      await kit.transact(
        Array.from({ length: Math.min(100, OLD - at) }, (_, i) =>
          kit.putIfAbsent(
            oldShape(companyId, {
              ...verifiedSubmission('goods_receipt', randomBytes(32).toString('hex')),
              id: base + at + i,
              archived: (at + i) % 7 === 0,
            }),
          ),
        ),
      );
    // A count begun before a create (it read the counts item then) stores nothing after it.
    const key = classRecords.countsKey(companyId, 'goods_receipt');
    const seen = await kit.getItem(key, { consistent: true });
    await gr.manualNew();
    expect(await lists.countOnce(companyId, 'goods_receipt', seen, new Date().toISOString())).toBeNull();
    expect(classRecords.toCounts(await kit.getItem(key, { consistent: true }))).toBeNull();
    // Many creates while the first lists count: whichever count stores, it is exact.
    await Promise.all([
      ...Array.from({ length: 6 }, () => gr.manualNew()),
      ...Array.from({ length: 4 }, () => gr.list({ include_archived: true })),
    ]);
    await gr.list({});
    await expectCounts(companyId);
    expect(await expectLists(gr, companyId)).toHaveLength(OLD + 7);
  });
});
