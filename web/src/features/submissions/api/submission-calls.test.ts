import { goodsReceiptSpec, productionSpec } from '@bp/shared/contracts/submissions/kinds.ts';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { api } from '../../../lib/api-client/api.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { submissionCalls } from './submission-calls.ts';

const stamp = '2026-01-02T03:04:05.000Z';
const base = {
  id: 7,
  submission_type: 'manual_entry',
  submission_status: 'created',
  is_archived: false,
  created_at: stamp,
  updated_at: stamp,
  submitted_at: null,
  file_url: null,
  filename: null,
  failure_reason: null,
};
const receiptRow = {
  id: 3,
  row_id: 3,
  row_index: 1,
  submission_id: 7,
  supplier_id: 1,
  supplier_name: 'Acme',
  supplier_recognised: true,
  material_id: null,
  material_name: null,
  material_recognised: false,
  lot_code: null,
  supplier_lot_code: null,
  supplier_use_by: null,
  supplier_best_before: null,
  supplier_production_date: null,
  split_supplier_lot: null,
  po_number: null,
  quantity: 2.5,
  unit: 'kg',
  receipt_date: null,
};

const answer = (status: number, body: unknown) =>
  vi.fn(async (_url: string, _init?: RequestInit) =>
    status === 204 ? new Response(null, { status }) : Response.json(body, { status }),
  );

describe('the generated submission routes in api.call', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('calls a kind’s generated route, typed from its declaration, and parses the answer with it', async () => {
    const fetchMock = answer(200, receiptRow);
    vi.stubGlobal('fetch', fetchMock);
    const row = await api.call('goodsReceiptPatchRow', {
      params: { rowId: 3 },
      body: { quantity: '2.5', supplier_id: 1 },
    });
    expect(row.supplier_recognised).toBe(true);
    expectTypeOf(row.quantity).toEqualTypeOf<number | null>();
    expectTypeOf(row.supplier_name).toEqualTypeOf<string | null>();
    const [url, init = {}] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`${goodsReceiptSpec.basePath}/recognised-rows/3`);
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(String(init.body))).toEqual({ quantity: '2.5', supplier_id: 1 });
  });

  it('types production answers with their materials and sends the list query', async () => {
    const fetchMock = answer(200, { items: [], total: 0 });
    vi.stubGlobal('fetch', fetchMock);
    await submissionCalls(productionSpec).list({
      page: 2,
      page_size: 10,
      filter_type: 'review',
      include_archived: true,
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      `${productionSpec.basePath}?page=2&page_size=10&filter_type=review&include_archived=true`,
    );
    type Submission = Awaited<ReturnType<typeof api.call<'productionGet'>>>;
    expectTypeOf<Submission['materials'][number]['amt_used']>().toEqualTypeOf<number | null>();
    expectTypeOf<Submission['outgoing_lot']>().toEqualTypeOf<string | null>();
  });

  it('refuses an answer that does not fit the contract, and throws the server’s message', async () => {
    vi.stubGlobal('fetch', answer(200, { ...base, receipt_date: 5 }));
    await expect(submissionCalls(goodsReceiptSpec).get(7)).rejects.toThrow('unexpected response');
    vi.stubGlobal('fetch', answer(409, { message: 'This goods receipt submission was already submitted' }));
    const failure = submissionCalls(goodsReceiptSpec).submit({ submission_id: 7 });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow('This goods receipt submission was already submitted');
  });

  it('sends the upload request with the declared content type', async () => {
    const fetchMock = answer(201, {
      id: 9,
      submission_id: 9,
      upload_url: 'https://s3.example/put',
      headers: {},
      expires_in: 60,
    });
    vi.stubGlobal('fetch', fetchMock);
    await submissionCalls(goodsReceiptSpec)
      .uploadUrl({ name: 'log.jpg', size: 10 }, 'image/jpeg', { sha256: 'ab', confirm: false })
      .catch(() => undefined);
    const [url, init = {}] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`${goodsReceiptSpec.basePath}/upload-url`);
    expect(JSON.parse(String(init.body))).toEqual({
      filename: 'log.jpg',
      content_type: 'image/jpeg',
      size: 10,
      sha256: 'ab',
    });
  });
});
