import { SUPPLIER_FIELDS } from '@bp/shared/contracts/suppliers.ts';
import type { SupplierRecord } from '../../../../core/master-data/records.ts';
import { text } from '../../kit/index.ts';
import { ENTITY, entityKey, revOf, type Stored } from './collections.ts';

/** A supplier: its collection's key, a `rev` bumped by every write and the record's fields. */
export const supplierItem = (companyId: number, s: SupplierRecord, rev: number) => ({
  ...entityKey(companyId, ENTITY.supplier, s.id),
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
