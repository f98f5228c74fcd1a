import type {
  Material,
  MaterialCreateInput,
  MaterialCreateValues,
  MaterialType,
} from '@bp/shared/contracts/materials.ts';

/** What the Add/Edit Material form holds. The Default Supplier picker holds {id, name} or null ('None'). */
export interface MaterialFormValues {
  material_type: MaterialType;
  name: string;
  sku: string;
  unit_of_measure: string;
  additional_info: string;
  traceable: boolean;
  default_supplier: { id: number; name: string } | null;
  /** GTIN-8/12/13/14; '' for none. */
  gtin: string;
  /** Days a received lot keeps, as typed ('' for none). */
  shelf_life_days: string;
  /** The product group, as typed or chosen ('' for none). */
  product_group: string;
}

/** A new material: Traceable Item follows the company's traceable_materials_default. */
export const newMaterialValues = (
  materialType: MaterialType,
  traceableDefault: boolean,
): MaterialFormValues => ({
  material_type: materialType,
  name: '',
  sku: '',
  unit_of_measure: '',
  additional_info: '',
  traceable: traceableDefault,
  default_supplier: null,
  gtin: '',
  shelf_life_days: '',
  product_group: '',
});

export const materialFormValues = (material: Material): MaterialFormValues => ({
  material_type: material.material_type,
  name: material.name,
  sku: material.sku ?? '',
  unit_of_measure: material.unit_of_measure,
  additional_info: material.additional_info ?? '',
  traceable: material.traceable,
  default_supplier:
    material.default_supplier_id !== null
      ? {
          id: material.default_supplier_id,
          name: material.default_supplier_name ?? `Supplier ${material.default_supplier_id}`,
        }
      : null,
  gtin: material.gtin ?? '',
  shelf_life_days: material.shelf_life_days === undefined ? '' : String(material.shelf_life_days),
  product_group: material.product_group ?? '',
});

/**
 * The form's values in the shape of the API body, for the shared schema to check: the default
 * supplier goes as its id only for ingredients and packaging (a finished good never has one,
 * whatever the hidden field still holds), 'None' as null.
 */
export const materialRequestInput = (values: MaterialFormValues): MaterialCreateInput => ({
  name: values.name,
  material_type: values.material_type,
  sku: values.sku,
  unit_of_measure: values.unit_of_measure,
  additional_info: values.additional_info,
  traceable: values.traceable,
  default_supplier_id:
    values.material_type === 'finished_goods' ? null : (values.default_supplier?.id ?? null),
  gtin: values.gtin,
  // Not a number ('abc', '') stays text for the schema's message; blank is none.
  shelf_life_days: values.shelf_life_days.trim() === '' ? null : shelfLifeNumber(values.shelf_life_days),
  product_group: values.product_group,
});

const shelfLifeNumber = (text: string): number => Number(text.trim());

/**
 * createMaterial and updateMaterial (spec 000 sections 3 and 5): name,
 * material_type, unit_of_measure, additional_info or null, sku or null, traceable, and
 * default_supplier_id as a number only when there is one (PUT clears an omitted supplier).
 */
export interface MaterialPayload {
  name: string;
  material_type: MaterialType;
  unit_of_measure: string;
  additional_info: string | null;
  sku: string | null;
  /** The form always sends it; left out, the server applies the company default. */
  traceable?: boolean;
  default_supplier_id?: number;
  /** 14 digits, or null to clear it. */
  gtin: string | null;
  /** Null: none (clears a stored one on edit). */
  shelf_life_days: number | null;
  /** Null: none (clears a stored one on edit). */
  product_group: string | null;
}

export const materialPayload = (checked: MaterialCreateValues): MaterialPayload => ({
  name: checked.name,
  material_type: checked.material_type,
  unit_of_measure: checked.unit_of_measure,
  additional_info: checked.additional_info,
  sku: checked.sku,
  gtin: checked.gtin ?? null,
  ...(checked.traceable !== undefined ? { traceable: checked.traceable } : {}),
  ...(checked.material_type !== 'finished_goods' && checked.default_supplier_id !== null
    ? { default_supplier_id: checked.default_supplier_id }
    : {}),
  shelf_life_days: checked.shelf_life_days ?? null,
  product_group: checked.product_group ?? null,
});

/** The Unit of Measure choices: the company's units, plus an archived unit the material still has. */
export const unitChoices = (allUnits: readonly string[], current: string): string[] =>
  current && !allUnits.includes(current) ? [...allUnits, current] : [...allUnits];
