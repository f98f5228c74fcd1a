import { customerMessages, type CustomerValues } from '@bp/shared/contracts/customers.ts';
import * as customers from '../adapters/dynamodb/master-data/customers-repo.ts';
import { importStore } from '../adapters/dynamodb/master-data/import-repo.ts';
import { customerImport } from '../core/master-data/import-named.ts';
import type { NamedRecordPorts } from '../core/master-data/named-records.ts';
import type { CustomerRecord } from '../core/master-data/records.ts';

/** The customers area's use cases run over the master-data repositories. */
export const customerPorts: NamedRecordPorts<CustomerRecord> & {
  recent(companyId: number, limit: number): Promise<CustomerRecord[]>;
} = {
  entries: customers.customerEntries,
  getMany: customers.getCustomers,
  get: customers.getCustomer,
  recent: customers.recentCustomers,
  newId: customers.newCustomerId,
  insert: customers.insertCustomer,
  update: customers.updateCustomer,
  now: () => new Date().toISOString(),
  notFoundMessage: customerMessages.notFound,
};

export const customerImportSpec = customerImport(
  async (companyId) => new Map((await customers.customerEntries(companyId, true)).map((e) => [e.name, e.id])),
);

export const customerImportStore = importStore<CustomerValues, CustomerRecord>(customers.customerSpec);
