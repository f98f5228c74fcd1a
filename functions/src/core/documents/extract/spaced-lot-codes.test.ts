import { describe, expect, it } from 'vitest';
import { assignColumns } from './assign-columns.ts';
import type { ColumnRole } from './column-roles.ts';
import { isCodeCell } from './column-content.ts';

const usage: ColumnRole[] = ['name', 'lot', 'supplier_lot', 'quantity', 'unit'];

describe('lot codes written with a space after their letters', () => {
  it('are codes: a mill, a dairy or a packer prints them so', () => {
    for (const code of ['CM 40817', 'RN 2204', 'WD 4471/2', 'HB 2611 C']) expect(isCodeCell(code)).toBe(true);
  });

  it('are not words with a small number, a month with its year, or a sentence', () => {
    for (const text of ['Unit 4', 'Tank 2', 'NOV 2026', 'Vat 12 at 32C', 'cm 40817'])
      expect(isCodeCell(text)).toBe(false);
  });

  it('keep the lot to its headed column beside a column of equipment names read as codes', () => {
    // A cheese make sheet: `Batch used` over the lots, then the vat each went in, its `Vat 3a`
    // read without its space.
    const roles = assignColumns(
      [
        { heading: 'Ingredient', cells: ['Whole Milk', 'Starter Culture', 'Rennet'] },
        { heading: 'Batch used', cells: ['CM 40817', 'ST 1190', 'RN 2204'] },
        { heading: 'Weighed', cells: ['800', '2', '0.4'] },
        { heading: 'UOM', cells: ['L', 'kg', 'L'] },
        { heading: 'Vessel', cells: ['Vat3a', 'Vat3a', 'Vat3b'] },
      ],
      usage,
    );
    expect(roles[1]).toBe('lot');
    expect(roles[4]).toBeUndefined();
  });
});
