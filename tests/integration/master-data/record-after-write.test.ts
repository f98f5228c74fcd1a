import type { CompanySettings } from '@bp/shared/contracts/settings.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { lagReads, stopLaggingReads } from '../support/stale-reads.ts';
import { createCustomer, createMaterial, createSupplier, freshCompany } from './support.ts';

/*
 * A record's page is opened right after its write: the form creates it and opens it, an edit
 * goes back to it, the app refetches what a save changed. AWS may answer a default read from
 * before that write; DynamoDB Local never does. With the local cloud's stale reads on, a point
 * read (GetItem, BatchGetItem) must be consistent, or the record just saved answers 404, or its
 * old values, and a save that merges into the record as read loses what the one before it set.
 */
let token: string;
beforeAll(async () => {
  ({ token } = await freshCompany());
  await lagReads();
});
afterAll(async () => {
  await stopLaggingReads();
});

describe('a record read right after its write, with reads lagging as on AWS', () => {
  it('a material, a supplier and a customer just made open at once', async () => {
    const material = await createMaterial(token);
    const supplier = await createSupplier(token);
    const customer = await createCustomer(token);
    for (const path of [
      `/api/materials/${material.id}`,
      `/api/suppliers/${supplier.id}`,
      `/api/customers/${customer.id}`,
    ]) {
      const res = await api('GET', path, { token });
      expect(res.status, `${path}: ${res.text}`).toBe(200);
    }
  });

  it('the lists right after a create hold the new record (their digests are table partitions)', async () => {
    const material = await createMaterial(token);
    const supplier = await createSupplier(token);
    const materials = await api<{ items: { id: number }[] }>('GET', '/api/materials', {
      token,
      query: { search: material.name },
    });
    expect(materials.body.items.map((m) => m.id)).toEqual([material.id]);
    const suppliers = await api<{ items: { id: number }[] }>('GET', '/api/suppliers', {
      token,
      query: { search: supplier.name },
    });
    expect(suppliers.body.items.map((s) => s.id)).toEqual([supplier.id]);
  });

  it('an edited material shows its new name; its lots and ledger pages find it', async () => {
    const material = await createMaterial(token);
    const renamed = `${material.name} (organic)`;
    const put = await api('PUT', `/api/materials/${material.id}`, {
      token,
      json: { name: renamed, material_type: 'ingredient', unit_of_measure: 'kg' },
    });
    expect(put.status, put.text).toBe(200);
    const got = await api<{ name: string }>('GET', `/api/materials/${material.id}`, { token });
    expect(got.body.name).toBe(renamed);
    for (const path of [`/api/materials/${material.id}/lots`, `/api/inventory/${material.id}/history`]) {
      const res = await api('GET', path, { token });
      expect(res.status, `${path}: ${res.text}`).toBe(200);
    }
  });

  it('a settings save keeps the date order the save a moment before set', async () => {
    const put = (json: object) => api<CompanySettings>('PUT', '/api/company-settings/', { token, json });
    expect((await put({ traceable_materials_default: true, date_order: 'MDY' })).status).toBe(200);
    const later = await put({ traceable_materials_default: false });
    expect(later.body).toMatchObject({ traceable_materials_default: false, date_order: 'MDY' });
    const got = await api<CompanySettings>('GET', '/api/company-settings', { token });
    expect(got.body).toMatchObject({ traceable_materials_default: false, date_order: 'MDY' });
  });
});
