import type { SupplierValues } from '@bp/shared/contracts/suppliers.ts';
import { importStore } from '../../adapters/dynamodb/master-data/import-repo.ts';
import { supplierEntries, supplierSpec } from '../../adapters/dynamodb/master-data/suppliers-repo.ts';
import { supplierImport } from '../../core/master-data/import-named.ts';
import type { SupplierRecord } from '../../core/master-data/records.ts';

export const supplierImportSpec = supplierImport(
  async (companyId) => new Map((await supplierEntries(companyId)).map((e) => [e.name, e.id])),
);

export const supplierImportStore = importStore<SupplierValues, SupplierRecord>(supplierSpec);
