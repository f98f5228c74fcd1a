import { describe, expect, it } from 'vitest';
import { drillMessages, startDrillBody } from './drills.ts';

const messages = (input: unknown) => {
  const result = startDrillBody.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('startDrillBody: a lot code or a product group, exactly one', () => {
  it('takes either, trimmed', () => {
    expect(startDrillBody.parse({ lot_code: ' BR-1 ', material_id: 3 })).toEqual({
      lot_code: 'BR-1',
      material_id: 3,
    });
    expect(startDrillBody.parse({ product_group: ' Breads ' })).toEqual({ product_group: 'Breads' });
  });

  it('refuses neither, both, a blank group alone, and a material_id with a group', () => {
    expect(messages({})).toEqual([drillMessages.startFromOne]);
    expect(messages({ product_group: '  ' })).toEqual([drillMessages.startFromOne]);
    expect(messages({ lot_code: 'BR-1', product_group: 'Breads' })).toEqual([drillMessages.startFromBoth]);
    expect(messages({ product_group: 'Breads', material_id: 2 })).toEqual([
      drillMessages.materialIdWithGroup,
    ]);
    expect(messages({ product_group: 7 })).toEqual([drillMessages.productGroupInvalid]);
  });
});
