import { describe, expect, it } from 'vitest';
import {
  materialCreateBody,
  materialListQuery,
  materialMessages,
  materialUpdateBody,
  materialsEmptyState,
} from './materials.ts';

const base = { name: 'Sugar', material_type: 'ingredient', unit_of_measure: 'kg' };
const firstMessage = (input: unknown) => {
  const result = materialCreateBody.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('materialCreateBody (the Add Material form and POST /api/materials/new)', () => {
  it('trims and fills the optional fields with null', () => {
    expect(materialCreateBody.parse({ ...base, name: ' Sugar ', sku: ' S-1 ' })).toEqual({
      name: 'Sugar',
      sku: 'S-1',
      unit_of_measure: 'kg',
      additional_info: null,
      traceable: undefined,
      default_supplier_id: null,
      material_type: 'ingredient',
    });
  });

  it('gives the spec messages', () => {
    expect(firstMessage({ ...base, name: '' })).toBe(materialMessages.nameRequired);
    expect(firstMessage({ ...base, name: undefined })).toBe(materialMessages.nameRequired);
    expect(firstMessage({ ...base, unit_of_measure: '' })).toBe(materialMessages.unitRequired);
    expect(firstMessage({ ...base, sku: '  ' })).toBe(materialMessages.skuBlank);
  });

  it("reads an empty SKU as none, and the form's supplier choices", () => {
    expect(materialCreateBody.parse({ ...base, sku: '' }).sku).toBeNull();
    expect(materialCreateBody.parse({ ...base, default_supplier_id: 'none' }).default_supplier_id).toBeNull();
    expect(materialCreateBody.parse({ ...base, default_supplier_id: '' }).default_supplier_id).toBeNull();
    expect(materialCreateBody.parse({ ...base, default_supplier_id: '12' }).default_supplier_id).toBe(12);
    expect(firstMessage({ ...base, default_supplier_id: 'abc' })).toBe(materialMessages.supplierIdInvalid);
  });

  it('refuses a default supplier for finished goods', () => {
    expect(firstMessage({ ...base, material_type: 'finished_goods', default_supplier_id: 3 })).toBe(
      materialMessages.supplierNotForFinishedGoods,
    );
  });

  it('accepts the type labels', () => {
    expect(materialCreateBody.parse({ ...base, material_type: 'Finished Goods' }).material_type).toBe(
      'finished_goods',
    );
    expect(materialCreateBody.parse({ ...base, material_type: 'Packaging' }).material_type).toBe('packaging');
    expect(firstMessage({ ...base, material_type: 'spice' })).toBe(materialMessages.typeInvalid);
  });

  it('makes the type optional on update', () => {
    expect(materialUpdateBody.parse({ name: 'x', unit_of_measure: 'kg' }).material_type).toBeUndefined();
  });
});

describe('materialListQuery', () => {
  it('reads "all" and empty as every type, and booleans from query text', () => {
    expect(materialListQuery.parse({ material_type: 'all', include_archived: '1' })).toMatchObject({
      material_type: undefined,
      include_archived: true,
    });
    expect(materialListQuery.parse({ material_type: '' }).material_type).toBeUndefined();
    expect(materialListQuery.safeParse({ material_type: 'x' }).success).toBe(false);
  });

  it('accepts several types at once, comma separated', () => {
    expect(materialListQuery.parse({ material_type: 'ingredient,packaging' }).material_type).toEqual([
      'ingredient',
      'packaging',
    ]);
    expect(materialListQuery.parse({ material_type: 'Finished Goods' }).material_type).toEqual([
      'finished_goods',
    ]);
    expect(materialListQuery.safeParse({ material_type: 'ingredient,spice' }).success).toBe(false);
  });
});

describe('materialsEmptyState', () => {
  it('words the three empty states of the list', () => {
    expect(materialsEmptyState({ search: 'cake', showArchived: false, type: 'finished_goods' })).toEqual({
      message: 'No finished goods found matching "cake"',
      hint: 'Try a different search term',
    });
    expect(materialsEmptyState({ showArchived: true })).toEqual({
      message: 'No archived materials found',
      hint: 'Uncheck "Show archived" or add new materials.',
    });
    expect(materialsEmptyState({ showArchived: false, type: 'ingredient' })).toEqual({
      message: 'No unarchived ingredients found',
      hint: 'Add a material to get started',
    });
  });
});
