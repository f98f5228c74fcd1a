import {
  CUSTOMER_CSV_COLUMNS,
  customerBody,
  customerMessages,
  type CustomerValues,
} from '@bp/shared/contracts/customers.ts';
import {
  SUPPLIER_CSV_COLUMNS,
  supplierBody,
  supplierMessages,
  type SupplierValues,
} from '@bp/shared/contracts/suppliers.ts';
import type { z } from 'zod';
import { type CsvColumns, type RowCheck, issueMessages } from './csv-rows.ts';
import type { CustomerRecord, SupplierRecord } from './records.ts';
import type { ImportSpec } from './run-import.ts';

const checkWith =
  <S extends z.ZodType>(schema: S, columns: readonly string[]) =>
  (values: Record<string, string>): RowCheck<z.output<S>> => {
    const parsed = schema.safeParse(Object.fromEntries(columns.map((c) => [c, values[c]])));
    return parsed.success ? { errors: [], draft: parsed.data } : { errors: issueMessages(parsed.error) };
  };

export const supplierCsv: CsvColumns = {
  columns: SUPPLIER_CSV_COLUMNS,
  required: ['name'],
  aliases: {
    supplier_name: 'name',
    contact: 'contact_name',
    phone: 'phone_number',
    fax: 'fax_number',
    email: 'email_address_for_pos',
    email_address: 'email_address_for_pos',
    address_1: 'street_address_1',
    address_2: 'street_address_2',
    zip: 'zipcode',
    zip_code: 'zipcode',
  },
};

export const customerCsv: CsvColumns = {
  columns: CUSTOMER_CSV_COLUMNS,
  required: ['name'],
  aliases: {
    customer_name: 'name',
    contact: 'contact_name',
    phone: 'phone_number',
    email_address: 'email',
    address_1: 'street_address_1',
    address_2: 'street_address_2',
    state: 'state_province',
    province: 'state_province',
    zip: 'postal_code',
    zipcode: 'postal_code',
  },
};

type Existing = (companyId: number) => Promise<ReadonlyMap<string, number>>;

export const supplierImport = (existing: Existing): ImportSpec<SupplierValues, SupplierRecord> => ({
  csv: supplierCsv,
  nameTaken: supplierMessages.nameTaken,
  prepare: async (companyId) => ({
    existing: await existing(companyId),
    check: checkWith(supplierBody, SUPPLIER_CSV_COLUMNS),
  }),
  toRecord: (draft, id, now) => ({ id, ...draft, created_at: now, updated_at: now }),
});

export const customerImport = (existing: Existing): ImportSpec<CustomerValues, CustomerRecord> => ({
  csv: customerCsv,
  nameTaken: customerMessages.nameTaken,
  prepare: async (companyId) => ({
    existing: await existing(companyId),
    check: checkWith(customerBody, CUSTOMER_CSV_COLUMNS),
  }),
  toRecord: (draft, id, now) => ({ id, ...draft, created_at: now, updated_at: now }),
});
