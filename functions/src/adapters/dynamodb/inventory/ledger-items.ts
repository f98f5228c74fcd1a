import type { TxnType } from '@bp/shared/contracts/ledger.ts';
import { fromThousandths } from '@bp/shared/quantity/quantity.ts';
import { inventoryKeys } from '@bp/shared/table/schema.ts';
import type { LedgerEntry, SourceRef } from '../../../core/inventory/posting.ts';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ItemKey } from '@bp/shared/table/schema.ts';
import { batchGetItems, documentClient, putIfAbsent, queryAll, tableName, type Write } from '../kit/index.ts';

/**
 * Ledger entries: written once (attribute_not_exists on a key derived from the posting and the
 * movement), never changed. gsi1 orders a material's entries and gsi2 a lot's by recorded time.
 */

const sortKey = (e: Pick<LedgerEntry, 'recordedAt' | 'id'>) => `${e.recordedAt}#${e.id}`;
const stem = (entry: LedgerEntry) => entry.id.slice(0, entry.id.lastIndexOf('-'));

export const entryItem = (companyId: number, e: LedgerEntry) => ({
  ...inventoryKeys.ledgerEntry(companyId, stem(e), e.index),
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
  gsi1pk: inventoryKeys.materialLedger(companyId, e.materialId),
  gsi1sk: sortKey(e),
  ...(e.lotId === null ? {} : { gsi2pk: inventoryKeys.lotLedger(companyId, e.lotId), gsi2sk: sortKey(e) }),
});

export const putEntry = (companyId: number, e: LedgerEntry): Write =>
  putIfAbsent(entryItem(companyId, e), new Error(`Ledger entry ${e.id} exists without its posting`));

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
});

/** The entries of a posting, by the ids planPosting gives them (replays answer from these). */
export const postingEntries = async (companyId: number, postingId: string, count: number) =>
  (
    await batchGetItems(
      Array.from({ length: count }, (_, i) => inventoryKeys.ledgerEntry(companyId, postingId, i)),
      true,
    )
  ).map(toEntry);

/** One Query range of the ledger: a material's (gsi1) or a lot's (gsi2). */
export type LedgerRange = { index: 'gsi1' | 'gsi2'; pk: string };

export const materialRange = (companyId: number, materialId: number): LedgerRange => ({
  index: 'gsi1',
  pk: inventoryKeys.materialLedger(companyId, materialId),
});
export const lotRange = (companyId: number, lotId: number): LedgerRange => ({
  index: 'gsi2',
  pk: inventoryKeys.lotLedger(companyId, lotId),
});

export interface LedgerFilter {
  type?: TxnType;
  /** YYYY-MM-DD, inclusive, on the recorded date (UTC). */
  startDate?: string;
  endDate?: string;
}

const rangeQuery = (range: LedgerRange, filter: LedgerFilter, keysOnly: boolean) => {
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

const newestFirst = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

/**
 * A page of the entries in the given ranges (a material's, or a lot's and those of lots merged
 * into it), newest first. Only keys are read to count and order; the page's items are fetched
 * by key, so the cost follows the ranges' sizes, never the company's ledger.
 */
export const ledgerPage = async (
  ranges: readonly LedgerRange[],
  filter: LedgerFilter,
  page?: number,
  pageSize?: number,
): Promise<{ items: LedgerEntry[]; total: number }> => {
  const keys = (
    await Promise.all(
      ranges.map(async (range) =>
        (await queryAll(rangeQuery(range, filter, true))).map((item) => ({
          order: String(item[`${range.index}sk`]),
          key: { pk: String(item.pk), sk: String(item.sk) },
        })),
      ),
    )
  )
    .flat()
    .sort((a, b) => newestFirst(a.order, b.order));
  const paged =
    page === undefined && pageSize === undefined
      ? keys
      : keys.slice(((page ?? 1) - 1) * (pageSize ?? 25), (page ?? 1) * (pageSize ?? 25));
  const items = (await batchGetItems(paged.map((k) => k.key))).map(toEntry);
  return { items, total: keys.length };
};

/**
 * A page of one unfiltered range whose size is known (a material's history): only the keys up to
 * the page are read, from whichever end is nearer, so page 1 reads 20 keys and a deep page at
 * most half the range.
 */
export const rangePage = async (
  range: LedgerRange,
  total: number,
  page: number,
  pageSize: number,
): Promise<{ items: LedgerEntry[]; total: number }> => {
  const offset = (page - 1) * pageSize;
  if (offset >= total) return { items: [], total };
  const fromNewest = offset <= total / 2;
  const wanted = fromNewest ? offset + pageSize : total - offset;
  const query = { ...rangeQuery(range, {}, true), ScanIndexForward: !fromNewest };
  const keys: ItemKey[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await documentClient.send(
      new QueryCommand({ ...query, Limit: wanted - keys.length, ExclusiveStartKey: startKey }),
    );
    for (const item of out.Items ?? []) keys.push({ pk: String(item.pk), sk: String(item.sk) });
    startKey = out.LastEvaluatedKey;
  } while (startKey && keys.length < wanted);
  const pageKeys = fromNewest
    ? keys.slice(offset)
    : keys.slice(Math.max(0, keys.length - pageSize)).reverse();
  return { items: (await batchGetItems(pageKeys)).map(toEntry), total };
};

/** Every entry of the ranges with their full items (exports; the invariant tests). */
export const ledgerEntries = async (ranges: readonly LedgerRange[], filter: LedgerFilter = {}) =>
  (await Promise.all(ranges.map((r) => queryAll(rangeQuery(r, filter, false)))))
    .flat()
    .sort((a, b) => newestFirst(String(a.gsi1sk), String(b.gsi1sk)))
    .map(toEntry);
