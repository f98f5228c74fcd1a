import type { NamedEntry } from '../../../core/master-data/search-entries.ts';
import { nextId } from '../kit/index.ts';
import { readDigestEntries, readDigestEntriesAhead } from './digest-cache.ts';
import { type EntitySpec, getRecord, getRecords, recentRecords } from './entity-store.ts';
import { entityCounter } from './records/collections.ts';

/** The reads every named collection (materials, suppliers, customers) offers, bound to its spec. */
export const entityReads = <R extends { id: number; name: string }, E extends NamedEntry>(
  spec: EntitySpec<R>,
  decode: (line: string) => E,
) => ({
  /** The collection's digest entries in list order (cached per container, see digest-cache.ts). */
  entries: (companyId: number, consistent = true) =>
    readDigestEntries(companyId, spec.entity, decode, consistent),
  /** The entries held in the container beside the read of the current ones (a list page's round). */
  entriesAhead: (companyId: number) => readDigestEntriesAhead(companyId, spec.entity, decode),
  /**
   * Consistent by default: a record page follows its record's write (AWS's default read may
   * predate it and answer 404), as does a write that decides on the record.
   */
  get: (companyId: number, id: number, consistent = true) => getRecord(spec, companyId, id, consistent),
  /** The records of the given ids, in that order (ids that no longer exist are left out). */
  getMany: (companyId: number, ids: readonly number[], consistent = true) =>
    getRecords(spec, companyId, ids, consistent),
  /** Newest first by updated_at. */
  recent: (companyId: number, limit: number) => recentRecords(spec, companyId, limit),
  newId: (companyId: number) => nextId(entityCounter(companyId, spec.entity)),
});
