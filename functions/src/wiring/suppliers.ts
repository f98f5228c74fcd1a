import { supplierMessages, type SupplierValues } from '@bp/shared/contracts/suppliers.ts';
import { importStore } from '../adapters/dynamodb/master-data/import-repo.ts';
import * as suppliers from '../adapters/dynamodb/master-data/suppliers-repo.ts';
import { supplierImport } from '../core/master-data/import-named.ts';
import type { NamedRecordPorts } from '../core/master-data/named-records.ts';
import type { SupplierRecord } from '../core/master-data/records.ts';

/** The suppliers area's use cases run over the master-data repositories. */
export const supplierPorts: NamedRecordPorts<SupplierRecord> & {
  /** Refused (409) while a material names the supplier as its default. */
  remove(companyId: number, id: number): Promise<void>;
} = {
  entries: suppliers.supplierEntries,
  getMany: suppliers.getSuppliers,
  get: suppliers.getSupplier,
  newId: suppliers.newSupplierId,
  insert: suppliers.insertSupplier,
  update: suppliers.updateSupplier,
  remove: suppliers.deleteSupplier,
  now: () => new Date().toISOString(),
  notFoundMessage: supplierMessages.notFound,
};

export const supplierImportSpec = supplierImport(
  async (companyId) => new Map((await suppliers.supplierEntries(companyId, true)).map((e) => [e.name, e.id])),
);

export const supplierImportStore = importStore<SupplierValues, SupplierRecord>(suppliers.supplierSpec);
