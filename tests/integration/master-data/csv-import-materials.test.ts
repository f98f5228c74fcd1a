import { type ImportPreview, type ImportResult, importMessages } from '@bp/shared/contracts/csv-import.ts';
import { type Material, materialMessages } from '@bp/shared/contracts/materials.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { withLaggingReads } from '../support/stale-reads.ts';
import { csv, csvHelpers } from './csv-support.ts';
import { createMaterial, createSupplier, expectAnswer, expectMessage, freshCompany } from './support.ts';

let token: string;
beforeEach(async () => {
  ({ token } = await freshCompany());
});

const { post, all, expectRefused } = csvHelpers(() => token);

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

  it('keeps GTINs unique: one in use or repeated in the file is a row error; imported ones are claimed', async () => {
    await createMaterial(token, { name: 'Stored Flour', gtin: '4006381333931' });
    const file = csv(
      'name,material_type,unit_of_measure,gtin',
      'Sugar,ingredient,kg,04006381333931',
      'Salt,ingredient,kg,9506000134352',
      'Pepper,ingredient,kg,09506000134352',
    );
    const preview = expectAnswer<ImportPreview>(
      'previewMaterialImport',
      await post('/api/materials/import/preview', { csv: file }),
    );
    expect(preview.rows.map((r) => [r.row, r.errors])).toEqual([
      [2, [materialMessages.gtinTaken('04006381333931')]],
      [3, []],
      [4, [materialMessages.gtinDuplicateInFile(3)]],
    ]);
    await expectRefused('/api/materials/import', '/api/materials/', file, 2);

    // The valid row alone imports, and its GTIN is then taken for the API too.
    const imported = await post('/api/materials/import', {
      csv: csv('name,material_type,unit_of_measure,gtin', 'Salt,ingredient,kg,9506000134352'),
    });
    expect(imported.status, imported.text).toBe(200);
    expectMessage(
      await api('POST', '/api/materials/new', {
        token,
        json: { name: 'Pepper', material_type: 'ingredient', unit_of_measure: 'kg', gtin: '09506000134352' },
      }),
      409,
      materialMessages.gtinTaken('09506000134352'),
    );
  });

  // AWS may answer a default read from before a write a moment ago; the local cloud's stale reads do too.
  it('finds a default supplier made a moment before the import', async () => {
    await withLaggingReads(async () => {
      await createSupplier(token, { name: 'Fresh Farms' });
      const imported = await post('/api/materials/import', {
        csv: csv('name,material_type,unit_of_measure,default_supplier', 'Kale,ingredient,kg,Fresh Farms'),
      });
      expect(imported.status, imported.text).toBe(200);
    });
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
      gtin: '6291041500213',
      product_group: 'Dry Goods',
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
      'name,sku,material_type,unit_of_measure,additional_info,traceable,default_supplier,is_archived,gtin,product_group',
    );
    expect(res.text).toContain("Flour,'-F1,ingredient,kg");
    expect(res.text).toContain(',06291041500213,Dry Goods');

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
