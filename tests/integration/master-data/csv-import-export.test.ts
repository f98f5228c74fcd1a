import {
  IMPORT_MAX_ROWS,
  type ImportPreview,
  type ImportResult,
  importMessages,
  importRefusal,
} from '@bp/shared/contracts/csv-import.ts';
import { type Customer, customerMessages } from '@bp/shared/contracts/customers.ts';
import { type Material, materialMessages } from '@bp/shared/contracts/materials.ts';
import { type Supplier, supplierMessages } from '@bp/shared/contracts/suppliers.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { api, unique } from '../support/api.ts';
import {
  createMaterial,
  createSupplier,
  expectAnswer,
  expectMessage,
  freshCompany,
  listTotal,
} from './support.ts';

let token: string;
beforeEach(async () => {
  ({ token } = await freshCompany());
});

const csv = (...lines: string[]) => lines.join('\r\n');
const post = (path: string, body: Record<string, unknown>, t = token) =>
  api('POST', path, { token: t, json: body });
const all = async <T>(path: string, t = token) =>
  (
    await api<{ items: T[] }>('GET', path, {
      token: t,
      query: path.includes('materials') ? { include_archived: 'true' } : {},
    })
  ).body.items;

/** Refusal of a file with invalid rows: 400, the message, the invalid rows, and nothing written. */
const expectRefused = async (path: string, listPath: string, file: string, invalid: number) => {
  const before = await listTotal(
    token,
    listPath,
    listPath.includes('materials') ? { include_archived: 'true' } : {},
  );
  const res = await post(path, { csv: file });
  expect(res.status, res.text).toBe(400);
  const refusal = importRefusal.parse(res.body);
  expect(refusal.message).toBe(importMessages.refused(invalid));
  expect(refusal.invalid_rows).toBe(invalid);
  expect(
    await listTotal(token, listPath, listPath.includes('materials') ? { include_archived: 'true' } : {}),
  ).toBe(before);
  return refusal;
};

