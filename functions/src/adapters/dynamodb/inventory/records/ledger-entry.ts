import type { TxnType } from '@bp/shared/contracts/ledger.ts';
import type { FieldValues } from '@bp/shared/contracts/submissions/fields.ts';
import { fromThousandths } from '@bp/shared/quantity/quantity.ts';
import { type ItemKey, padId, tableSchema, tenantPrefix } from '@bp/shared/table/schema.ts';
import type { LedgerEntry, SourceRef } from '../../../../core/inventory/posting.ts';
import { indexKeys, tableName } from '../../kit/index.ts';

/**
 * A ledger entry: written once (attribute_not_exists on a key derived from the posting and the
 * movement), never changed. gsi1 orders a material's entries and gsi2 a lot's by recorded time;
 * gsi3 a material's by sequence (core/inventory/sequence.ts), for paging at any depth.
 */
export const ledgerEntryKey = (companyId: number, postingId: string, index: number): ItemKey => ({
  pk: `${tenantPrefix(companyId)}LEDGER#${postingId}`,
  sk: `E#${index.toString().padStart(6, '0')}`,
});
/**
 * gsi1: a material's ledger; gsi2: a lot's ledger; gsi4: the company's entries of submissions
 * (dated events). Sort keys are `<recorded_at>#<entry id>`.
 */
export const materialLedgerPartition = (companyId: number, materialId: number): string =>
  `${tenantPrefix(companyId)}LEDGER#M#${padId(materialId)}`;
export const lotLedgerPartition = (companyId: number, lotId: number): string =>
  `${tenantPrefix(companyId)}LEDGER#L#${padId(lotId)}`;
/** One partition per company and recorded day: a range is one small Query per day in it. */
export const datedEventsPartition = (companyId: number, day: string): string =>
  `${tenantPrefix(companyId)}LEDGER#DAY#${day}`;

/** The table key of a stored entry (or of its keys-only projection). */
export const entryKeyOf = (item: Record<string, unknown>): ItemKey => ({
  pk: String(item.pk),
  sk: String(item.sk),
});
/** Where an entry sorts in a range (its recorded time, then its id). */
export const entryOrderOf = (
  item: Record<string, unknown>,
  range: LedgerRange = { index: 'gsi1', pk: '' },
): string => String(item[`${range.index}sk`]);

const sortKey = (e: Pick<LedgerEntry, 'recordedAt' | 'id'>) => `${e.recordedAt}#${e.id}`;
/** Zero-padded so that sequences sort numerically as strings. */
export const sequenceKey = (sequence: number): string => sequence.toString().padStart(12, '0');
const stem = (entry: LedgerEntry) => entry.id.slice(0, entry.id.lastIndexOf('-'));

export const entryItem = (companyId: number, e: LedgerEntry) => ({
  ...ledgerEntryKey(companyId, stem(e), e.index),
  kind: 'ledger',
  id: e.id,
  posting_key: e.postingKey,
  idx: e.index,
  material_id: e.materialId,
  lot_id: e.lotId,
  lot_code: e.lotCode,
  txn_type: e.type,
  qty: e.qtyDelta,
  submitted_at: e.submittedAt,
  recorded_at: e.recordedAt,
  by: e.by,
  source: e.source,
  note: e.note,
  ...(e.rowFields === undefined ? {} : { row_fields: e.rowFields }),
  gsi1pk: materialLedgerPartition(companyId, e.materialId),
  gsi1sk: sortKey(e),
  ...(e.lotId === null ? {} : { gsi2pk: lotLedgerPartition(companyId, e.lotId), gsi2sk: sortKey(e) }),
  ...(e.source === null
    ? {}
    : indexKeys('gsi4', datedEventsPartition(companyId, e.recordedAt.slice(0, 10)), sortKey(e))),
  ...(e.sequence === undefined
    ? {}
    : {
        seq: e.sequence,
        ...indexKeys('gsi3', materialLedgerPartition(companyId, e.materialId), sequenceKey(e.sequence)),
      }),
});

export const toEntry = (item: Record<string, unknown>): LedgerEntry => ({
  id: String(item.id),
  postingKey: String(item.posting_key),
  index: Number(item.idx),
  materialId: Number(item.material_id),
  lotId: item.lot_id === null || item.lot_id === undefined ? null : Number(item.lot_id),
  lotCode: (item.lot_code as string | null | undefined) ?? null,
  type: item.txn_type as TxnType,
  qtyDelta: fromThousandths(Number(item.qty)),
  submittedAt: String(item.submitted_at),
  recordedAt: String(item.recorded_at),
  by: item.by as LedgerEntry['by'],
  source: (item.source as SourceRef | null | undefined) ?? null,
  note: (item.note as string | null | undefined) ?? null,
  ...(item.row_fields ? { rowFields: item.row_fields as FieldValues } : {}),
  ...(typeof item.seq === 'number' ? { sequence: item.seq } : {}),
});

