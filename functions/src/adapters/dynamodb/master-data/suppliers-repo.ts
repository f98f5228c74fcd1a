import { supplierMessages } from '@bp/shared/contracts/suppliers.ts';
import { type SupplierRecord, namedEntryOf } from '../../../core/master-data/records.ts';
import {
  decodeMaterialEntry,
  decodeNamedEntry,
  encodeNamedEntry,
} from '../../../core/master-data/search-entries.ts';
import { conflict } from '../../../core/errors.ts';
import { batchGetItems, check, present } from '../kit/index.ts';
import { entityReads } from './entity-reads.ts';
import { allShards } from './digest-repo.ts';
import { type EntitySpec, type Guard, deleteEntity, insertEntity, updateEntity } from './entity-store.ts';
import { ENTITY, entityKey } from './records/collections.ts';
import { supplierItem, toSupplier } from './records/supplier.ts';

export const supplierSpec: EntitySpec<SupplierRecord> = {
  entity: ENTITY.supplier,
  item: supplierItem,
  parse: toSupplier,
  line: (s) => encodeNamedEntry(namedEntryOf(s)),
  decode: decodeNamedEntry,
  messages: { nameTaken: supplierMessages.nameTaken, notFound: supplierMessages.notFound },
};

export const {
  entries: supplierEntries,
  get: getSupplier,
  getMany: getSuppliers,
  newId: newSupplierId,
} = entityReads(supplierSpec, decodeNamedEntry);
export const insertSupplier = (companyId: number, record: SupplierRecord) =>
  insertEntity(supplierSpec, companyId, record);
export const updateSupplier = (
  companyId: number,
  id: number,
  change: (current: SupplierRecord) => SupplierRecord,
) => updateEntity(supplierSpec, companyId, id, (current) => ({ next: change(current) }));

/**
 * Deletes a supplier unless a material names it as default supplier (409 with the count). The
 * materials' digest shards are part of the transaction's conditions, so a material that takes
 * this supplier meanwhile makes the delete start over and see it.
 */
export const deleteSupplier = (companyId: number, id: number) =>
  deleteEntity(supplierSpec, companyId, id, allShards(ENTITY.material), (_current, materialShards) => {
    const users = materialShards.reduce(
      (n, shard) => n + shard.lines.filter((line) => decodeMaterialEntry(line).supplierId === id).length,
      0,
    );
    if (users > 0) throw conflict(supplierMessages.inUse(users));
  });

/** Names of the given suppliers (for materials' default_supplier_name). */
export const supplierNames = async (
  companyId: number,
  ids: Iterable<number>,
): Promise<Map<number, string>> => {
  const items = await batchGetItems(supplierKeys(companyId, ids));
  return supplierNamesOf(items);
};

export const supplierKeys = (companyId: number, ids: Iterable<number>) =>
  [...new Set(ids)].map((id) => entityKey(companyId, ENTITY.supplier, id));

export const supplierNamesOf = (items: readonly Record<string, unknown>[]): Map<number, string> =>
  new Map(items.map((item) => [Number(item.id), String(item.name)]));

/** The write also requires the supplier to exist (it is one of the caller's company, by its key). */
export const supplierGuard = (companyId: number, supplierId: number, error: Error): Guard =>
  check(entityKey(companyId, ENTITY.supplier, supplierId), present(), error);
