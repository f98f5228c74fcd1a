import { type ItemKey, padId, tenantPrefix } from '@bp/shared/table/schema.ts';
import type { Condition } from '../../kit/index.ts';

/**
 * The company's lots by date: one item per dated lot, sorted by `<date>#<lot>`, so the expiry job
 * and the expiring list read one key range of one partition, never every lot. Written in the
 * transaction that sets the lot's date (core/expiry).
 */
export const expiryPartition = (companyId: number): string => `${tenantPrefix(companyId)}EXPIRY`;

export const expiryIndexKey = (companyId: number, date: string, lotId: number): ItemKey => ({
  pk: expiryPartition(companyId),
  sk: `${date}#${padId(lotId)}`,
});

export const expiryIndexItem = (companyId: number, date: string, materialId: number, lotId: number) => ({
  ...expiryIndexKey(companyId, date, lotId),
  kind: 'expiry_index',
  material_id: materialId,
  lot_id: lotId,
  date,
});

export const toExpiryRef = (item: Record<string, unknown>) => ({
  materialId: Number(item.material_id),
  lotId: Number(item.lot_id),
  date: String(item.date),
});

/** Dated lots from `from` to `to` (YYYY-MM-DD, inclusive). */
export const expiryRangeQuery = (companyId: number, from: string, to: string) => ({
  KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
  ExpressionAttributeValues: { ':pk': expiryPartition(companyId), ':from': `${from}#`, ':to': `${to}#~` },
});

/** The lot is its own and still has the date read (absent when it had none). */
export const lotDateStill = (date: string | null): Condition =>
  date === null
    ? {
        expression:
          'attribute_exists(pk) AND attribute_not_exists(merged_into) AND attribute_not_exists(expiry_date)',
      }
    : {
        expression: 'attribute_exists(pk) AND attribute_not_exists(merged_into) AND expiry_date = :old',
        values: { ':old': date },
      };