/** One Query range of the ledger: a material's (gsi1) or a lot's (gsi2). */
export type LedgerRange = { index: 'gsi1' | 'gsi2'; pk: string };

export const materialRange = (companyId: number, materialId: number): LedgerRange => ({
  index: 'gsi1',
  pk: materialLedgerPartition(companyId, materialId),
});
export const lotRange = (companyId: number, lotId: number): LedgerRange => ({
  index: 'gsi2',
  pk: lotLedgerPartition(companyId, lotId),
});

export interface LedgerFilter {
  type?: TxnType;
  /** YYYY-MM-DD, inclusive, on the recorded date (UTC). */
  startDate?: string;
  endDate?: string;
}

/**
 * The entries of a material numbered `first` to `last` (inclusive), newest first: one Query of
 * gsi3, whatever the depth of the page.
 */
export const sequenceQuery = (companyId: number, materialId: number, first: number, last: number) => ({
  TableName: tableName(),
  IndexName: 'gsi3',
  KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :first AND :last',
  ExpressionAttributeNames: {
    '#pk': tableSchema.indexes.gsi3.partitionKey,
    '#sk': tableSchema.indexes.gsi3.sortKey,
  },
  ExpressionAttributeValues: {
    ':pk': materialLedgerPartition(companyId, materialId),
    ':first': sequenceKey(first),
    ':last': sequenceKey(last),
  },
  ScanIndexForward: false,
});

export const rangeQuery = (range: LedgerRange, filter: LedgerFilter, keysOnly: boolean) => {
  const sk = `${range.index}sk`;
  const dated = Boolean(filter.startDate || filter.endDate);
  // DynamoDB refuses names an expression does not use.
  const names: Record<string, string> = {
    '#pk': `${range.index}pk`,
    ...(dated || keysOnly ? { '#sk': sk } : {}),
  };
  const values: Record<string, unknown> = { ':pk': range.pk };
  let condition = '#pk = :pk';
  if (dated) {
    condition += ' AND #sk BETWEEN :from AND :to';
    values[':from'] = filter.startDate ?? '0000';
    // Every time of the end date sorts below "<date>T~".
    values[':to'] = `${filter.endDate ?? '9999-12-31'}T~`;
  }
  if (filter.type) {
    names['#t'] = 'txn_type';
    values[':t'] = filter.type;
  }
  return {
    TableName: tableName(),
    IndexName: range.index,
    KeyConditionExpression: condition,
    ExpressionAttributeNames: keysOnly ? { ...names, '#p': 'pk', '#s': 'sk' } : names,
    ExpressionAttributeValues: values,
    ...(filter.type ? { FilterExpression: '#t = :t' } : {}),
    ...(keysOnly ? { ProjectionExpression: '#p, #s, #sk' } : {}),
    ScanIndexForward: false,
  };
};

/**
 * The entries of submissions recorded on `day` (YYYY-MM-DD), their source and row fields only
 * (what gsi4 projects): one Query of gsi4.
 */
export const datedEventsQuery = (companyId: number, day: string) => ({
  TableName: tableName(),
  IndexName: 'gsi4',
  KeyConditionExpression: '#pk = :pk',
  ExpressionAttributeNames: {
    '#pk': tableSchema.indexes.gsi4.partitionKey,
    '#source': 'source',
    '#row': 'row_fields',
    '#material': 'material_id',
    '#lot': 'lot_id',
  },
  ExpressionAttributeValues: { ':pk': datedEventsPartition(companyId, day) },
  ProjectionExpression: '#source, #row, #material, #lot',
});

export const sourceOf = (item: Record<string, unknown>): SourceRef | null =>
  (item.source as SourceRef | null | undefined) ?? null;
export const rowFieldsOf = (item: Record<string, unknown>): FieldValues | null =>
  (item.row_fields as FieldValues | null | undefined) ?? null;
/** The entry's lot, as the dated events index projects it (absent where the index predates it). */
export const lotRefOf = (item: Record<string, unknown>): { materialId: number; lotId: number } | null =>
  typeof item.material_id === 'number' && typeof item.lot_id === 'number'
    ? { materialId: item.material_id, lotId: item.lot_id }
    : null;