describe('suppliers CSV', () => {
  const good = csv(
    'Name,Contact Name,PHONE_NUMBER,email address for pos,zipcode',
    'Acme Mills,Pat,555-123-4567,orders@acme.test,12345',
    '"Baker, Sons & Co",,,,',
  );

  it('previews every row with its number and errors, writing nothing', async () => {
    const file = csv(
      'name,phone_number,zipcode',
      'Good One,555-123-4567,12345',
      ',12,1',
      'good one,,',
      '',
      'Other,,99999-1',
    );
    const preview = expectAnswer<ImportPreview>(
      'previewSupplierImport',
      await post('/api/suppliers/import/preview', { csv: file }),
    );
    expect(preview).toMatchObject({
      valid: false,
      columns: ['name', 'phone_number', 'zipcode'],
      total_rows: 4,
      valid_rows: 1,
      invalid_rows: 3,
    });
    expect(preview.rows.map((r) => [r.row, r.errors])).toEqual([
      [2, []],
      [3, [supplierMessages.nameRequired, supplierMessages.phoneInvalid, supplierMessages.zipcodeInvalid]],
      [4, [importMessages.duplicateInFile(2)]],
      [6, [supplierMessages.zipcodeInvalid]],
    ]);
    expect(preview.rows[0]?.values).toMatchObject({
      name: 'Good One',
      phone_number: '555-123-4567',
      city: '',
    });
    expect(await listTotal(token, '/api/suppliers/')).toBe(0);
  });

  it('imports a valid file, then answers replayed for the same file without writing twice', async () => {
    const preview = expectAnswer<ImportPreview>(
      'previewSupplierImport',
      await post('/api/suppliers/import/preview', { csv: good }),
    );
    expect(preview.valid).toBe(true);
    const result = expectAnswer<ImportResult>(
      'importSuppliers',
      await post('/api/suppliers/import', { csv: good }),
    );
    expect(result).toMatchObject({ imported: 2, replayed: false });
    const suppliers = await all<Supplier>('/api/suppliers/');
    expect(
      suppliers.map((s) => [s.name, s.contact_name, s.phone_number, s.email_address_for_pos, s.zipcode]),
    ).toEqual([
      ['Acme Mills', 'Pat', '555-123-4567', 'orders@acme.test', '12345'],
      ['Baker, Sons & Co', null, null, null, null],
    ]);
    const again = expectAnswer<ImportResult>(
      'importSuppliers',
      await post('/api/suppliers/import', { csv: good }),
    );
    expect(again).toEqual({ import_id: result.import_id, imported: 2, replayed: true });
    expect(await listTotal(token, '/api/suppliers/')).toBe(2);
  });

  it('writes the rows once when the same import is sent twice at the same time', async () => {
    const file = csv('name', ...Array.from({ length: 120 }, (_, i) => `Twin ${i}`));
    const answers = await Promise.all([
      post('/api/suppliers/import', { csv: file }),
      post('/api/suppliers/import', { csv: file }),
    ]);
    for (const answer of answers) {
      expect(answer.status, answer.text).toBe(200);
      expect((answer.body as ImportResult).imported).toBe(120);
    }
    const listed = await all<Supplier>('/api/suppliers/');
    expect(listed).toHaveLength(120);
    expect(new Set(listed.map((s) => s.id)).size).toBe(120);
  });

  it('refuses a file with one bad row and imports nothing', async () => {
    const file = csv(
      'name,zipcode',
      ...Array.from({ length: 30 }, (_, i) => `Supplier ${i},12345`),
      'Broken,1',
    );
    const refusal = await expectRefused('/api/suppliers/import', '/api/suppliers/', file, 1);
    expect(refusal.rows).toEqual([{ row: 32, errors: [supplierMessages.zipcodeInvalid] }]);
  });

  it('refuses names that already exist', async () => {
    const existing = await createSupplier(token);
    const refusal = await expectRefused(
      '/api/suppliers/import',
      '/api/suppliers/',
      csv('name', 'Fresh', existing.name.toUpperCase()),
      1,
    );
    expect(refusal.rows).toEqual([{ row: 3, errors: [supplierMessages.nameTaken] }]);
  });

  it('refuses an import_id used before for a different file (409)', async () => {
    const importId = `import-${unique()}`;
    expect(
      (await post('/api/suppliers/import', { csv: csv('name', 'One'), import_id: importId })).status,
    ).toBe(200);
    const again = await post('/api/suppliers/import', { csv: csv('name', 'Two'), import_id: importId });
    expectMessage(again, 409, importMessages.importIdReused);
    expect(await listTotal(token, '/api/suppliers/')).toBe(1);
    expectMessage(
      await post('/api/suppliers/import', { csv: csv('name', 'Two'), import_id: 'short' }),
      400,
      importMessages.importIdInvalid,
    );
  });

  it.each([
    [csv('name,colour', 'A,red'), importMessages.unknownColumn('colour')],
    [csv('contact_name', 'Pat'), importMessages.missingColumn('name')],
    [csv('name,Name', 'A,B'), importMessages.duplicateColumn('name')],
    [csv('name'), importMessages.noRows],
    ['   ', importMessages.empty],
  ])('refuses a file that cannot be imported: %j', async (file, message) => {
    expectMessage(await post('/api/suppliers/import/preview', { csv: file }), 400, message);
    expectMessage(await post('/api/suppliers/import', { csv: file }), 400, message);
  });

  it('refuses a body without csv', async () => {
    expectMessage(await post('/api/suppliers/import', {}), 400, importMessages.csvRequired);
  });

  it(`refuses more than ${IMPORT_MAX_ROWS} rows`, async () => {
    const file = csv('name', ...Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => `S${i}`));
    expectMessage(
      await post('/api/suppliers/import/preview', { csv: file }),
      400,
      importMessages.tooManyRows,
    );
  });

  it('reports a row with too many cells', async () => {
    const preview = (await post('/api/suppliers/import/preview', { csv: csv('name,city', 'A,Salem,extra') }))
      .body as ImportPreview;
    expect(preview.rows[0]?.errors).toEqual([importMessages.wrongCellCount(2, 3)]);
  });

  it('exports the list as CSV with the import columns, formula cells guarded, and re-imports to the same data', async () => {
    await createSupplier(token, {
      name: '=HYPERLINK("http://evil.test")',
      phone_number: '+1 555-123-4567',
      city: 'Salem, OR',
    });
    await createSupplier(token, { name: 'Plain', custom_text: 'line one\nline two' });
    const res = await api('GET', '/api/suppliers/export', { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="suppliers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'name,contact_name,phone_number,fax_number,email_address_for_pos,street_address_1,street_address_2,city,state,zipcode,country,custom_text',
    );
    expect(res.text).toContain(`"'=HYPERLINK(""http://evil.test"")",,'+1 555-123-4567`);

    const { token: other } = await freshCompany();
    const imported = await post('/api/suppliers/import', { csv: res.text }, other);
    expect(imported.status, imported.text).toBe(200);
    const strip = (s: Supplier) => ({ ...s, id: 0, created_at: '', updated_at: '' });
    expect((await all<Supplier>('/api/suppliers/', other)).map(strip)).toEqual(
      (await all<Supplier>('/api/suppliers/')).map(strip),
    );
  });

  it('exports only the searched suppliers', async () => {
    await createSupplier(token, { name: 'Match me' });
    await createSupplier(token, { name: 'Other' });
    const res = await api('GET', '/api/suppliers/export', { token, query: { search: 'match' } });
    expect(res.text.trim().split('\r\n')).toHaveLength(2);
  });
});

