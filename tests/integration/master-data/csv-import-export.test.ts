import {
  IMPORT_MAX_ROWS,
  type ImportPreview,
  type ImportResult,
  importMessages,
} from '@bp/shared/contracts/csv-import.ts';
import { type Customer, customerMessages } from '@bp/shared/contracts/customers.ts';
import { type Supplier, supplierMessages } from '@bp/shared/contracts/suppliers.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { api, unique } from '../support/api.ts';
import { csv, csvHelpers } from './csv-support.ts';
import { createSupplier, expectAnswer, expectMessage, freshCompany, listTotal } from './support.ts';

let token: string;
beforeEach(async () => {
  ({ token } = await freshCompany());
});

const { post, all, expectRefused } = csvHelpers(() => token);

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
