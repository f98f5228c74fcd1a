import { CUSTOMER_FIELDS } from '@bp/shared/contracts/customers.ts';
import { SUPPLIER_FIELDS } from '@bp/shared/contracts/suppliers.ts';
import type { UnitType } from '@bp/shared/contracts/units.ts';
import { padId, tableSchema, tenantKeys } from '@bp/shared/table/schema.ts';
import {
  type CustomUnitRecord,
  type CustomerRecord,
  ENTITY,
  type MaterialRecord,
  type SupplierRecord,
} from '../../../core/master-data/records.ts';

/**
 * Stored items of master data: key, index keys, a `rev` bumped by every write (the optimistic
 * lock of updates) and the record's fields. Readers pick the record's fields back out.
 */

const { gsi2 } = tableSchema.indexes;

export interface Stored<T> {
  record: T;
  rev: number;
}

const recentKeys = (companyId: number, entity: string, id: number, updatedAt: string) => ({
  [gsi2.partitionKey]: tenantKeys.recent(companyId, entity),
  [gsi2.sortKey]: `${updatedAt}#${padId(id)}`,
});

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const revOf = (item: Record<string, unknown>): number => (typeof item.rev === 'number' ? item.rev : 0);

const MATERIAL_FIELDS = [
  'id',
  'name',
  'sku',
  'unit_of_measure',
  'additional_info',
  'traceable',
  'default_supplier_id',
  'material_type',
  'is_archived',
  'created_at',
  'updated_at',
] as const;

/** Archived materials leave the recent index (the pickers' quick list). */
export const materialItem = (companyId: number, m: MaterialRecord, rev: number) => ({
  ...tenantKeys.entity(companyId, ENTITY.material, m.id),
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
    material_type: item.material_type as MaterialRecord['material_type'],
    is_archived: item.is_archived === true,
    created_at: String(item.created_at),
    updated_at: String(item.updated_at),
  },
  rev: revOf(item),
});

export const supplierItem = (companyId: number, s: SupplierRecord, rev: number) => ({
  ...tenantKeys.entity(companyId, ENTITY.supplier, s.id),
  type: 'supplier',
  rev,
  id: s.id,
  ...Object.fromEntries(SUPPLIER_FIELDS.map((f) => [f, s[f]])),
  created_at: s.created_at,
  updated_at: s.updated_at,
});

export const toSupplier = (item: Record<string, unknown>): Stored<SupplierRecord> => {
  const fields = Object.fromEntries(SUPPLIER_FIELDS.map((f) => [f, text(item[f])]));
  return {
    record: {
      ...(fields as Omit<SupplierRecord, 'id' | 'name' | 'created_at' | 'updated_at'>),
      id: Number(item.id),
      name: String(item.name),
      created_at: String(item.created_at),
      updated_at: String(item.updated_at),
    },
    rev: revOf(item),
  };
};

export const customerItem = (companyId: number, c: CustomerRecord, rev: number) => ({
  ...tenantKeys.entity(companyId, ENTITY.customer, c.id),
  ...recentKeys(companyId, ENTITY.customer, c.id, c.updated_at),
  type: 'customer',
  rev,
  id: c.id,
  ...Object.fromEntries(CUSTOMER_FIELDS.map((f) => [f, c[f]])),
  created_at: c.created_at,
  updated_at: c.updated_at,
});

export const toCustomer = (item: Record<string, unknown>): Stored<CustomerRecord> => {
  const fields = Object.fromEntries(CUSTOMER_FIELDS.map((f) => [f, text(item[f])]));
  return {
    record: {
      ...(fields as Omit<CustomerRecord, 'id' | 'name' | 'country' | 'created_at' | 'updated_at'>),
      id: Number(item.id),
      name: String(item.name),
      country: (text(item.country) ?? 'US') as CustomerRecord['country'],
      created_at: String(item.created_at),
      updated_at: String(item.updated_at),
    },
    rev: revOf(item),
  };
};

/** A custom unit; its kind is stored as `unit_type` (`type` names the item kind). */
export const unitItem = (companyId: number, u: CustomUnitRecord) => ({
  ...tenantKeys.unit(companyId, u.abbr),
  type: 'unit',
  name: u.name,
  abbr: u.abbr,
  unit_type: u.type,
  description: u.description,
  archived: u.archived,
  position: u.position,
});

export const toUnit = (item: Record<string, unknown>): CustomUnitRecord => ({
  name: String(item.name),
  abbr: String(item.abbr),
  type: item.unit_type as UnitType,
  description: text(item.description),
  archived: item.archived === true,
  position: Number(item.position ?? 0),
});
