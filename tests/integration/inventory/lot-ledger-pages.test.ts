import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import {
  adjust,
  createMaterial,
  expectMessage,
  freshCompany,
  history,
  ledger,
  mergeLots,
} from './support.ts';

/**
 * A lot's ledger pages are sized by the entry counts kept on its lots (docs/inventory.md): each
 * page, through both routes that page a lot, must be exactly the slice of the unpaged history
 * (which reads every entry), with the same total, for a lot alone, a lot with lots merged into
 * it (its ranges merged newest first), a lot merged away, and pages past the end.
 */

let token: string;
let materialId: number;
const lotIds: Record<string, number> = {};

beforeAll(async () => {
  ({ token } = await freshCompany());
  materialId = (await createMaterial(token)).id;
  // Interleaved, so the merged ranges' entries alternate in time.
  const plan = ['A', 'B', 'C', 'A', 'D', 'B', 'A', 'C', 'D', 'A', 'B', 'D', 'A', 'C', 'D', 'A', 'D'];
  for (const [i, code] of plan.entries())
    lotIds[code] = (await adjust(token, materialId, 10 + i, `P-${code}`)).transaction.lot_id as number;
  await mergeLots(token, materialId, lotIds.C as number, lotIds.B as number);
  await mergeLots(token, materialId, lotIds.B as number, lotIds.A as number);
  await adjust(token, materialId, -3, 'P-A');
  // A merged code leads to the survivor: this entry is the survivor's.
  await adjust(token, materialId, -1, 'P-C');
}, 60_000);

const pagesMatch = async (lotId: number, read: typeof ledger) => {
  const all = await read(token, materialId, { lot_id: lotId });
  for (const size of [1, 2, 3, 7, 20])
    for (let page = 1; page <= Math.ceil(all.total / size) + 1; page++)
      expect(
        await read(token, materialId, { lot_id: lotId, page, page_size: size }),
        `${page}/${size}`,
      ).toEqual({
        items: all.items.slice((page - 1) * size, page * size),
        total: all.items.length,
      });
  // Only one of page and size: the other is its default (page 1, 25 a page).
  expect(await read(token, materialId, { lot_id: lotId, page_size: 4 })).toEqual({
    items: all.items.slice(0, 4),
    total: all.total,
  });
  expect(await read(token, materialId, { lot_id: lotId, page: 1 })).toEqual({
    items: all.items.slice(0, 25),
    total: all.total,
  });
  return all;
};

describe('a lot ledger page is the slice of its whole history', () => {
  it('for a lot alone (its one range read from the nearer end)', async () => {
    const all = await pagesMatch(lotIds.D as number, ledger);
    expect(all.total).toBe(5);
    await pagesMatch(lotIds.D as number, history);
  });

  it('for a survivor of two merges (three ranges merged newest first), on both routes', async () => {
    const all = await pagesMatch(lotIds.A as number, ledger);
    expect(all.total).toBe(17 - 5 + 2);
    expect(new Set(all.items.map((t) => t.lot_code))).toEqual(new Set(['P-A']));
    await pagesMatch(lotIds.A as number, history);
  });

  it('for a lot merged away (its own entries, under its survivor code)', async () => {
    const all = await pagesMatch(lotIds.C as number, ledger);
    expect(all.total).toBe(3);
  });

  it('refuses pages and sizes out of bounds and lots not of the material, changing nothing', async () => {
    const get = (query: Record<string, string | number>, m = materialId) =>
      api('GET', `/api/materials/${m}/ledger`, { token, query });
    expect((await get({ lot_id: lotIds.A as number, page: 0 })).status).toBe(400);
    expect((await get({ lot_id: lotIds.A as number, page_size: 501 })).status).toBe(400);
    expectMessage(await get({ lot_id: 999_999, page: 1 }), 404, 'Material lot not found');
    const other = await createMaterial(token);
    expectMessage(
      await get({ lot_id: lotIds.A as number, page: 1 }, other.id),
      404,
      'Material lot not found',
    );
    expect((await ledger(token, materialId, { lot_id: lotIds.A as number, page: 1 })).total).toBe(14);
  });
});
