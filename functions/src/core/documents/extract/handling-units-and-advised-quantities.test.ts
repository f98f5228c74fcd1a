import { describe, expect, it } from 'vitest';
import { assignColumns } from './assign-columns.ts';
import { isHandlingUnitCell } from './column-content.ts';
import { headingRole, isOtherHeading } from './column-roles.ts';
import { extractDocument } from './extract-document.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';

const receipt = ['name', 'supplier', 'lot', 'quantity', 'unit', 'po', 'date', 'supplier_lot'] as const;

const values = <T extends Record<string, { value: unknown }>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.value]));

describe('a handling unit is no lot', () => {
  it.each(['Pallet ID', 'Pallet No.', 'Pallet Tag', 'SSCC', 'LPN', 'License Plate', 'HU ID'])(
    '"%s" heads a column of none of the roles',
    (heading) => {
      expect(headingRole(heading)).toBeNull();
      expect(isOtherHeading(heading)).toBe(true);
    },
  );

  it('still counts pallets under "Pallets"', () => {
    expect(headingRole('Pallets')).toBe('quantity');
  });

  it.each([
    ['PLT-30211', true],
    ['LPN 0045127', true],
    ['(00) 0 0614141 123456789 0', true],
    ['106141411234567897', true],
    ['BX-2210-4', false],
    ['L2403-117', false],
  ])('%s is a handling unit: %s', (cell, unit) => {
    expect(isHandlingUnitCell(cell)).toBe(unit);
  });

  it('leaves the lot to the supplier batch beside a column of pallet labels under a heading of no role', () => {
    const roles = assignColumns(
      [
        { heading: 'Product', cells: ['Cane Sugar 25kg', 'Dextrose 25kg'] },
        { heading: 'Tag', cells: ['PLT-30211', 'PLT-30212'] },
        { heading: 'Supplier batch', cells: ['BX-2210-4', 'BX-2210-5'] },
        { heading: 'Bags', cells: ['40', '36'] },
      ],
      receipt,
    );
    expect(roles).toEqual(['name', undefined, 'supplier_lot', 'quantity']);
  });
});

describe('what was advised beside what came', () => {
  it.each(['Qty Expected', 'Expected Qty', 'Qty Advised', 'Advised Qty', 'Cases Expected', 'ASN Qty'])(
    '"%s" is not the quantity received',
    (heading) => {
      expect(headingRole(heading)).toBeNull();
      expect(isOtherHeading(heading)).toBe(true);
    },
  );

  it('reads a warehouse receipt: the lot from the maker`s lot, the amount that came, not the LPN or the advised one', () => {
    const x = extractDocument(
      page([
        box('WAREHOUSE RECEIPT', 0.06, 0.04),
        box('Vendor: Pacific Sweeteners', 0.06, 0.09),
        box('Expected arrival: 03/16/2026', 0.5, 0.09),
        box('Qty', 0.55, 0.19),
        box('Qty', 0.67, 0.19),
        ...table(
          [
            ['Item', 0.06],
            ['Mfr Lot', 0.3],
            ['UOM', 0.45],
            ['Advised', 0.55],
            ['Received', 0.67],
            ['LPN', 0.8],
          ],
          [
            ['Cane Sugar 25kg', 'PS-77120', 'BAG', '80', '78', 'PAL-004512'],
            ['Dextrose 25kg', 'PS-77131', 'BAG', '40', '40', 'PAL-004513'],
          ],
          0.21,
        ),
      ]),
      'goods_receipt',
      { dateOrder: 'auto', uploaded: '2026-03-20' },
    );
    expect(x.rows.map(values).map((r) => [r.material_name, r.lot_code, r.quantity, r.receipt_date])).toEqual([
      ['Cane Sugar 25kg', 'PS-77120', 78, '2026-03-16'],
      ['Dextrose 25kg', 'PS-77131', 40, '2026-03-16'],
    ]);
  });
});
