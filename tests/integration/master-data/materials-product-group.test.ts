import { type Material, materialMessages, type ProductGroupList } from '@bp/shared/contracts/materials.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { csv, csvHelpers } from './csv-support.ts';
import { createMaterial, expectAnswer, expectMessage, freshCompany } from './support.ts';

type List = { items: Material[]; total: number };

let token: string;
let otherToken: string;
beforeAll(async () => {
  [{ token }, { token: otherToken }] = await Promise.all([freshCompany(), freshCompany()]);
});

const { post } = csvHelpers(() => token);
const groups = async (t = token) =>
  expectAnswer<ProductGroupList>(
    'listProductGroups',
    await api('GET', '/api/materials/product-groups', { token: t }),
  );
const names = async (query: Record<string, string>) =>
  (await api<List>('GET', '/api/materials/', { token, query })).body.items.map((m) => m.name).sort();

/** A material's product group (issue 21: the random recall drill picks from a group). */
describe('product_group on materials', () => {
  it('is trimmed on create; update keeps it when left out, changes it, clears it with null or ""', async () => {
    const m = await createMaterial(token, { name: 'Ketchup', product_group: '  Sauces  ' });
    expect(m.product_group).toBe('Sauces');
    const base = { name: m.name, material_type: 'ingredient', unit_of_measure: 'kg' };
    const put = (json: Record<string, unknown>) =>
      api<Material>('PUT', `/api/materials/${m.id}`, { token, json: { ...base, ...json } });
    expect((await put({})).body.product_group).toBe('Sauces');
    expect((await put({ product_group: 'Condiments' })).body.product_group).toBe('Condiments');
    expect((await put({ product_group: null })).body).not.toHaveProperty('product_group');
    expect((await put({ product_group: 'Sauces' })).body.product_group).toBe('Sauces');
    expect((await put({ product_group: '   ' })).body).not.toHaveProperty('product_group');
    expect((await api<Material>('GET', `/api/materials/${m.id}`, { token })).body).not.toHaveProperty(
      'product_group',
    );
  });

  it('refuses a group too long, with control characters or not text, and changes nothing', async () => {
    const body = { name: 'Bad Group', material_type: 'ingredient', unit_of_measure: 'kg' };
    const create = (product_group: unknown) =>
      api('POST', '/api/materials/new', { token, json: { ...body, product_group } });
    expectMessage(await create('x'.repeat(65)), 400, 'Product group must be at most 64 characters');
    expectMessage(await create('Sau\tces'), 400, 'Product group contains invalid characters');
    expectMessage(await create(12), 400, materialMessages.productGroupInvalid);
    expect(await names({ search: 'Bad Group' })).toEqual([]);
  });

  it('filters the list and the export by group, and lists the groups of this company only', async () => {
    await createMaterial(token, {
      name: 'Rye Bread',
      material_type: 'finished_goods',
      product_group: 'Breads',
    });
    await createMaterial(token, {
      name: 'Sourdough',
      material_type: 'finished_goods',
      product_group: 'breads ',
    });
    const gone = await createMaterial(token, { name: 'Old Soup', product_group: 'Soups' });
    await api('PUT', `/api/materials/${gone.id}/archive`, { token, json: { isArchived: true } });
    await createMaterial(otherToken, { name: 'Secret Stew', product_group: 'Secret Recipes' });

    expect(await names({ product_group: 'BREADS' })).toEqual(['Rye Bread', 'Sourdough']);
    expect(await names({ product_group: 'Soups' })).toEqual([]);
    expect(await names({ product_group: 'Soups', include_archived: 'true' })).toEqual(['Old Soup']);
    expect(await names({ product_group: 'Breads', search: 'rye' })).toEqual(['Rye Bread']);
    const exported = await api('GET', '/api/materials/export', { token, query: { product_group: 'breads' } });
    expect(exported.text.trim().split('\r\n')).toHaveLength(3);

    // Archived materials' groups are not offered; another company's never are.
    const mine = (await groups()).items;
    expect(mine).toContainEqual({ product_group: 'Breads', material_count: 2 });
    expect(mine.map((g) => g.product_group)).not.toContain('Soups');
    expect(mine.map((g) => g.product_group)).not.toContain('Secret Recipes');
    expect((await groups(otherToken)).items).toEqual([
      { product_group: 'Secret Recipes', material_count: 1 },
    ]);
  });

  it('imports an optional product_group column; a file without it still imports', async () => {
    const withGroup = await post('/api/materials/import', {
      csv: csv(
        'name,material_type,unit_of_measure,product_group',
        'Mustard,ingredient,kg, Sauces ',
        'Salt,ingredient,kg,',
      ),
    });
    expect(withGroup.status, withGroup.text).toBe(200);
    const old = await post('/api/materials/import', {
      csv: csv('name,material_type,unit_of_measure', 'Pepper,ingredient,kg'),
    });
    expect(old.status, old.text).toBe(200);
    const all = (await api<List>('GET', '/api/materials/', { token })).body.items;
    const groupOf = (name: string) => all.find((m) => m.name === name)?.product_group;
    expect([groupOf('Mustard'), groupOf('Salt'), groupOf('Pepper')]).toEqual([
      'Sauces',
      undefined,
      undefined,
    ]);

    const tooLong = await post('/api/materials/import/preview', {
      csv: csv('name,material_type,unit_of_measure,group', `Cumin,ingredient,kg,${'g'.repeat(65)}`),
    });
    expect(tooLong.status, tooLong.text).toBe(200);
    expect((tooLong.body as { rows: { errors: string[] }[] }).rows[0]?.errors).toEqual([
      'Product group must be at most 64 characters',
    ]);
  });
});
