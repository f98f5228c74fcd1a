import { CUSTOMER_FIELDS } from '@bp/shared/contracts/customers.ts';
import type { CustomerRecord } from '../../../../core/master-data/records.ts';
import { text } from '../../kit/index.ts';
import { ENTITY, entityKey, recentKeys, revOf, type Stored } from './collections.ts';

/** A customer: its collection's key, the recent index, a `rev` bumped by every write and its fields. */
export const customerItem = (companyId: number, c: CustomerRecord, rev: number) => ({
  ...entityKey(companyId, ENTITY.customer, c.id),
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
