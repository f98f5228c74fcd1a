import { inventoryRoutes } from '@bp/shared/api/routes/inventory.ts';
import type { AdjustResult, InventoryItem } from '@bp/shared/contracts/inventory.ts';
import type { LedgerTransaction } from '@bp/shared/contracts/ledger.ts';
import type { LotEditResult, MaterialLot } from '@bp/shared/contracts/lots.ts';
import type { Material } from '@bp/shared/contracts/materials.ts';
import { expect } from 'vitest';
import { type ApiResponse, api, unique } from '../support/api.ts';

export { expectMessage, freshCompany } from '../master-data/support.ts';

type RouteName = (typeof inventoryRoutes)[number]['name'];

/** Contract check: 200 and the route's response schema. */
export const expectOk = <T>(name: RouteName, res: ApiResponse<unknown>): T => {
  const def = inventoryRoutes.find((r) => r.name === name);
  if (!def) throw new Error(`no route ${name}`);
  expect(res.status, `${name}: ${res.text}`).toBe(200);
  return ('response' in def && def.response ? def.response.parse(res.body) : res.body) as T;
};

export const createMaterial = async (
  token: string,
  body: Partial<{ name: string; traceable: boolean; material_type: string; sku: string }> = {},
): Promise<Material> => {
  const res = await api<Material>('POST', '/api/materials/new', {
    token,
    json: {
      name: unique('Flour '),
      material_type: 'ingredient',
      unit_of_measure: 'kg',
      traceable: true,
      ...body,
    },
  });
  expect(res.status, res.text).toBe(201);
  return res.body;
};

export const adjustRaw = (token: string, materialId: number, json: unknown, key?: string) =>
  api<AdjustResult>('POST', `/api/inventory/${materialId}/adjust`, {
    token,
    json,
    headers: key ? { 'idempotency-key': key } : {},
  });

export const adjust = async (
  token: string,
  materialId: number,
  qty: number | string,
  lotCode: string | null = null,
  key?: string,
): Promise<AdjustResult> =>
  expectOk<AdjustResult>(
    'adjustInventory',
    await adjustRaw(
      token,
      materialId,
      { qty_delta: qty, txn_reason: 'adjustment', lot_code: lotCode, note: null },
      key,
    ),
  );

export const history = async (
  token: string,
  materialId: number,
  query: Record<string, string | number> = {},
) =>
  expectOk<{ items: LedgerTransaction[]; total: number }>(
    'inventoryHistory',
    await api('GET', `/api/inventory/${materialId}/history`, { token, query }),
  );

/**
 * A material's whole history read page by page (the sequence-numbered index): every page but
 * the last is full, no entry twice, and together exactly the entries of the unpaged history. A
 * duplicate or missing sequence number shows as a page too long or too short.
 */
export const expectPagesCoverHistory = async (token: string, materialId: number, pageSize: number) => {
  const all = (await history(token, materialId)).items.map((t) => t.id);
  const paged: string[] = [];
  for (let page = 1; page <= Math.ceil(all.length / pageSize) + 1; page++) {
    const { items, total } = await history(token, materialId, { page, page_size: pageSize });
    expect(total).toBe(all.length);
    expect(items).toHaveLength(Math.max(0, Math.min(pageSize, all.length - (page - 1) * pageSize)));
    paged.push(...items.map((t) => t.id));
  }
  expect(new Set(paged).size).toBe(paged.length);
  expect([...paged].sort()).toEqual([...all].sort());
  return paged;
};

export const ledger = async (
  token: string,
  materialId: number,
  query: Record<string, string | number> = {},
) =>
  expectOk<{ items: LedgerTransaction[]; total: number }>(
    'listMaterialLedger',
    await api('GET', `/api/materials/${materialId}/ledger`, { token, query }),
  );

export const lots = async (
  token: string,
  materialId: number,
  query: Record<string, string | number | boolean> = {},
) =>
  expectOk<{ items: MaterialLot[]; total: number }>(
    'listMaterialLots',
    await api('GET', `/api/materials/${materialId}/lots`, { token, query }),
  );

export const getLot = async (token: string, materialId: number, lotId: number) =>
  expectOk<MaterialLot>(
    'getMaterialLot',
    await api('GET', `/api/materials/${materialId}/lots/${lotId}`, { token }),
  );

export const editLot = async (token: string, materialId: number, lotId: number, lotCode: string) =>
  expectOk<LotEditResult>(
    'updateMaterialLot',
    await api('PATCH', `/api/materials/${materialId}/lots/${lotId}`, { token, json: { lot_code: lotCode } }),
  );

export const mergeLots = async (token: string, materialId: number, from: number, to: number) =>
  expectOk<LotEditResult>(
    'mergeLots',
    await api('POST', `/api/materials/${materialId}/lots/merge`, {
      token,
      json: { from_lot_id: from, to_lot_id: to },
    }),
  );

export const stockOf = async (token: string, material: Material): Promise<number> => {
  const list = expectOk<{ items: InventoryItem[] }>(
    'listInventory',
    await api('GET', '/api/inventory/', { token, query: { search: material.name, page: 1, page_size: 25 } }),
  );
  const item = list.items.find((i) => i.material_id === material.id);
  if (!item) throw new Error(`material ${material.id} not in the inventory list`);
  return item.quantity_on_hand;
};

/** Exact sum of JSON quantities (three decimals at most) through thousandths. */
export const sumQty = (values: readonly number[]): number =>
  values.reduce((sum, v) => sum + Math.round(v * 1000), 0) / 1000;
