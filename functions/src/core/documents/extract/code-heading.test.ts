import { describe, expect, it } from 'vitest';
import { assignColumns } from './assign-columns.ts';
import { headingRole } from './column-roles.ts';
import { extractDocument } from './extract-document.ts';
import { page, table } from './layout-fixtures.test-support.ts';

const shipment = ['name', 'lot', 'quantity', 'unit'] as const;

describe('a column headed bare "Code": its cells decide between the item and its lot', () => {
  it('takes a Code column of pack codes beside the product names as the lot (a distributor’s pick sheet)', () => {
    const x = extractDocument(
      page(
        table(
          [
            ['Product', 0.06],
            ['Code', 0.4],
            ['Cases', 0.6],
          ],
          [
            ['Oat Cookies 12oz', '26314B', '40'],
            ['Rye Crackers 8oz', '26301A', '25'],
          ],
          0.2,
        ),
      ),
      'shipment',
      { dateOrder: 'MDY' },
    );
    expect(
      x.rows.map((r) => [r.material_name.value, r.material_lot_code.value, r.material_quantity.value]),
    ).toEqual([
      ['Oat Cookies 12oz', '26314B', 40],
      ['Rye Crackers 8oz', '26301A', 25],
    ]);
  });

  it('leaves an item Code column alone when a Lot column is there', () => {
    expect(
      assignColumns(
        [
          { heading: 'Code', cells: ['FL-001', 'SU-014'] },
          { heading: 'Description', cells: ['Wheat Flour', 'Cane Sugar'] },
          { heading: 'Lot', cells: ['VM2231-07', 'HS-4410'] },
          { heading: 'Qty', cells: ['40', '12'] },
        ],
        shipment,
      ),
    ).toEqual([undefined, 'name', 'lot', 'quantity']);
  });

  it('takes the Code column as the name when it holds the only names', () => {
    expect(
      assignColumns(
        [
          { heading: 'Code', cells: ['Wheat Flour', 'Cane Sugar'] },
          { heading: 'Lot', cells: ['VM2231-07', 'HS-4410'] },
          { heading: 'Qty', cells: ['40', '12'] },
        ],
        shipment,
        { materials: ['Wheat Flour', 'Cane Sugar'] },
      ),
    ).toEqual(['name', 'lot', 'quantity']);
  });

  it('keeps the item code headings that say so as names', () => {
    expect(['Item code', 'Product code', 'SKU'].map(headingRole)).toEqual(['name', 'name', 'name']);
    expect(headingRole('Code date')).toBe('lot');
  });
});
