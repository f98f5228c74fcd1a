import { type Customer, customerMessages } from '@bp/shared/contracts/customers.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, unique } from '../support/api.ts';
import { createCustomer, expectAnswer, expectMessage, freshCompany, listTotal } from './support.ts';

type List = { items: Customer[]; total: number };

let token: string;
let otherToken: string;

beforeAll(async () => {
  [{ token }, { token: otherToken }] = await Promise.all([freshCompany(), freshCompany()]);
});

describe('POST /api/customers/', () => {
  it('creates a customer from the name alone: country US, the rest null', async () => {
    const name = unique('Corner Deli ');
    const customer = expectAnswer<Customer>(
      'createCustomer',
      await api('POST', '/api/customers/', { token, json: { name } }),
    );
    expect(customer).toMatchObject({
      name,
      contact_name: null,
      phone_number: null,
      email: null,
      street_address_1: null,
      street_address_2: null,
      city: null,
      state_province: null,
      postal_code: null,
      country: 'US',
    });
    expect(
      expectAnswer<Customer>('getCustomer', await api('GET', `/api/customers/${customer.id}`, { token })),
    ).toEqual(customer);
  });

  it('trims values, stores empty ones as null, and accepts a country code in any case', async () => {
    const customer = await createCustomer(token, {
      contact_name: '  Ana  ',
      phone_number: '',
      email: ' ana@deli.test ',
      city: '   ',
      state_province: 'ON',
      postal_code: 'K1A 0B1',
      country: 'ca',
    });
    expect(customer).toMatchObject({
      contact_name: 'Ana',
      phone_number: null,
      email: 'ana@deli.test',
      city: null,
      state_province: 'ON',
      postal_code: 'K1A 0B1',
      country: 'CA',
    });
    expect((await createCustomer(token, { country: '' })).country).toBe('US');
  });

  it.each(['US', 'CA', 'MX', 'GB', 'AU', 'OTHER'])('accepts the country %s', async (country) => {
    expect((await createCustomer(token, { country })).country).toBe(country);
  });

  it.each([
    [{ name: undefined }, customerMessages.nameRequired],
    [{ name: ' ' }, customerMessages.nameRequired],
    [{ country: 'FR' }, customerMessages.countryInvalid],
    [{ email: 'not-an-address' }, customerMessages.emailInvalid],
  ])('refuses %j with 400 and the message, changing nothing', async (change, message) => {
    const before = await listTotal(token, '/api/customers/');
    expectMessage(
      await api('POST', '/api/customers/', { token, json: { name: unique('Bad '), ...change } }),
      400,
      message,
    );
    expect(await listTotal(token, '/api/customers/')).toBe(before);
  });

  it('keeps names unique without regard to case and spacing (409)', async () => {
    const customer = await createCustomer(token);
    expectMessage(
      await api('POST', '/api/customers/', { token, json: { name: ` ${customer.name.toUpperCase()} ` } }),
      409,
      customerMessages.nameTaken,
    );
    await createCustomer(otherToken, { name: customer.name });
  });
});

