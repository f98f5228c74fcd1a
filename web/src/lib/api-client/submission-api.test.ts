import { goodsReceiptSpec, productionSpec } from '@bp/shared/contracts/submissions/kinds.ts';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { ApiError } from '../api-error.ts';
import { submissionApi } from './submission-api.ts';

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
  po_number: null,
  quantity: 2.5,
  unit: 'kg',
  receipt_date: null,
};

const answer = (status: number, body: unknown) =>
  vi.fn(async (_url: string, _init?: RequestInit) =>
    status === 204 ? new Response(null, { status }) : Response.json(body, { status }),
  );

describe('submissionApi', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('calls the kind’s generated routes and parses answers with their contracts', async () => {
    const fetchMock = answer(200, receiptRow);
    vi.stubGlobal('fetch', fetchMock);
    const receipts = submissionApi(goodsReceiptSpec);
    const row = await receipts.patchRow(3, { quantity: '2.5', supplier_id: 1 });
    expect(row.supplier_recognised).toBe(true);
    expectTypeOf(row.quantity).toEqualTypeOf<number | null>();
    expectTypeOf(row.supplier_name).toEqualTypeOf<string | null>();
    const [url, init = {}] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/goods-receipts/recognised-rows/3');
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(String(init.body))).toEqual({ quantity: '2.5', supplier_id: 1 });
  });

  it('sends the list query and reads production answers with their materials', async () => {
    const fetchMock = answer(200, { items: [], total: 0 });
    vi.stubGlobal('fetch', fetchMock);
    const production = submissionApi(productionSpec);
    await production.list({ page: 2, page_size: 10, filter_type: 'review', include_archived: true });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/api/production?page=2&page_size=10&filter_type=review&include_archived=true',
    );
    type Submission = Awaited<ReturnType<typeof production.get>>;
    expectTypeOf<Submission['materials'][number]['amt_used']>().toEqualTypeOf<number | null>();
    expectTypeOf<Submission['outgoing_lot']>().toEqualTypeOf<string | null>();
  });

  it('refuses an answer that does not fit the contract, and throws the server’s message', async () => {
    vi.stubGlobal('fetch', answer(200, { ...base, receipt_date: 5 }));
    await expect(submissionApi(goodsReceiptSpec).get(7)).rejects.toThrow('unexpected response');
    vi.stubGlobal('fetch', answer(409, { message: 'This goods receipt submission was already submitted' }));
    const failure = submissionApi(goodsReceiptSpec).submit({ submission_id: 7 });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow('This goods receipt submission was already submitted');
  });
});
