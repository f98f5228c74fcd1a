import type { MaterialRecord } from '../../../../core/master-data/records.ts';
import { type ItemKey, tenantPrefix } from '@bp/shared/table/schema.ts';
import { text } from '../../kit/index.ts';
import { ENTITY, entityKey, recentKeys, revOf, type Stored } from './collections.ts';

/**
 * A material: its collection's key, the recent index while not archived (the pickers' quick
 * list), a `rev` bumped by every write and the record's fields.
 */
const MATERIAL_FIELDS = [
  'id',
  'name',
  'sku',
  'unit_of_measure',
  'additional_info',
  'traceable',
  'default_supplier_id',
  'shelf_life_days',
  'gtin',
  'product_group',
  'material_type',
  'is_archived',
  'created_at',
  'updated_at',
] as const;

/** Archived materials leave the recent index (the pickers' quick list). */
export const materialItem = (companyId: number, m: MaterialRecord, rev: number) => ({
  ...entityKey(companyId, ENTITY.material, m.id),
  ...(m.is_archived ? {} : recentKeys(companyId, ENTITY.material, m.id, m.updated_at)),
  type: 'material',
  rev,
  ...Object.fromEntries(MATERIAL_FIELDS.map((f) => [f, m[f]])),
});

export const toMaterial = (item: Record<string, unknown>): Stored<MaterialRecord> => ({
  record: {
    id: Number(item.id),
    name: String(item.name),
    sku: text(item.sku),
    unit_of_measure: String(item.unit_of_measure),
    additional_info: text(item.additional_info),
    traceable: item.traceable === true,
    default_supplier_id: typeof item.default_supplier_id === 'number' ? item.default_supplier_id : null,
    ...(typeof item.shelf_life_days === 'number' ? { shelf_life_days: item.shelf_life_days } : {}),
    ...(typeof item.gtin === 'string' ? { gtin: item.gtin } : {}),
    ...(typeof item.product_group === 'string' ? { product_group: item.product_group } : {}),
    material_type: item.material_type as MaterialRecord['material_type'],
    is_archived: item.is_archived === true,
    created_at: String(item.created_at),
    updated_at: String(item.updated_at),
  },
  rev: revOf(item),
});

/**
 * A GTIN's claim: one item per GTIN in use in the company, naming its material, written in the
 * same transaction as the material, so two materials can never hold the same GTIN (a scanned
 * label must lead to one material).
 */
export const gtinClaimKey = (companyId: number, gtin: string): ItemKey => ({
  pk: `${tenantPrefix(companyId)}${ENTITY.material}#GTIN`,
  sk: `GTIN#${gtin}`,
});

export const gtinClaimItem = (companyId: number, gtin: string, materialId: number) => ({
  ...gtinClaimKey(companyId, gtin),
  type: 'material-gtin',
  material_id: materialId,
});
