import { type Supplier, supplierMessages } from '@bp/shared/contracts/suppliers.ts';
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

type List = { items: Supplier[]; total: number };

let token: string;
let otherToken: string;

beforeAll(async () => {
  [{ token }, { token: otherToken }] = await Promise.all([freshCompany(), freshCompany()]);
});

const full = {
  contact_name: 'Pat Baker',
  phone_number: '+1 555-123-4567',
  fax_number: '555 123 4568',
  email_address_for_pos: 'orders@mill.test',
  street_address_1: '1 Mill Road',
  street_address_2: 'Unit 4',
  city: 'Springfield',
  state: 'IL',
  zipcode: '62704-1234',
  country: 'USA',
  custom_text: 'Deliveries Monday only',
};

describe('POST /api/suppliers/', () => {
  it('creates a supplier from the name alone (the quick-create popover)', async () => {
    const name = unique('Quick ');
    const supplier = expectAnswer<Supplier>(
      'createSupplier',
      await api('POST', '/api/suppliers/', { token, json: { name } }),
    );
    expect(supplier).toMatchObject({
      name,
      contact_name: null,
      phone_number: null,
      zipcode: null,
      custom_text: null,
    });
    expect(supplier.id).toBeGreaterThan(0);
  });

  it('stores every field, trimmed, and reads it back', async () => {
    const name = unique('Mill ');
    const supplier = await createSupplier(token, { name: ` ${name} `, ...full, city: '  Springfield ' });
    expect(supplier).toMatchObject({ name, ...full });
    expect(
      expectAnswer<Supplier>('getSupplier', await api('GET', `/api/suppliers/${supplier.id}`, { token })),
    ).toEqual(supplier);
  });

  it('treats empty strings as no value', async () => {
    const supplier = await createSupplier(token, {
      phone_number: '',
      zipcode: ' ',
      email_address_for_pos: '',
    });
    expect(supplier).toMatchObject({ phone_number: null, zipcode: null, email_address_for_pos: null });
  });

  it.each([
    [{ name: undefined }, supplierMessages.nameRequired],
    [{ name: '  ' }, supplierMessages.nameRequired],
    [{ phone_number: '12345' }, supplierMessages.phoneInvalid],
    [{ phone_number: '555-CALL-NOW' }, supplierMessages.phoneInvalid],
    [{ phone_number: '+1 (555) 123-4567' }, supplierMessages.phoneInvalid],
    [{ phone_number: '1234567890123456789012' }, supplierMessages.phoneInvalid],
    [{ fax_number: 'fax' }, supplierMessages.faxInvalid],
    [{ email_address_for_pos: 'orders@' }, supplierMessages.emailInvalid],
    [{ zipcode: '1234' }, supplierMessages.zipcodeInvalid],
    [{ zipcode: '12345-12' }, supplierMessages.zipcodeInvalid],
  ])('refuses %j with 400 and the spec message, changing nothing', async (change, message) => {
    const before = await listTotal(token, '/api/suppliers/');
    expectMessage(
      await api('POST', '/api/suppliers/', { token, json: { name: unique('Bad '), ...change } }),
      400,
      message,
    );
    expect(await listTotal(token, '/api/suppliers/')).toBe(before);
  });

  it.each(['5551234', '+44 20 7946 0958', '555-123-4567', '12345678901234567890'])(
    'accepts the phone number %s',
    async (phone) => {
      expect((await createSupplier(token, { phone_number: phone, fax_number: phone })).phone_number).toBe(
        phone,
      );
    },
  );

  it('keeps names unique without regard to case and spacing (409)', async () => {
    const supplier = await createSupplier(token);
    expectMessage(
      await api('POST', '/api/suppliers/', {
        token,
        json: { name: supplier.name.toLowerCase().replace(' ', '  ') },
      }),
      409,
      supplierMessages.nameTaken,
    );
    await createSupplier(otherToken, { name: supplier.name });
  });
});

