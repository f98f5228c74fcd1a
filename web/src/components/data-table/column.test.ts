import { describe, expect, it } from 'vitest';
import { cellValue, placementOf, type Column } from './column.ts';

interface Row {
  name: string;
  sku: string | null;
  info: string;
}

const row: Row = { name: 'Flour', sku: null, info: 'Keep dry' };

describe('cellValue', () => {
  it('reads the field named by the key when there is no render', () => {
    expect(cellValue<Row>({ key: 'name', header: 'Name' }, row)).toBe('Flour');
  });

  it('answers undefined for an empty value, so the table shows a dash and the card no line', () => {
    expect(cellValue<Row>({ key: 'sku', header: 'SKU' }, row)).toBeUndefined();
    expect(cellValue<Row>({ key: 'x', header: 'X', render: () => '' }, row)).toBeUndefined();
  });

  it('uses renderPhone on a phone only', () => {
    const column: Column<Row> = {
      key: 'info',
      header: 'Info',
      render: (r) => `desk: ${r.info}`,
      renderPhone: (r) => `phone: ${r.info}`,
    };
    expect(cellValue(column, row)).toBe('desk: Keep dry');
    expect(cellValue(column, row, true)).toBe('phone: Keep dry');
    expect(cellValue<Row>({ key: 'info', header: 'Info', render: (r) => r.info }, row, true)).toBe(
      'Keep dry',
    );
  });
});

describe('placementOf', () => {
  it('is a detail line unless the column says otherwise', () => {
    expect(placementOf<Row>({ key: 'sku', header: 'SKU' })).toBe('detail');
    expect(placementOf<Row>({ key: 'name', header: 'Name', phone: 'title' })).toBe('title');
  });
});
