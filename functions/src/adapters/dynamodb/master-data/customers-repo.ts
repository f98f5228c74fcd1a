import { customerMessages } from '@bp/shared/contracts/customers.ts';
import { type CustomerRecord, namedEntryOf } from '../../../core/master-data/records.ts';
import { decodeNamedEntry, encodeNamedEntry } from '../../../core/master-data/search-entries.ts';
import { nextId } from '../kit/index.ts';
import { readDigestEntries } from './digest-cache.ts';
import {
  type EntitySpec,
  getRecord,
  getRecords,
  insertEntity,
  recentRecords,
  updateEntity,
} from './entity-store.ts';
import { ENTITY, entityCounter } from './records/collections.ts';
import { customerItem, toCustomer } from './records/customer.ts';

export const customerSpec: EntitySpec<CustomerRecord> = {
  entity: ENTITY.customer,
  item: customerItem,
  parse: toCustomer,
  line: (c) => encodeNamedEntry(namedEntryOf(c)),
  decode: decodeNamedEntry,
  messages: { nameTaken: customerMessages.nameTaken, notFound: customerMessages.notFound },
};

/** The collection's digest entries in list order (cached per container, see digest-cache.ts). */
export const customerEntries = (companyId: number) =>
  readDigestEntries(companyId, ENTITY.customer, decodeNamedEntry);

export const getCustomer = (companyId: number, id: number) => getRecord(customerSpec, companyId, id);
export const getCustomers = (companyId: number, ids: readonly number[]) =>
  getRecords(customerSpec, companyId, ids);
export const recentCustomers = (companyId: number, limit: number) =>
  recentRecords(customerSpec, companyId, limit);
export const newCustomerId = (companyId: number) => nextId(entityCounter(companyId, ENTITY.customer));
export const insertCustomer = (companyId: number, record: CustomerRecord) =>
  insertEntity(customerSpec, companyId, record);
export const updateCustomer = (
  companyId: number,
  id: number,
  change: (current: CustomerRecord) => CustomerRecord,
) => updateEntity(customerSpec, companyId, id, (current) => ({ next: change(current) }));
