import { describe, expect, it } from 'vitest';
import { labelLots } from './label-lots.ts';

describe('lots to label after a submission', () => {
  it("lists a goods receipt's received lots once each, skipping rows without a material or code", () => {
    const rows = [
      { values: { material_id: 1, lot_code: 'A-1' } },
      { values: { material_id: 1, lot_code: 'a-1 ' } },
      { values: { material_id: 2, lot_code: 'B-7' } },
      { values: { material_id: null, lot_code: 'C' } },
      { values: { material_id: 3, lot_code: '  ' } },
    ];
    expect(labelLots('goods_receipt', {}, rows)).toEqual([
      { material_id: 1, lot_code: 'A-1' },
      { material_id: 2, lot_code: 'B-7' },
    ]);
  });

  it("gives a production run's output lot, and nothing for shipments", () => {
    const header = { product_id: 9, outgoing_lot: 'FG-001' };
    expect(labelLots('production', header, [{ values: { material_id: 1, material_lot: 'X' } }])).toEqual([
      { material_id: 9, lot_code: 'FG-001' },
    ]);
    expect(labelLots('production', { product_id: 9, outgoing_lot: null }, [])).toEqual([]);
    expect(labelLots('shipment', header, [{ values: { material_id: 1, lot_code: 'A' } }])).toEqual([]);
  });
});
