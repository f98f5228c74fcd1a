import { customerMessages } from '@bp/shared/contracts/customers.ts';
import { type CustomerRecord, namedEntryOf } from '../../../core/master-data/records.ts';
import { decodeNamedEntry, encodeNamedEntry } from '../../../core/master-data/search-entries.ts';
import { entityReads } from './entity-reads.ts';
import { type EntitySpec, insertEntity, updateEntity } from './entity-store.ts';
import { ENTITY } from './records/collections.ts';
import { customerItem, toCustomer } from './records/customer.ts';

export const customerSpec: EntitySpec<CustomerRecord> = {
  entity: ENTITY.customer,
  item: customerItem,
  parse: toCustomer,
  line: (c) => encodeNamedEntry(namedEntryOf(c)),
  decode: decodeNamedEntry,
  messages: { nameTaken: customerMessages.nameTaken, notFound: customerMessages.notFound },
};

export const {
  entries: customerEntries,
  get: getCustomer,
  getMany: getCustomers,
  recent: recentCustomers,
  newId: newCustomerId,
} = entityReads(customerSpec, decodeNamedEntry);
export const insertCustomer = (companyId: number, record: CustomerRecord) =>
  insertEntity(customerSpec, companyId, record);
export const updateCustomer = (
  companyId: number,
  id: number,
  change: (current: CustomerRecord) => CustomerRecord,
) => updateEntity(customerSpec, companyId, id, (current) => ({ next: change(current) }));
