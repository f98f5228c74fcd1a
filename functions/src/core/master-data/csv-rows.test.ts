import { importMessages } from '@bp/shared/contracts/csv-import.ts';
import { describe, expect, it } from 'vitest';
import { type CsvColumns, checkRows, mapHeader, rowsOf } from './csv-rows.ts';

const spec: CsvColumns = {
  columns: ['name', 'unit_of_measure', 'sku'],
  required: ['name'],
  aliases: { uom: 'unit_of_measure' },
};

describe('mapHeader', () => {
  it('matches columns without regard to case, spaces, dashes and slashes, and aliases', () => {
    expect(mapHeader([' Name ', 'Unit of Measure', 'SKU'], spec)).toEqual({
      ok: true,
      columns: ['name', 'unit_of_measure', 'sku'],
    });
    expect(mapHeader(['UOM', 'name'], spec)).toEqual({ ok: true, columns: ['unit_of_measure', 'name'] });
  });

  it('refuses unknown, repeated and missing columns', () => {
    expect(mapHeader(['name', 'colour'], spec)).toEqual({
      ok: false,
      message: importMessages.unknownColumn('colour'),
    });
    expect(mapHeader(['name', 'uom', 'unit-of-measure'], spec)).toEqual({
      ok: false,
      message: importMessages.duplicateColumn('unit_of_measure'),
    });
    expect(mapHeader(['sku'], spec)).toEqual({ ok: false, message: importMessages.missingColumn('name') });
  });
});

describe('hostile headers and cells', () => {
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])('%s is an unknown column', (header) => {
    expect(mapHeader(['name', header], spec)).toEqual({
      ok: false,
      message: importMessages.unknownColumn(header),
    });
  });

  it('a cell over the limit is an error and is not echoed whole', () => {
    const [row] = rowsOf([{ row: 2, cells: ['x'.repeat(6_000_000)] }], ['name'], spec);
    expect(row?.errors).toEqual([importMessages.cellTooLong('name')]);
    expect(row?.values.name?.length).toBeLessThanOrEqual(101);
  });
});

describe('rowsOf and checkRows', () => {
  const rows = rowsOf(
    [
      { row: 2, cells: ['Sugar', "'=kg"] },
      { row: 3, cells: ['sugar '] },
      { row: 4, cells: ['Salt', 'kg', 'extra'] },
      { row: 5, cells: ['Pepper', 'kg'] },
    ],
    ['name', 'unit_of_measure'],
    spec,
  );

  it('fills every column, takes the formula guard off, and flags extra cells', () => {
    expect(rows[0]?.values).toEqual({ name: 'Sugar', unit_of_measure: '=kg', sku: '' });
    expect(rows[2]?.errors).toEqual([importMessages.wrongCellCount(2, 3)]);
  });

  it('adds repeated and stored names to the row checks; rows of the same import are not conflicts', () => {
    const check = (values: Record<string, string>) =>
      values.name ? { errors: [], draft: { name: values.name.trim() } } : { errors: ['Name is required'] };
    const existing = new Map([
      ['pepper', 9],
      ['salt', 40],
    ]);
    const checked = checkRows(rows, check, existing, 'taken', (id) => id >= 40);
    expect(checked.rows.map((r) => r.errors)).toEqual([
      [],
      [importMessages.duplicateInFile(2)],
      [importMessages.wrongCellCount(2, 3)],
      ['taken'],
    ]);
    expect(checked.invalid).toBe(3);
    expect(checked.drafts).toEqual([{ name: 'Sugar' }]);
  });
});
