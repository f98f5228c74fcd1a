import { SUPPLIER_FIELDS, type Supplier } from '@bp/shared/contracts/suppliers.ts';

export type SupplierFormValues = Record<(typeof SUPPLIER_FIELDS)[number], string>;

/** The form's starting values: the supplier's fields, with '' for each empty one (a blank form without a supplier). */
export const supplierFormValues = (supplier?: Supplier): SupplierFormValues => {
  const values = {} as SupplierFormValues;
  for (const field of SUPPLIER_FIELDS) values[field] = supplier?.[field] ?? '';
  return values;
};
