import { describe, expect, it } from 'vitest';
import { lotsToAsk } from './lots-to-ask.ts';

const roles = { material: 'material_id', lot: 'material_lot_code' };
const lot = (material_id: number, lot_code: string) => ({
  material_id,
  material_name: `M${material_id}`,
  lot_code,
});

describe('lotsToAsk', () => {
  const body = {
    rows: [
      { material_id: 1, material_lot_code: 'BREAD-9' },
      { material_id: 2, material_lot_code: 'JAM-1' },
    ],
  };

  it('asks about a refused lot the rows still name, once confirmed no more', () => {
    expect(lotsToAsk(body, 'rows', roles, [lot(1, 'bread-9 ')], [])).toEqual([lot(1, 'bread-9 ')]);
    expect(lotsToAsk(body, 'rows', roles, [lot(1, 'BREAD-9')], [lot(1, 'BREAD-9')])).toEqual([]);
  });

  it('does not ask about a lot no row names any more, nor without a refusal', () => {
    expect(lotsToAsk(body, 'rows', roles, [lot(1, 'BREAD-8'), lot(3, 'JAM-1')], [])).toEqual([]);
    expect(lotsToAsk(body, 'rows', roles, [], [])).toEqual([]);
    expect(lotsToAsk({}, 'rows', roles, [lot(1, 'BREAD-9')], [])).toEqual([]);
  });
});
