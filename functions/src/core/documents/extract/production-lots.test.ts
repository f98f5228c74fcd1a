import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document.ts';
import { box, page, table } from './layout-fixtures.test-support.ts';

const lots = (x: { rows: { material_lot: { value: unknown } }[] }) => x.rows.map((r) => r.material_lot.value);
const options = { dateOrder: 'auto', uploaded: '2026-11-26' } as const;

describe("a batch sheet's lot used", () => {
  it('is read from a "Supplier lot" column when the sheet has no other lot column', () => {
    const x = extractDocument(
      page([
        box('Product name: Honey Granola', 0.06, 0.08),
        ...table(
          [
            ['Raw material', 0.06],
            ['Supplier lot', 0.35],
            ['Qty used', 0.62],
            ['Units', 0.81],
          ],
          [
            ['Butter', '25-388-65', '45', 'kg'],
            ['Honey', 'C694-J67', '439', 'kilos'],
          ],
          0.2,
        ),
      ]),
      'production',
      options,
    );
    expect(lots(x)).toEqual(['25-388-65', 'C694-J67']);
  });

  it("is the lot column's when the sheet has both a lot and a supplier lot column", () => {
    const x = extractDocument(
      page([
        box('Product: Oat Cookies', 0.06, 0.08),
        ...table(
          [
            ['Ingredient', 0.06],
            ['Lot #', 0.3],
            ['Supplier lot', 0.48],
            ['Qty', 0.68],
            ['Unit', 0.82],
          ],
          [
            ['Rolled Oats', 'RO-2231', 'GG-88120', '12', 'kg'],
            ['Sea Salt', 'SS-1187', '24-117-03', '2', 'kg'],
          ],
          0.2,
        ),
      ]),
      'production',
      options,
    );
    expect(lots(x)).toEqual(['RO-2231', 'SS-1187']);
  });
});
