import type { ImportPreview } from '@bp/shared/contracts/csv-import.ts';
import { describe, expect, it } from 'vitest';
import { CSV_ENTITIES, countOf, exportFileName, newImportId, templateCsv } from './csv-entities.ts';
import { importedText, rowLabel, summarizePreview } from './import-summary.ts';

const preview = (rows: ImportPreview['rows']): ImportPreview => {
  const invalid = rows.filter((r) => r.errors.length).length;
  return {
    valid: invalid === 0,
    columns: ['name', 'phone_number'],
    total_rows: rows.length,
    valid_rows: rows.length - invalid,
    invalid_rows: invalid,
    rows,
  };
};

describe('summarizePreview', () => {
  it('lets a file import only when every row is valid', () => {
    const ok = summarizePreview(
      preview([
        { row: 2, values: { name: 'A' }, errors: [] },
        { row: 3, values: { name: 'B' }, errors: [] },
      ]),
      'suppliers',
    );
    expect(ok).toEqual({
      canImport: true,
      badRows: [],
      headline: 'All 2 rows are valid: 2 suppliers ready to import.',
    });
  });

  it('lists every bad row with its reasons and refuses the whole file', () => {
    const bad = summarizePreview(
      preview([
        { row: 2, values: { name: 'A' }, errors: [] },
        { row: 3, values: { name: '' }, errors: ['Supplier Name is required'] },
        { row: 4, values: { name: 'C' }, errors: ['Invalid phone number format', 'Same name as row 2'] },
      ]),
      'suppliers',
    );
    expect(bad.canImport).toBe(false);
    expect(bad.badRows.map((r) => r.row)).toEqual([3, 4]);
    expect(bad.headline).toBe(
      '2 of 3 rows have problems. Nothing will be imported until every row is valid.',
    );
  });

  it('never imports an empty file', () => {
    expect(summarizePreview(preview([]), 'customers').canImport).toBe(false);
  });

  it('trusts the server when it says invalid even if no row carries an error', () => {
    expect(
      summarizePreview(
        { ...preview([{ row: 2, values: { name: 'A' }, errors: [] }]), valid: false },
        'materials',
      ).canImport,
    ).toBe(false);
  });
});

describe('texts and files', () => {
  it('counts in the entity noun', () => {
    expect(countOf(1, 'materials')).toBe('1 material');
    expect(countOf(3, 'customers')).toBe('3 customers');
    expect(importedText(2, false, 'suppliers')).toBe('Imported 2 suppliers.');
    expect(importedText(1, true, 'customers')).toContain('already imported');
  });

  it('labels a bad row by its name, or its first filled cell', () => {
    expect(rowLabel({ row: 2, values: { name: ' Acme ', city: 'X' }, errors: [] })).toBe('Acme');
    expect(rowLabel({ row: 2, values: { name: '', city: 'Springfield' }, errors: [] })).toBe('Springfield');
    expect(rowLabel({ row: 2, values: { name: '' }, errors: [] })).toBe('');
  });

  it('gives a template holding exactly the import columns', () => {
    expect(templateCsv('suppliers').trim().split(',')).toEqual([...CSV_ENTITIES.suppliers.columns]);
    expect(templateCsv('materials').startsWith('name,sku,material_type,unit_of_measure')).toBe(true);
  });

  it('names exports by list and day, and makes import ids the API accepts', () => {
    expect(exportFileName('customers', new Date('2025-03-14T10:00:00Z'))).toBe('customers-2025-03-14.csv');
    expect(newImportId()).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  });
});