describe('customers CSV', () => {
  it('imports a valid file (country defaulting to US) and refuses one with a bad row', async () => {
    const bad = csv('name,email,country', 'Deli,deli@x.test,ca', 'Cafe,,FR', 'Shop,nope,');
    const refusal = await expectRefused('/api/customers/import', '/api/customers/', bad, 2);
    expect(refusal.rows).toEqual([
      { row: 3, errors: [customerMessages.countryInvalid] },
      { row: 4, errors: [customerMessages.emailInvalid] },
    ]);
    const good = csv('Name,Email,Country,State/Province', 'Deli,deli@x.test,ca,ON', 'Cafe,,,');
    const preview = expectAnswer<ImportPreview>(
      'previewCustomerImport',
      await post('/api/customers/import/preview', { csv: good }),
    );
    expect(preview.valid).toBe(true);
    expect(
      expectAnswer<ImportResult>('importCustomers', await post('/api/customers/import', { csv: good }))
        .imported,
    ).toBe(2);
    const customers = await all<Customer>('/api/customers/');
    expect(customers.map((c) => [c.name, c.email, c.country, c.state_province])).toEqual([
      ['Cafe', null, 'US', null],
      ['Deli', 'deli@x.test', 'CA', 'ON'],
    ]);
  });

  it('exports CSV that re-imports to the same customers', async () => {
    await post('/api/customers/import', {
      csv: csv('name,city,country,postal_code', '@Home Foods,Salem,GB,SW1A 1AA', '-Minus,,,'),
    });
    const res = await api('GET', '/api/customers/export', { token });
    expect(res.status).toBe(200);
    expect(res.text).toContain("'@Home Foods");
    expect(res.text).toContain("'-Minus");
    const { token: other } = await freshCompany();
    expect((await post('/api/customers/import', { csv: res.text }, other)).status).toBe(200);
    const strip = (c: Customer) => ({ ...c, id: 0, created_at: '', updated_at: '' });
    expect((await all<Customer>('/api/customers/', other)).map(strip)).toEqual(
      (await all<Customer>('/api/customers/')).map(strip),
    );
  });
});

