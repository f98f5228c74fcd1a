import type { CustomerValues } from '@bp/shared/contracts/customers.ts';
import { customerEntries, customerSpec } from '../../adapters/dynamodb/master-data/customers-repo.ts';
import { importStore } from '../../adapters/dynamodb/master-data/import-repo.ts';
import { customerImport } from '../../core/master-data/import-named.ts';
import type { CustomerRecord } from '../../core/master-data/records.ts';

export const customerImportSpec = customerImport(
  async (companyId) => new Map((await customerEntries(companyId)).map((e) => [e.name, e.id])),
);

export const customerImportStore = importStore<CustomerValues, CustomerRecord>(customerSpec);