describe('GET/PUT/DELETE /api/suppliers/{id}', () => {
  it('PUT replaces every field: omitted ones are cleared', async () => {
    const supplier = await createSupplier(token, full);
    const name = unique('Renamed ');
    const updated = expectAnswer<Supplier>(
      'updateSupplier',
      await api('PUT', `/api/suppliers/${supplier.id}`, { token, json: { name, city: 'Salem' } }),
    );
    expect(updated).toMatchObject({
      id: supplier.id,
      name,
      city: 'Salem',
      contact_name: null,
      phone_number: null,
      created_at: supplier.created_at,
    });
    expect((await api('GET', `/api/suppliers/${supplier.id}`, { token })).body).toEqual(updated);
  });

  it('PUT validates like create and refuses a name in use', async () => {
    const a = await createSupplier(token);
    const b = await createSupplier(token);
    expectMessage(
      await api('PUT', `/api/suppliers/${b.id}`, { token, json: { name: a.name } }),
      409,
      supplierMessages.nameTaken,
    );
    expectMessage(
      await api('PUT', `/api/suppliers/${b.id}`, { token, json: { name: '' } }),
      400,
      supplierMessages.nameRequired,
    );
    expectMessage(
      await api('PUT', `/api/suppliers/${b.id}`, { token, json: { name: 'x', zipcode: 'abc' } }),
      400,
      supplierMessages.zipcodeInvalid,
    );
    expect((await api('GET', `/api/suppliers/${b.id}`, { token })).body).toEqual(b);
  });

  it("answers 404 for unknown ids, and for another company's supplier", async () => {
    const { token: stranger } = await freshCompany();
    const foreign = await createSupplier(otherToken);
    for (const id of [foreign.id, 987654]) {
      expectMessage(
        await api('GET', `/api/suppliers/${id}`, { token: stranger }),
        404,
        supplierMessages.notFound,
      );
      expectMessage(
        await api('PUT', `/api/suppliers/${id}`, { token: stranger, json: { name: 'x' } }),
        404,
        supplierMessages.notFound,
      );
      expectMessage(
        await api('DELETE', `/api/suppliers/${id}`, { token: stranger }),
        404,
        supplierMessages.notFound,
      );
    }
    expect((await api('GET', `/api/suppliers/${foreign.id}`, { token: otherToken })).body).toEqual(foreign);
  });

  it('DELETE removes a supplier (204) and frees its name', async () => {
    const supplier = await createSupplier(token);
    const res = await api('DELETE', `/api/suppliers/${supplier.id}`, { token });
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expectMessage(
      await api('GET', `/api/suppliers/${supplier.id}`, { token }),
      404,
      supplierMessages.notFound,
    );
    await createSupplier(token, { name: supplier.name });
  });

  it('DELETE refuses a supplier that materials name as default supplier (409 with the count), until none do', async () => {
    const supplier = await createSupplier(token);
    const one = await createMaterial(token, { default_supplier_id: supplier.id });
    const two = await createMaterial(token, { default_supplier_id: supplier.id, material_type: 'packaging' });
    expectMessage(
      await api('DELETE', `/api/suppliers/${supplier.id}`, { token }),
      409,
      'Supplier is the default supplier of 2 materials',
    );
    await api('PUT', `/api/materials/${one.id}`, { token, json: { name: one.name, unit_of_measure: 'kg' } });
    expectMessage(
      await api('DELETE', `/api/suppliers/${supplier.id}`, { token }),
      409,
      'Supplier is the default supplier of 1 material',
    );
    expect((await api('GET', `/api/suppliers/${supplier.id}`, { token })).status).toBe(200);
    await api('PUT', `/api/materials/${two.id}`, {
      token,
      json: { name: two.name, unit_of_measure: 'kg', default_supplier_id: null },
    });
    expect((await api('DELETE', `/api/suppliers/${supplier.id}`, { token })).status).toBe(204);
  });

  it('a renamed supplier shows its new name on materials', async () => {
    const supplier = await createSupplier(token);
    const material = await createMaterial(token, { default_supplier_id: supplier.id });
    const name = unique('New Name ');
    await api('PUT', `/api/suppliers/${supplier.id}`, { token, json: { name } });
    expect(
      (await api<{ default_supplier_name: string }>('GET', `/api/materials/${material.id}`, { token })).body
        .default_supplier_name,
    ).toBe(name);
  });
});

describe('GET /api/suppliers/', () => {
  let own: string;
  beforeAll(async () => {
    ({ token: own } = await freshCompany());
    for (const name of ['beta Farms', 'Alpha Mills', 'Gamma Oils', 'alpha dairy', 'Delta Salt'])
      await createSupplier(own, { name });
  });

  it('answers every supplier ordered by name without regard to case (no paging parameters: all)', async () => {
    const list = expectAnswer<List>('listSuppliers', await api('GET', '/api/suppliers/', { token: own }));
    expect(list.items.map((s) => s.name)).toEqual([
      'alpha dairy',
      'Alpha Mills',
      'beta Farms',
      'Delta Salt',
      'Gamma Oils',
    ]);
    expect(list.total).toBe(5);
  });

  it('pages (10 per page on the screen) and searches the name without regard to case', async () => {
    const page = await api<List>('GET', '/api/suppliers', { token: own, query: { page: 2, page_size: 2 } });
    expect(page.body.items.map((s) => s.name)).toEqual(['beta Farms', 'Delta Salt']);
    expect(page.body.total).toBe(5);
    const found = await api<List>('GET', '/api/suppliers/', {
      token: own,
      query: { search: 'ALPHA', page: 1, page_size: 10 },
    });
    expect(found.body.items.map((s) => s.name)).toEqual(['alpha dairy', 'Alpha Mills']);
    expect(found.body.total).toBe(2);
    expect(
      (await api<List>('GET', '/api/suppliers/', { token: own, query: { search: 'zzz' } })).body,
    ).toEqual({ items: [], total: 0 });
  });
});
