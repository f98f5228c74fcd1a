import { goodsReceiptRoutes, productionRoutes, shipmentRoutes } from '@bp/shared/api/routes/submissions.ts';
import type { RouteDef } from '@bp/shared/api/route-def.ts';
import type { MaterialLot } from '@bp/shared/contracts/lots.ts';
import type { LedgerTransaction } from '@bp/shared/contracts/ledger.ts';
import { expect } from 'vitest';
import { type ApiResponse, api } from '../support/api.ts';

export {
  createCustomer,
  createMaterial,
  createSupplier,
  expectMessage,
  freshCompany,
} from '../master-data/support.ts';

const all: RouteDef[] = [...goodsReceiptRoutes, ...productionRoutes, ...shipmentRoutes];

/** Contract check: the route's success status and its response schema. */
export const expectRoute = <T = Record<string, unknown>>(name: string, res: ApiResponse<unknown>): T => {
  const def = all.find((r) => r.name === name);
  if (!def) throw new Error(`no route ${name}`);
  expect(res.status, `${name}: ${res.text}`).toBe(def.status ?? 200);
  return (def.response ? def.response.parse(res.body) : res.body) as T;
};

/** A client of one kind's calls, named as the spec names them. */
export const kindClient = (token: string, base: string, op: string) => ({
  manualNew: async () =>
    expectRoute<{ id: number }>(`${op}ManualNew`, await api('POST', `${base}/manual-new`, { token })).id,
  get: (id: number) => api<Record<string, unknown>>('GET', `${base}/${id}`, { token }),
  patch: (id: number, json: unknown) =>
    api<Record<string, unknown>>('PATCH', `${base}/${id}`, { token, json }),
  rows: (id: number) => api<Record<string, unknown>[]>('GET', `${base}/${id}/recognised-rows`, { token }),
  addRow: (id: number, json: unknown) =>
    api<Record<string, unknown>>('POST', `${base}/${id}/recognised-rows`, { token, json }),
  patchRow: (rowId: number, json: unknown) =>
    api<Record<string, unknown>>('PATCH', `${base}/recognised-rows/${rowId}`, { token, json }),
  deleteRow: (rowId: number) => api('DELETE', `${base}/recognised-rows/${rowId}`, { token }),
  submit: (json: unknown) => api<Record<string, unknown>>('POST', `${base}/submit`, { token, json }),
  list: (query: Record<string, string | number | boolean> = {}) =>
    api<{ items: Record<string, unknown>[]; total: number }>('GET', base, { token, query }),
  archive: (id: number, isArchived: boolean) =>
    api<Record<string, unknown>>('PUT', `${base}/${id}/archive`, { token, json: { isArchived } }),
  original: (id: number) => api('GET', `${base}/${id}/original`, { token }),
});

export const stockOf = async (token: string, materialId: number): Promise<number> => {
  const res = await api<{ items: { material_id: number; quantity_on_hand: number }[] }>(
    'GET',
    '/api/inventory',
    {
      token,
    },
  );
  expect(res.status, res.text).toBe(200);
  return res.body.items.find((i) => i.material_id === materialId)?.quantity_on_hand ?? 0;
};

export const lotsOf = async (token: string, materialId: number): Promise<MaterialLot[]> => {
  const res = await api<{ items: MaterialLot[] }>('GET', `/api/materials/${materialId}/lots`, { token });
  expect(res.status, res.text).toBe(200);
  return res.body.items;
};

export const historyOf = async (token: string, materialId: number): Promise<LedgerTransaction[]> => {
  const res = await api<{ items: LedgerTransaction[] }>('GET', `/api/inventory/${materialId}/history`, {
    token,
  });
  expect(res.status, res.text).toBe(200);
  return res.body.items;
};
