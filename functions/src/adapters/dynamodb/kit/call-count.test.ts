import { describe, expect, it } from 'vitest';
import { itemsRead } from './call-count.ts';

describe('itemsRead', () => {
  it("counts what each answer read: a query's scanned items, a get's item, a batch's items", () => {
    expect(itemsRead({ Items: [{}], Count: 1, ScannedCount: 40 })).toBe(40);
    expect(itemsRead({ Item: { pk: 'a' } })).toBe(1);
    expect(itemsRead({ Item: undefined })).toBe(0);
    expect(itemsRead({ Responses: { table: [{}, {}, {}] }, UnprocessedKeys: {} })).toBe(3);
    expect(itemsRead({ Responses: [{ Item: {} }, {}, { Item: {} }] })).toBe(2);
  });

  it('counts writes and empty answers as none', () => {
    expect(itemsRead({ $metadata: {} })).toBe(0);
    expect(itemsRead(undefined)).toBe(0);
  });
});
