import type { Customer } from '@bp/shared/contracts/customers.ts';
import type { Material } from '@bp/shared/contracts/materials.ts';
import type { Supplier } from '@bp/shared/contracts/suppliers.ts';
import { type UnitType, unitKey } from '@bp/shared/contracts/units.ts';
import { type MaterialEntry, type NamedEntry } from './search-entries.ts';
import { textKey } from './text-key.ts';

/** Master data as stored (the answers add what is derived, e.g. a material's supplier name). */
export type MaterialRecord = Omit<Material, 'default_supplier_name'>;
export type SupplierRecord = Supplier;
export type CustomerRecord = Customer;

export interface CustomUnitRecord {
  name: string;
  abbr: string;
  type: UnitType;
  description: string | null;
  archived: boolean;
  /** Place in the company's list. */
  position: number;
}

export const materialEntryOf = (m: MaterialRecord): MaterialEntry => ({
  id: m.id,
  name: textKey(m.name),
  archived: m.is_archived,
  type: m.material_type,
  sku: m.sku ? textKey(m.sku) : '',
  supplierId: m.default_supplier_id,
  unit: unitKey(m.unit_of_measure),
  group: m.product_group ?? '',
});

export const namedEntryOf = (r: { id: number; name: string }): NamedEntry => ({
  id: r.id,
  name: textKey(r.name),
});
