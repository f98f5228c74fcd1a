import type { InventoryItem } from '@bp/shared/contracts/inventory.ts';
import type { Material } from '@bp/shared/contracts/materials.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { createMaterial, createSupplier } from '../master-data/support.ts';
import { adjust, expectOk, freshCompany } from './support.ts';

/**
 * The stock list reads a page's materials, stock and default suppliers in one batched read, the
 * suppliers named by the materials digest (docs/inventory.md): each row must say what the
 * material's own record says, after a supplier is renamed and a material's supplier changed.
 */

let token: string;
const list = async (query: Record<string, string | number> = {}) =>
  expectOk<{ items: InventoryItem[]; total: number }>(
    'listInventory',
    await api('GET', '/api/inventory', { token, query: { page: 1, page_size: 25, ...query } }),
  );
const material = async (id: number) => (await api<Material>('GET', `/api/materials/${id}`, { token })).body;

beforeAll(async () => {
  ({ token } = await freshCompany());
});

describe('the stock list', () => {
  it("names each material's default supplier as its record does, with its stock", async () => {
    const [s1, s2] = [await createSupplier(token), await createSupplier(token)];
    const m1 = await createMaterial(token, { name: 'A flour', default_supplier_id: s1.id });
    const m2 = await createMaterial(token, { name: 'B sugar', default_supplier_id: s2.id });
    await createMaterial(token, { name: 'C salt' });
    const m4 = await createMaterial(token, { name: 'D yeast', default_supplier_id: s1.id });
    await adjust(token, m1.id, 12.5, 'L-1');
    await adjust(token, m2.id, 3, 'L-2');
    const renamed = await api('PUT', `/api/suppliers/${s1.id}`, { token, json: { name: 'Renamed mill' } });
    expect(renamed.status, renamed.text).toBe(200);
    const moved = await api('PUT', `/api/materials/${m4.id}`, {
      token,
      json: { name: 'D yeast', unit_of_measure: 'kg', default_supplier_id: s2.id },
    });
    expect(moved.status, moved.text).toBe(200);

    const page = await list();
    expect(page.total).toBe(4);
    expect(page.items.map((i) => [i.material_name, i.default_supplier_name, i.quantity_on_hand])).toEqual([
      ['A flour', 'Renamed mill', 12.5],
      ['B sugar', s2.name, 3],
      ['C salt', null, 0],
      ['D yeast', s2.name, 0],
    ]);
    for (const item of page.items)
      expect(item.default_supplier_name).toBe((await material(item.material_id)).default_supplier_name);
    // Paged and searched the same way as before.
    expect((await list({ page: 2, page_size: 3 })).items.map((i) => i.material_name)).toEqual(['D yeast']);
    expect((await list({ page: 3, page_size: 3 })).items).toEqual([]);
    expect((await list({ search: 'sug' })).items.map((i) => i.default_supplier_name)).toEqual([s2.name]);
  });

  it("never shows another company's materials or suppliers", async () => {
    const other = await freshCompany();
    const theirs = await createSupplier(other.token, { name: 'Their mill' });
    await createMaterial(other.token, { name: 'A their flour', default_supplier_id: theirs.id });
    const mine = await list();
    expect(mine.items.map((i) => i.material_name)).not.toContain('A their flour');
    expect(mine.items.map((i) => i.default_supplier_name)).not.toContain('Their mill');
  });

  it('refuses a page size out of bounds', async () => {
    const res = await api('GET', '/api/inventory', { token, query: { page: 1, page_size: 0 } });
    expect(res.status).toBe(400);
  });
});
