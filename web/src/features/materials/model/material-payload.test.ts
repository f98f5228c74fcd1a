import { materialCreateBody, materialMessages, type Material } from '@bp/shared/contracts/materials.ts';
import { describe, expect, it } from 'vitest';
import {
  materialFormValues,
  materialPayload,
  materialRequestInput,
  newMaterialValues,
  unitChoices,
  type MaterialFormValues,
} from './material-payload.ts';

/** What the form's resolver does: the form values, in the body's shape, through the shared schema. */
const check = (values: MaterialFormValues) => materialCreateBody.safeParse(materialRequestInput(values));

const filled = (over: Partial<MaterialFormValues> = {}): MaterialFormValues => ({
  ...newMaterialValues('ingredient', true),
  name: '  Rye flour ',
  unit_of_measure: 'kg',
  ...over,
});

const payloadOf = (values: MaterialFormValues) => {
  const result = check(values);
  if (!result.success) throw new Error(result.error.message);
  return materialPayload(result.data);
};

const messagesOf = (values: MaterialFormValues) => {
  const result = check(values);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('material form payload', () => {
  it('sends name, type, unit, additional_info or null, sku or null and traceable (trimmed)', () => {
    expect(payloadOf(filled())).toEqual({
      name: 'Rye flour',
      material_type: 'ingredient',
      unit_of_measure: 'kg',
      additional_info: null,
      sku: null,
      gtin: null,
      traceable: true,
      shelf_life_days: null,
      product_group: null,
    });
    expect(
      payloadOf(filled({ sku: ' RF-1 ', additional_info: ' Organic ', traceable: false })),
    ).toMatchObject({
      sku: 'RF-1',
      additional_info: 'Organic',
      traceable: false,
    });
  });

  it('sends the product group trimmed, blank as null, and refuses a long one with the API message', () => {
    expect(payloadOf(filled({ product_group: ' Sauces ' }))).toMatchObject({ product_group: 'Sauces' });
    expect(payloadOf(filled({ product_group: '  ' }))).toMatchObject({ product_group: null });
    expect(messagesOf(filled({ product_group: 'g'.repeat(65) }))).toEqual([
      'product_group: Product group must be at most 64 characters',
    ]);
  });

  it('sends the shelf life as whole days, blank as null, and refuses anything else with the API message', () => {
    expect(payloadOf(filled({ shelf_life_days: ' 14 ' }))).toMatchObject({ shelf_life_days: 14 });
    expect(payloadOf(filled({ shelf_life_days: '  ' }))).toMatchObject({ shelf_life_days: null });
    const message = 'shelf_life_days: shelf_life_days must be a whole number of days (1-3650)';
    for (const bad of ['abc', '1.5', '0', '3651'])
      expect(messagesOf(filled({ shelf_life_days: bad }))).toEqual([message]);
  });

  it('sends the default supplier as a number for ingredients and packaging only', () => {
    const supplier = { id: 7, name: 'Acme' };
    expect(payloadOf(filled({ default_supplier: supplier }))).toMatchObject({ default_supplier_id: 7 });
    expect(payloadOf(filled({ material_type: 'packaging', default_supplier: supplier }))).toMatchObject({
      default_supplier_id: 7,
    });
    // A supplier chosen before switching to Finished Good stays in the hidden field, but is not sent.
    expect(
      payloadOf(filled({ material_type: 'finished_goods', default_supplier: supplier })),
    ).not.toHaveProperty('default_supplier_id');
    // 'None'
    expect(payloadOf(filled({ default_supplier: null }))).not.toHaveProperty('default_supplier_id');
  });

  it("gives the spec's messages", () => {
    expect(messagesOf(filled({ name: '   ' }))).toEqual([`name: ${materialMessages.nameRequired}`]);
    expect(messagesOf(filled({ unit_of_measure: '' }))).toEqual([
      `unit_of_measure: ${materialMessages.unitRequired}`,
    ]);
    expect(messagesOf(filled({ sku: '   ' }))).toEqual([`sku: ${materialMessages.skuBlank}`]);
    expect(messagesOf(filled({ sku: '' }))).toEqual([]);
    expect(messagesOf(filled({ gtin: '6291041500214' }))).toEqual([
      'gtin: GTIN check digit is wrong: the last digit should be 3',
    ]);
    expect(payloadOf(filled({ gtin: '6291041500213' }))).toMatchObject({ gtin: '06291041500213' });
  });

  it('starts a new material with the company default for Traceable Item', () => {
    expect(newMaterialValues('packaging', false)).toMatchObject({
      material_type: 'packaging',
      traceable: false,
      default_supplier: null,
    });
    expect(newMaterialValues('ingredient', true).traceable).toBe(true);
  });

  it('fills the edit form from a material', () => {
    const material: Material = {
      id: 3,
      name: 'Jar 500 ml',
      sku: null,
      unit_of_measure: 'unit',
      additional_info: null,
      traceable: false,
      default_supplier_id: 9,
      default_supplier_name: 'Glassworks',
      material_type: 'packaging',
      is_archived: false,
      created_at: '2024-01-01T00:00:00.000Z',
      updated_at: '2024-01-01T00:00:00.000Z',
    };
    expect(materialFormValues(material)).toEqual({
      material_type: 'packaging',
      name: 'Jar 500 ml',
      sku: '',
      unit_of_measure: 'unit',
      additional_info: '',
      traceable: false,
      default_supplier: { id: 9, name: 'Glassworks' },
      gtin: '',
      shelf_life_days: '',
      product_group: '',
    });
    expect(materialFormValues({ ...material, shelf_life_days: 21 }).shelf_life_days).toBe('21');
    expect(materialFormValues({ ...material, product_group: 'Jars' }).product_group).toBe('Jars');
    expect(
      materialFormValues({ ...material, default_supplier_id: null, default_supplier_name: null })
        .default_supplier,
    ).toBeNull();
  });

  it('keeps an archived unit the material still has among the choices', () => {
    expect(unitChoices(['kg', 'lb'], 'kg')).toEqual(['kg', 'lb']);
    expect(unitChoices(['kg', 'lb'], 'crate')).toEqual(['kg', 'lb', 'crate']);
    expect(unitChoices(['kg'], '')).toEqual(['kg']);
  });
});