describe('materials CSV', () => {
  it('checks every row: fields, units, default suppliers by name, names in the file and stored', async () => {
    await createSupplier(token, { name: 'Acme Mills' });
    await createMaterial(token, { name: 'Stored Sugar' });
    await api('PUT', '/api/company-settings/units', {
      token,
      json: { custom_units: [{ name: 'Tote', abbr: 'tote', type: 'volume', archived: true }] },
    });
    const file = csv(
      'name,sku,material_type,unit_of_measure,default_supplier,traceable,is_archived',
      'Flour,F-1,Ingredient,LB,acme mills,no,',
      ',,ingredient,kg,,,',
      'Cake,,finished goods,unit,Acme Mills,,',
      'Oil,,ingredient,barrel,Nobody Inc,,',
      'stored sugar,,ingredient,kg,,,',
      'FLOUR,   ,packaging,kg,,maybe,perhaps',
      'Syrup,,spice,tote,,,',
    );
    const preview = expectAnswer<ImportPreview>(
      'previewMaterialImport',
      await post('/api/materials/import/preview', { csv: file }),
    );
    expect(preview.rows.map((r) => [r.row, r.errors])).toEqual([
      [2, []],
      [3, [materialMessages.nameRequired]],
      [4, [materialMessages.supplierNotForFinishedGoods]],
      [5, [materialMessages.unitUnknown('barrel'), importMessages.unknownSupplier('Nobody Inc')]],
      [6, [materialMessages.nameTaken]],
      [
        7,
        [
          materialMessages.skuBlank,
          materialMessages.traceableInvalid,
          materialMessages.archivedCellInvalid,
          importMessages.duplicateInFile(2),
        ],
      ],
      [8, [materialMessages.typeInvalid, materialMessages.unitArchived('tote')]],
    ]);
    const refusal = await expectRefused('/api/materials/import', '/api/materials/', file, 6);
    expect(refusal.rows.map((r) => r.row)).toEqual([3, 4, 5, 6, 7, 8]);
  });

  it('imports valid rows with their supplier, unit spelling, traceable default and archived flag', async () => {
    const supplier = await createSupplier(token, { name: 'Acme Mills' });
    await api('PUT', '/api/company-settings/', { token, json: { traceable_materials_default: false } });
    const file = csv(
      'Name,SKU,Type,UOM,Default Supplier Name,Traceable,Archived,Additional Information',
      'Flour,F-1,Ingredient,LB,acme mills,,,"Keep dry, cool"',
      'Jar,,packaging,UNIT,,yes,,',
      'Old Cake,,Finished Goods,unit,,,true,',
    );
    const result = expectAnswer<ImportResult>(
      'importMaterials',
      await post('/api/materials/import', { csv: file }),
    );
    expect(result.imported).toBe(3);
    const materials = await all<Material>('/api/materials/');
    expect(
      materials.map((m) => [
        m.name,
        m.sku,
        m.material_type,
        m.unit_of_measure,
        m.default_supplier_id,
        m.default_supplier_name,
        m.traceable,
        m.is_archived,
        m.additional_info,
      ]),
    ).toEqual([
      ['Flour', 'F-1', 'ingredient', 'lb', supplier.id, 'Acme Mills', false, false, 'Keep dry, cool'],
      ['Jar', null, 'packaging', 'unit', null, null, true, false, null],
      ['Old Cake', null, 'finished_goods', 'unit', null, null, false, true, null],
    ]);
    // Imported references count like created ones.
    expectMessage(
      await api('DELETE', `/api/suppliers/${supplier.id}`, { token }),
      409,
      'Supplier is the default supplier of 1 material',
    );
    const recent = await api<{ items: Material[] }>('GET', '/api/materials/recent', { token });
    expect(recent.body.items.map((m) => m.name).sort()).toEqual(['Flour', 'Jar']);
  });

  it('imports a large file in several transactions, with ids that never collide with created ones', async () => {
    const rows = Array.from({ length: 450 }, (_, i) => `Bulk ${i},B-${i},ingredient,kg`);
    const result = expectAnswer<ImportResult>(
      'importMaterials',
      await post('/api/materials/import', { csv: csv('name,sku,material_type,unit_of_measure', ...rows) }),
    );
    expect(result.imported).toBe(450);
    const created = await createMaterial(token, { name: 'After the import' });
    const listed = await all<Material>('/api/materials/');
    expect(listed).toHaveLength(451);
    expect(new Set(listed.map((m) => m.id)).size).toBe(451);
    expect(listed.filter((m) => m.id === created.id)).toHaveLength(1);
    expect(
      (
        await api<{ total: number }>('GET', '/api/materials/', {
          token,
          query: { search: 'b-44', page: 1, page_size: 10 },
        })
      ).body.total,
    ).toBe(11);
  });

  it('exports CSV with the import columns that re-imports cleanly into another company', async () => {
    const supplier = await createSupplier(token, { name: 'Acme Mills' });
    await createMaterial(token, {
      name: 'Flour',
      sku: '-F1',
      default_supplier_id: supplier.id,
      additional_info: 'a, "quoted" note',
    });
    await createMaterial(token, {
      name: 'Cake',
      material_type: 'finished_goods',
      unit_of_measure: 'unit',
      traceable: false,
    });
    const res = await api('GET', '/api/materials/export', { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="materials-.*\.csv"$/);
    expect(res.text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'name,sku,material_type,unit_of_measure,additional_info,traceable,default_supplier,is_archived',
    );
    expect(res.text).toContain("Flour,'-F1,ingredient,kg");

    const { token: other } = await freshCompany();
    await post(
      '/api/suppliers/import',
      { csv: (await api('GET', '/api/suppliers/export', { token })).text },
      other,
    );
    const imported = await post('/api/materials/import', { csv: res.text }, other);
    expect(imported.status, imported.text).toBe(200);
    const strip = (m: Material) => ({
      ...m,
      id: 0,
      default_supplier_id: m.default_supplier_id ? 1 : null,
      created_at: '',
      updated_at: '',
    });
    expect((await all<Material>('/api/materials/', other)).map(strip)).toEqual(
      (await all<Material>('/api/materials/')).map(strip),
    );
  });

  it('exports with the list filters', async () => {
    await createMaterial(token, { name: 'Kept' });
    const gone = await createMaterial(token, { name: 'Gone', material_type: 'packaging' });
    await api('PUT', `/api/materials/${gone.id}/archive`, { token, json: { isArchived: true } });
    const rows = async (query: Record<string, string>) =>
      (await api('GET', '/api/materials/export', { token, query })).text.trim().split('\r\n').length - 1;
    expect(await rows({})).toBe(1);
    expect(await rows({ include_archived: 'true' })).toBe(2);
    expect(await rows({ include_archived: 'true', material_type: 'packaging' })).toBe(1);
  });
});
