import { type Material, materialMessages } from '@bp/shared/contracts/materials.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, unique } from '../support/api.ts';
import {
  createMaterial,
  createSupplier,
  expectAnswer,
  expectMessage,
  freshCompany,
  listTotal,
} from './support.ts';

type List = { items: Material[]; total: number };

let token: string;
let otherToken: string;

beforeAll(async () => {
  [{ token }, { token: otherToken }] = await Promise.all([freshCompany(), freshCompany()]);
});

describe('POST /api/materials/new', () => {
  it('creates a material with the spec fields and answers 201', async () => {
    const supplier = await createSupplier(token);
    const name = unique('Cane Sugar ');
    const res = await api('POST', '/api/materials/new', {
      token,
      json: {
        name: `  ${name}  `,
        material_type: 'ingredient',
        unit_of_measure: 'kg',
        sku: ' SUG-1 ',
        additional_info: 'Keep dry',
        traceable: false,
        default_supplier_id: supplier.id,
      },
    });
    const material = expectAnswer<Material>('createMaterial', res);
    expect(material).toMatchObject({
      name,
      sku: 'SUG-1',
      unit_of_measure: 'kg',
      additional_info: 'Keep dry',
      traceable: false,
      default_supplier_id: supplier.id,
      default_supplier_name: supplier.name,
      material_type: 'ingredient',
      is_archived: false,
    });
    const read = expectAnswer<Material>(
      'getMaterial',
      await api('GET', `/api/materials/${material.id}`, { token }),
    );
    expect(read).toEqual(material);
  });

  it('treats an empty or null SKU, additional info and supplier as none', async () => {
    const material = await createMaterial(token, {
      sku: '',
      additional_info: null,
      default_supplier_id: null,
    });
    expect(material).toMatchObject({
      sku: null,
      additional_info: null,
      default_supplier_id: null,
      default_supplier_name: null,
    });
    const none = await createMaterial(token, { default_supplier_id: 'none' });
    expect(none.default_supplier_id).toBeNull();
  });

  it('takes traceable from the company setting when the body leaves it out', async () => {
    expect((await createMaterial(token)).traceable).toBe(true);
    await api('PUT', '/api/company-settings/', { token, json: { traceable_materials_default: false } });
    try {
      expect((await createMaterial(token)).traceable).toBe(false);
      expect((await createMaterial(token, { traceable: true })).traceable).toBe(true);
    } finally {
      await api('PUT', '/api/company-settings/', { token, json: { traceable_materials_default: true } });
    }
  });

  it('stores a standard unit in its own spelling, whatever the case sent', async () => {
    expect((await createMaterial(token, { unit_of_measure: 'KG' })).unit_of_measure).toBe('kg');
    expect((await createMaterial(token, { unit_of_measure: 'fl OZ' })).unit_of_measure).toBe('fl oz');
    expect((await createMaterial(token, { unit_of_measure: 'ml' })).unit_of_measure).toBe('mL');
  });

  it.each([
    [{ name: undefined }, materialMessages.nameRequired],
    [{ name: '   ' }, materialMessages.nameRequired],
    [{ unit_of_measure: undefined }, materialMessages.unitRequired],
    [{ unit_of_measure: ' ' }, materialMessages.unitRequired],
    [{ sku: '   ' }, materialMessages.skuBlank],
    [{ material_type: 'spice' }, materialMessages.typeInvalid],
    [{ material_type: undefined }, materialMessages.typeInvalid],
    [{ unit_of_measure: 'bucket' }, 'Unknown unit of measure "bucket"'],
    [{ traceable: 'maybe' }, materialMessages.traceableInvalid],
    [{ default_supplier_id: -3 }, materialMessages.supplierIdInvalid],
    [{ default_supplier_id: 99999 }, materialMessages.supplierNotFound],
  ])('refuses %j with 400 and the message, changing nothing', async (change, message) => {
    const before = await listTotal(token, '/api/materials/', { include_archived: 'true' });
    const body = { name: unique('Bad '), material_type: 'ingredient', unit_of_measure: 'kg', ...change };
    expectMessage(await api('POST', '/api/materials/new', { token, json: body }), 400, message);
    expect(await listTotal(token, '/api/materials/', { include_archived: 'true' })).toBe(before);
  });

  it('refuses a default supplier for finished goods', async () => {
    const supplier = await createSupplier(token);
    const res = await api('POST', '/api/materials/new', {
      token,
      json: {
        name: unique('Cake '),
        material_type: 'finished_goods',
        unit_of_measure: 'unit',
        default_supplier_id: supplier.id,
      },
    });
    expectMessage(res, 400, materialMessages.supplierNotForFinishedGoods);
  });

  // Ids are per company: the caller is a company without suppliers, so the id can only name the other one's.
  it("refuses another company's supplier as default supplier", async () => {
    const { token: stranger } = await freshCompany();
    const foreign = await createSupplier(otherToken);
    const res = await api('POST', '/api/materials/new', {
      token: stranger,
      json: {
        name: unique('Salt '),
        material_type: 'ingredient',
        unit_of_measure: 'kg',
        default_supplier_id: foreign.id,
      },
    });
    expectMessage(res, 400, materialMessages.supplierNotFound);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await api('POST', '/api/materials/new', {
      token,
      body: '{',
      headers: { 'content-type': 'application/json' },
    });
    expectMessage(res, 400, 'Request body must be valid JSON');
  });

  it('keeps names unique without regard to case and spacing, archived ones included (409)', async () => {
    const name = unique('Brown Sugar ');
    const first = await createMaterial(token, { name });
    const again = await api('POST', '/api/materials/new', {
      token,
      json: {
        name: `  ${name.toUpperCase().replace(' ', '   ')} `,
        material_type: 'packaging',
        unit_of_measure: 'kg',
      },
    });
    expectMessage(again, 409, materialMessages.nameTaken);
    await api('PUT', `/api/materials/${first.id}/archive`, { token, json: { isArchived: true } });
    expectMessage(
      await api('POST', '/api/materials/new', {
        token,
        json: { name, material_type: 'ingredient', unit_of_measure: 'kg' },
      }),
      409,
      materialMessages.nameTaken,
    );
  });

  it('lets the same name exist in two companies', async () => {
    const name = unique('Shared Name ');
    await createMaterial(token, { name });
    await createMaterial(otherToken, { name });
  });

  it('creates exactly one of several concurrent materials with the same name', async () => {
    const name = unique('Race ');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        api('POST', '/api/materials/new', {
          token,
          json: { name, material_type: 'ingredient', unit_of_measure: 'kg' },
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await listTotal(token, '/api/materials/', { search: name })).toBe(1);
  });

  it('creates every one of concurrent materials with different names', async () => {
    const prefix = unique('Burst ');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        api('POST', '/api/materials/new', {
          token,
          json: { name: `${prefix} ${i}`, material_type: 'ingredient', unit_of_measure: 'g' },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    expect(await listTotal(token, '/api/materials/', { search: prefix })).toBe(8);
  });
});

describe('GET /api/materials/{id}', () => {
  it('answers 404 for an unknown id and 400 for one that is not a number', async () => {
    expectMessage(await api('GET', '/api/materials/987654', { token }), 404, materialMessages.notFound);
    expect((await api('GET', '/api/materials/abc', { token })).status).toBe(400);
  });

  it("answers 404 for another company's material", async () => {
    const { token: stranger } = await freshCompany();
    const foreign = await createMaterial(otherToken);
    expectMessage(
      await api('GET', `/api/materials/${foreign.id}`, { token: stranger }),
      404,
      materialMessages.notFound,
    );
  });
});

describe('PUT /api/materials/{id}', () => {
  it('replaces the editable fields: omitted SKU, info and supplier are cleared, omitted traceable is kept', async () => {
    const supplier = await createSupplier(token);
    const material = await createMaterial(token, {
      sku: 'X-1',
      additional_info: 'info',
      traceable: false,
      default_supplier_id: supplier.id,
    });
    const name = unique('Renamed ');
    const res = await api('PUT', `/api/materials/${material.id}`, {
      token,
      json: { name, unit_of_measure: 'lb' },
    });
    const updated = expectAnswer<Material>('updateMaterial', res);
    expect(updated).toMatchObject({
      id: material.id,
      name,
      unit_of_measure: 'lb',
      sku: null,
      additional_info: null,
      default_supplier_id: null,
      default_supplier_name: null,
      traceable: false,
      material_type: 'ingredient',
      created_at: material.created_at,
    });
    expect(updated.updated_at >= material.updated_at).toBe(true);
    expect(
      expectAnswer<Material>('getMaterial', await api('GET', `/api/materials/${material.id}`, { token })),
    ).toEqual(updated);
  });

  it('accepts the same material_type and refuses another one', async () => {
    const material = await createMaterial(token);
    const same = await api('PUT', `/api/materials/${material.id}`, {
      token,
      json: { name: material.name, unit_of_measure: 'kg', material_type: 'ingredient' },
    });
    expect(same.status).toBe(200);
    const changed = await api('PUT', `/api/materials/${material.id}`, {
      token,
      json: { name: material.name, unit_of_measure: 'kg', material_type: 'packaging' },
    });
    expectMessage(changed, 400, materialMessages.typeUnchangeable);
    expect((await api<Material>('GET', `/api/materials/${material.id}`, { token })).body.material_type).toBe(
      'ingredient',
    );
  });

  it('refuses a default supplier on a finished good even when the body leaves the type out', async () => {
    const supplier = await createSupplier(token);
    const good = await createMaterial(token, { material_type: 'finished_goods', unit_of_measure: 'unit' });
    const res = await api('PUT', `/api/materials/${good.id}`, {
      token,
      json: { name: good.name, unit_of_measure: 'unit', default_supplier_id: supplier.id },
    });
    expectMessage(res, 400, materialMessages.supplierNotForFinishedGoods);
  });

  it('refuses a name another material has (409) but allows changing the case of its own', async () => {
    const a = await createMaterial(token);
    const b = await createMaterial(token);
    expectMessage(
      await api('PUT', `/api/materials/${b.id}`, {
        token,
        json: { name: a.name.toLowerCase(), unit_of_measure: 'kg' },
      }),
      409,
      materialMessages.nameTaken,
    );
    const recased = await api<Material>('PUT', `/api/materials/${a.id}`, {
      token,
      json: { name: a.name.toUpperCase(), unit_of_measure: 'kg' },
    });
    expect(recased.status).toBe(200);
    expect(recased.body.name).toBe(a.name.toUpperCase());
  });

  it('frees the old name after a rename', async () => {
    const material = await createMaterial(token);
    await api('PUT', `/api/materials/${material.id}`, {
      token,
      json: { name: unique('Other '), unit_of_measure: 'kg' },
    });
    await createMaterial(token, { name: material.name });
  });

  it('validates like create and changes nothing on a bad body', async () => {
    const material = await createMaterial(token);
    expectMessage(
      await api('PUT', `/api/materials/${material.id}`, { token, json: { name: '', unit_of_measure: 'kg' } }),
      400,
      materialMessages.nameRequired,
    );
    expectMessage(
      await api('PUT', `/api/materials/${material.id}`, {
        token,
        json: { name: 'x', unit_of_measure: 'nope' },
      }),
      400,
      'Unknown unit of measure "nope"',
    );
    expectMessage(
      await api('PUT', `/api/materials/${material.id}`, {
        token,
        json: { name: 'x', unit_of_measure: 'kg', default_supplier_id: 99999 },
      }),
      400,
      materialMessages.supplierNotFound,
    );
    expect((await api('GET', `/api/materials/${material.id}`, { token })).body).toEqual(material);
  });

  it("answers 404 for an unknown or another company's material, changing nothing", async () => {
    const { token: stranger } = await freshCompany();
    const foreign = await createMaterial(otherToken);
    for (const id of [foreign.id, 987654]) {
      expectMessage(
        await api('PUT', `/api/materials/${id}`, {
          token: stranger,
          json: { name: 'x', unit_of_measure: 'kg' },
        }),
        404,
        materialMessages.notFound,
      );
    }
    expect(
      (await api<Material>('GET', `/api/materials/${foreign.id}`, { token: otherToken })).body.name,
    ).toBe(foreign.name);
  });
});

describe('PUT /api/materials/{id}/archive', () => {
  it('archives and unarchives; archived materials leave the default list and recent', async () => {
    const material = await createMaterial(token, { name: unique('Archivable ') });
    const archived = expectAnswer<Material>(
      'archiveMaterial',
      await api('PUT', `/api/materials/${material.id}/archive`, { token, json: { isArchived: true } }),
    );
    expect(archived.is_archived).toBe(true);
    expect(await listTotal(token, '/api/materials/', { search: material.name })).toBe(0);
    expect(
      await listTotal(token, '/api/materials/', { search: material.name, include_archived: 'true' }),
    ).toBe(1);
    const recent = await api<List>('GET', '/api/materials/recent', { token, query: { limit: 50 } });
    expect(recent.body.items.map((m) => m.id)).not.toContain(material.id);

    const back = expectAnswer<Material>(
      'archiveMaterial',
      await api('PUT', `/api/materials/${material.id}/archive`, { token, json: { isArchived: false } }),
    );
    expect(back.is_archived).toBe(false);
    expect(await listTotal(token, '/api/materials/', { search: material.name })).toBe(1);
  });

  it('refuses a body without isArchived, and unknown materials', async () => {
    const material = await createMaterial(token);
    expectMessage(
      await api('PUT', `/api/materials/${material.id}/archive`, { token, json: { archived: true } }),
      400,
      materialMessages.isArchivedInvalid,
    );
    expectMessage(
      await api('PUT', '/api/materials/987654/archive', { token, json: { isArchived: true } }),
      404,
      materialMessages.notFound,
    );
  });
});
