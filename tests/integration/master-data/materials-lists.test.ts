import { type Material, materialMessages } from '@bp/shared/contracts/materials.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { createMaterial, expectAnswer, expectMessage, freshCompany } from './support.ts';

type List = { items: Material[]; total: number };

describe('GET /api/materials/recent', () => {
  it('answers the most recently created or updated first, 10 by default, limit up to 50', async () => {
    const { token: own } = await freshCompany();
    const made: Material[] = [];
    for (let i = 0; i < 12; i++) made.push(await createMaterial(own, { name: `Recent ${i}` }));
    const byDefault = expectAnswer<List>(
      'recentMaterials',
      await api('GET', '/api/materials/recent', { token: own }),
    );
    expect(byDefault.items.map((m) => m.name)).toEqual(
      made
        .slice(2)
        .reverse()
        .map((m) => m.name),
    );
    expect(byDefault.total).toBe(10);

    await api('PUT', `/api/materials/${made[0]?.id}`, {
      token: own,
      json: { name: 'Recent 0 edited', unit_of_measure: 'kg' },
    });
    const three = await api<List>('GET', '/api/materials/recent', { token: own, query: { limit: 3 } });
    expect(three.body.items.map((m) => m.name)).toEqual(['Recent 0 edited', 'Recent 11', 'Recent 10']);

    for (const limit of ['0', '51', 'x']) {
      expect((await api('GET', '/api/materials/recent', { token: own, query: { limit } })).status).toBe(400);
    }
  });
});

describe('GET /api/materials/', () => {
  let own: string;
  const names = ['apple juice', 'Apple Pie', 'Banana', 'banana bread', 'Cherry'];
  beforeAll(async () => {
    ({ token: own } = await freshCompany());
    await createMaterial(own, { name: 'Banana', sku: 'FRU-002' });
    await createMaterial(own, { name: 'Cherry', sku: 'APL-CHERRY' });
    await createMaterial(own, {
      name: 'banana bread',
      material_type: 'finished_goods',
      unit_of_measure: 'unit',
    });
    await createMaterial(own, {
      name: 'Apple Pie',
      material_type: 'finished_goods',
      unit_of_measure: 'unit',
    });
    await createMaterial(own, { name: 'apple juice', material_type: 'packaging', unit_of_measure: 'L' });
    const archived = await createMaterial(own, { name: 'Zucchini' });
    await api('PUT', `/api/materials/${archived.id}/archive`, { token: own, json: { isArchived: true } });
  });

  it('answers every unarchived material, ordered by name without regard to case, without paging parameters', async () => {
    const list = expectAnswer<List>('listMaterials', await api('GET', '/api/materials/', { token: own }));
    expect(list.items.map((m) => m.name)).toEqual(names);
    expect(list.total).toBe(5);
  });

  it('adds archived ones with include_archived', async () => {
    const list = await api<List>('GET', '/api/materials', {
      token: own,
      query: { include_archived: 'true' },
    });
    expect(list.body.items.map((m) => m.name)).toEqual([...names, 'Zucchini']);
    expect(list.body.items.at(-1)?.is_archived).toBe(true);
    const no = await api<List>('GET', '/api/materials', { token: own, query: { include_archived: 'false' } });
    expect(no.body.total).toBe(5);
  });

  it('pages with page and page_size, total counting every match', async () => {
    const page2 = expectAnswer<List>(
      'listMaterials',
      await api('GET', '/api/materials/', { token: own, query: { page: 2, page_size: 2 } }),
    );
    expect(page2).toMatchObject({ total: 5 });
    expect(page2.items.map((m) => m.name)).toEqual(['Banana', 'banana bread']);
    const beyond = await api<List>('GET', '/api/materials/', {
      token: own,
      query: { page: 9, page_size: 2 },
    });
    expect(beyond.body).toEqual({ items: [], total: 5 });
  });

  it('pages by 25 when only page is given (the service default)', async () => {
    const { token: big } = await freshCompany();
    await Promise.all(
      Array.from({ length: 27 }, (_, i) =>
        createMaterial(big, { name: `Item ${String(i).padStart(2, '0')}` }),
      ),
    );
    const first = await api<List>('GET', '/api/materials/', { token: big, query: { page: 1 } });
    expect(first.body.items).toHaveLength(25);
    expect(first.body.total).toBe(27);
    const second = await api<List>('GET', '/api/materials/', { token: big, query: { page: 2 } });
    expect(second.body.items.map((m) => m.name)).toEqual(['Item 25', 'Item 26']);
  });

  it('searches the name and the SKU without regard to case', async () => {
    const byName = await api<List>('GET', '/api/materials/', { token: own, query: { search: 'APPLE' } });
    expect(byName.body.items.map((m) => m.name)).toEqual(['apple juice', 'Apple Pie']);
    const bySku = await api<List>('GET', '/api/materials/', { token: own, query: { search: 'apl-' } });
    expect(bySku.body.items.map((m) => m.name)).toEqual(['Cherry']);
    const both = await api<List>('GET', '/api/materials/', { token: own, query: { search: 'ban' } });
    expect(both.body.total).toBe(2);
  });

  it('filters by material_type, and "all" or empty means every type', async () => {
    const goods = await api<List>('GET', '/api/materials/', {
      token: own,
      query: { material_type: 'finished_goods' },
    });
    expect(goods.body.items.map((m) => m.name)).toEqual(['Apple Pie', 'banana bread']);
    const packaging = await api<List>('GET', '/api/materials/', {
      token: own,
      query: { material_type: 'packaging', search: 'juice' },
    });
    expect(packaging.body.items.map((m) => m.name)).toEqual(['apple juice']);
    expect(
      (await api<List>('GET', '/api/materials/', { token: own, query: { material_type: 'all' } })).body.total,
    ).toBe(5);
    expect(
      (await api<List>('GET', '/api/materials/', { token: own, query: { material_type: '' } })).body.total,
    ).toBe(5);
    expectMessage(
      await api('GET', '/api/materials/', { token: own, query: { material_type: 'spice' } }),
      400,
      materialMessages.typeInvalid,
    );
  });

  it('answers an empty list when nothing matches', async () => {
    const none = expectAnswer<List>(
      'listMaterials',
      await api('GET', '/api/materials/', {
        token: own,
        query: { search: 'no such thing', page: 1, page_size: 10 },
      }),
    );
    expect(none).toEqual({ items: [], total: 0 });
  });

  it('refuses bad paging parameters with 400', async () => {
    for (const query of [{ page: 0 }, { page_size: 0 }, { page_size: 501 }, { page: 'x' }]) {
      expect((await api('GET', '/api/materials/', { token: own, query })).status).toBe(400);
    }
  });

  it('answers the same order on every call', async () => {
    const list = await api<List>('GET', '/api/materials/', { token: own, query: { search: 'a' } });
    const again = await api<List>('GET', '/api/materials/', { token: own, query: { search: 'a' } });
    expect(list.body.items.map((m) => m.id)).toEqual(again.body.items.map((m) => m.id));
  });
});
