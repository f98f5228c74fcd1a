import { type ItemKey, tenantPrefix } from '@bp/shared/table/schema.ts';
import type { ImportRecord } from '../../../../core/master-data/run-import.ts';

/**
 * A CSV import's idempotency record and the markers of its applied batches, under the
 * company's `IMPORT` partition; both expire after a week (a re-sent file is then checked afresh).
 */
export const importRecordKey = (companyId: number, entity: string, key: string): ItemKey => ({
  pk: `${tenantPrefix(companyId)}IMPORT`,
  sk: `${entity}#${key}`,
});

export const importBatchKey = (companyId: number, entity: string, key: string, batch: string): ItemKey => ({
  pk: `${tenantPrefix(companyId)}IMPORT`,
  sk: `${entity}#${key}#BATCH#${batch}`,
});

/** Binds a client's import_id to the hash of the file first imported under it. */
export const importIdKey = (companyId: number, entity: string, importId: string): ItemKey =>
  importRecordKey(companyId, entity, `ID#${importId}`);

const KEEP_SECONDS = 7 * 24 * 3600;
export const importTtl = () => Math.floor(Date.now() / 1000) + KEEP_SECONDS;

export const toImportRecord = (key: string, item: Record<string, unknown>): ImportRecord => ({
  key,
  status: item.status === 'done' ? 'done' : 'running',
  first_id: Number(item.first_id),
  count: Number(item.count),
  content_hash: String(item.content_hash),
});