describe('GET/PUT /api/customers/{id}', () => {
  it('PUT replaces every field: the form omits emptied values, which clears them', async () => {
    const customer = await createCustomer(token, {
      contact_name: 'Bo',
      phone_number: '555',
      city: 'Salem',
      country: 'GB',
    });
    const name = unique('Renamed ');
    const updated = expectAnswer<Customer>(
      'updateCustomer',
      await api('PUT', `/api/customers/${customer.id}`, { token, json: { name, city: 'Lakeside' } }),
    );
    expect(updated).toMatchObject({
      id: customer.id,
      name,
      city: 'Lakeside',
      contact_name: null,
      phone_number: null,
      country: 'US',
      created_at: customer.created_at,
    });
    expect((await api('GET', `/api/customers/${customer.id}`, { token })).body).toEqual(updated);
  });

  it('PUT validates like create and refuses a name in use, changing nothing', async () => {
    const a = await createCustomer(token);
    const b = await createCustomer(token);
    expectMessage(
      await api('PUT', `/api/customers/${b.id}`, { token, json: { name: a.name } }),
      409,
      customerMessages.nameTaken,
    );
    expectMessage(
      await api('PUT', `/api/customers/${b.id}`, { token, json: { name: '' } }),
      400,
      customerMessages.nameRequired,
    );
    expectMessage(
      await api('PUT', `/api/customers/${b.id}`, { token, json: { name: 'x', country: 'XX' } }),
      400,
      customerMessages.countryInvalid,
    );
    expect((await api('GET', `/api/customers/${b.id}`, { token })).body).toEqual(b);
  });

  it("answers 404 for unknown ids and another company's customer", async () => {
    const { token: stranger } = await freshCompany();
    const foreign = await createCustomer(otherToken);
    for (const id of [foreign.id, 987654]) {
      expectMessage(
        await api('GET', `/api/customers/${id}`, { token: stranger }),
        404,
        customerMessages.notFound,
      );
      expectMessage(
        await api('PUT', `/api/customers/${id}`, { token: stranger, json: { name: 'x' } }),
        404,
        customerMessages.notFound,
      );
    }
    expect((await api('GET', `/api/customers/${foreign.id}`, { token: otherToken })).body).toEqual(foreign);
    expect((await api('GET', '/api/customers/abc', { token })).status).toBe(400);
  });
});

describe('GET /api/customers/recent', () => {
  it('answers the most recently created or updated first: 10 by default, limit 1-50', async () => {
    const { token: own } = await freshCompany();
    const made: Customer[] = [];
    for (let i = 0; i < 12; i++) made.push(await createCustomer(own, { name: `Buyer ${i}` }));
    const byDefault = expectAnswer<List>(
      'recentCustomers',
      await api('GET', '/api/customers/recent', { token: own }),
    );
    expect(byDefault.items.map((c) => c.name)).toEqual(
      made
        .slice(2)
        .reverse()
        .map((c) => c.name),
    );
    await api('PUT', `/api/customers/${made[1]?.id}`, { token: own, json: { name: 'Buyer 1 edited' } });
    const two = await api<List>('GET', '/api/customers/recent', { token: own, query: { limit: 2 } });
    expect(two.body.items.map((c) => c.name)).toEqual(['Buyer 1 edited', 'Buyer 11']);
    expect(
      (await api<List>('GET', '/api/customers/recent', { token: own, query: { limit: 50 } })).body.total,
    ).toBe(12);
    expect((await api('GET', '/api/customers/recent', { token: own, query: { limit: 51 } })).status).toBe(
      400,
    );
  });
});

describe('GET /api/customers/', () => {
  let own: string;
  beforeAll(async () => {
    ({ token: own } = await freshCompany());
    await Promise.all(
      Array.from({ length: 23 }, (_, i) =>
        createCustomer(own, { name: `Shop ${String(i).padStart(2, '0')}` }),
      ),
    );
    await createCustomer(own, { name: 'bakery on main' });
  });

  it('answers every customer by name without paging parameters', async () => {
    const list = expectAnswer<List>('listCustomers', await api('GET', '/api/customers/', { token: own }));
    expect(list.total).toBe(24);
    expect(list.items[0]?.name).toBe('bakery on main');
    expect(list.items.at(-1)?.name).toBe('Shop 22');
  });

  it('pages by 20 (the screen) and searches the name without regard to case', async () => {
    const second = await api<List>('GET', '/api/customers/', {
      token: own,
      query: { page: 2, page_size: 20 },
    });
    expect(second.body.items.map((c) => c.name)).toEqual(['Shop 19', 'Shop 20', 'Shop 21', 'Shop 22']);
    expect(second.body.total).toBe(24);
    const found = await api<List>('GET', '/api/customers/', {
      token: own,
      query: { search: 'SHOP 1', page: 1, page_size: 20 },
    });
    expect(found.body.total).toBe(10);
    expect(
      (await api<List>('GET', '/api/customers/', { token: own, query: { search: 'nothing like it' } })).body,
    ).toEqual({ items: [], total: 0 });
  });
});
