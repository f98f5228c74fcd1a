import { inventoryMessages } from '@bp/shared/contracts/inventory.ts';
import { rowMessages } from '@bp/shared/contracts/submissions/messages.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import {
  createMaterial,
  createSupplier,
  expectMessage,
  expectRoute,
  freshCompany,
  historyOf,
  kindClient,
  stockOf,
} from './support.ts';

let token: string;
let gr: ReturnType<typeof kindClient>;
let supplier: { id: number };

beforeAll(async () => {
  ({ token } = await freshCompany());
  gr = kindClient(token, '/api/goods-receipts', 'goodsReceipt');
  supplier = await createSupplier(token);
});

const receipt = (id: number, materialId: number, lot: string, quantity = 3) => ({
  submission_id: id,
  receipt_date: '2026-03-01',
  rows: [{ supplier_id: supplier.id, material_id: materialId, lot_code: lot, quantity, unit: 'kg' }],
});
const submit = (body: unknown, key?: string) =>
  api<Record<string, unknown>>('POST', '/api/goods-receipts/submit', {
    token,
    json: body,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });

/** submit honours an Idempotency-Key (the offline outbox's replays, docs/offline.md). */
describe('POST /api/goods-receipts/submit with an Idempotency-Key', () => {
  it('a replay answers the first answer and posts nothing; another body or submission under the key is 409', async () => {
    const flour = await createMaterial(token, { traceable: true, unit_of_measure: 'kg' });
    const id = await gr.manualNew();
    const body = receipt(id, flour.id, 'K-1');
    const first = expectRoute('goodsReceiptSubmit', await submit(body, 'submit-1'));
    expect(first).toMatchObject({ submission_id: id, submission_status: 'verified', transactions: 1 });

    // The same body with its keys in another order is the same request.
    const { rows, ...header } = body;
    const replay = await submit({ rows, ...header }, 'submit-1');
    expect(replay.status, replay.text).toBe(200);
    expect(replay.body).toEqual(first);
    expect(await stockOf(token, flour.id)).toBe(3);
    expect(await historyOf(token, flour.id)).toHaveLength(1);

    expectMessage(
      await submit(receipt(id, flour.id, 'K-2'), 'submit-1'),
      409,
      inventoryMessages.idempotencyKeyReused,
    );
    const other = await gr.manualNew();
    expectMessage(
      await submit(receipt(other, flour.id, 'K-1'), 'submit-1'),
      409,
      inventoryMessages.idempotencyKeyReused,
    );
    expect((await gr.get(other)).body.submission_status).toBe('created');
    // Without the key, or under another one, a verified submission stays 409 already submitted.
    expectMessage(await submit(body), 409, 'This goods receipt submission was already submitted');
    expectMessage(await submit(body, 'submit-9'), 409, 'This goods receipt submission was already submitted');
    expect(await stockOf(token, flour.id)).toBe(3);
  });

  it('a replay racing the first request posts once and both answer the same', async () => {
    const sugar = await createMaterial(token, { traceable: true, unit_of_measure: 'kg' });
    const id = await gr.manualNew();
    const body = receipt(id, sugar.id, 'R-1', 5);
    const [a, b, c] = await Promise.all([
      submit(body, 'race-1'),
      submit(body, 'race-1'),
      submit(body, 'race-1'),
    ]);
    expect([a.status, b.status, c.status], `${a.text} ${b.text} ${c.text}`).toEqual([200, 200, 200]);
    expect(b.body).toEqual(a.body);
    expect(c.body).toEqual(a.body);
    expect(await stockOf(token, sugar.id)).toBe(5);
    expect(await historyOf(token, sugar.id)).toHaveLength(1);
  });

  it('a refused submit leaves the key unused; a bad key is 400 and changes nothing', async () => {
    const oats = await createMaterial(token, { traceable: true, unit_of_measure: 'kg' });
    const id = await gr.manualNew();
    const good = receipt(id, oats.id, 'O-1', 2);
    expectMessage(
      await submit({ ...good, rows: [{ ...good.rows[0], quantity: 0 }] }, 'fix-1'),
      400,
      rowMessages.mustBePositive,
    );
    expectMessage(await submit(good, 'has space'), 400, inventoryMessages.idempotencyKeyInvalid);
    expectMessage(await submit(good, 'x'.repeat(201)), 400, inventoryMessages.idempotencyKeyInvalid);
    expect(await stockOf(token, oats.id)).toBe(0);
    // The fixed body under the same key: the refusal kept nothing, so it posts.
    const fixed = expectRoute('goodsReceiptSubmit', await submit(good, 'fix-1'));
    expect(fixed).toMatchObject({ submission_id: id, submission_status: 'verified' });
    expect(await stockOf(token, oats.id)).toBe(2);
    // Another company's submission under a used key is not found, not a reuse.
    const { token: otherToken } = await freshCompany();
    const foreign = await api('POST', '/api/goods-receipts/submit', {
      token: otherToken,
      json: good,
      headers: { 'idempotency-key': 'fix-1' },
    });
    expect(foreign.status, foreign.text).toBe(404);
  });
});
