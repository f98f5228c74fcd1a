import { type ItemKey, padId, tenantPrefix } from '@bp/shared/table/schema.ts';
import type { Condition } from '../../kit/index.ts';

/** A material's lots and their code claims share one partition (a material has hundreds of lots). */
export const materialLotsPartition = (companyId: number, materialId: number): string =>
  `${tenantPrefix(companyId)}LOT#${padId(materialId)}`;

export const lotKey = (companyId: number, materialId: number, lotId: number): ItemKey => ({
  pk: materialLotsPartition(companyId, materialId),
  sk: `LOT#${padId(lotId)}`,
});

/** The lots of a material, without their code claims (which share the partition). */
export const materialLotsQuery = (companyId: number, materialId: number) => ({
  KeyConditionExpression: 'pk = :pk AND begins_with(sk, :lot)',
  ExpressionAttributeValues: { ':pk': materialLotsPartition(companyId, materialId), ':lot': 'LOT#' },
});

/** The lot exists and is its own (not merged away); with `qty`, it still holds exactly that. */
export const unmergedLot = (qty?: number): Condition => ({
  expression: `attribute_exists(pk) AND attribute_not_exists(merged_into)${qty === undefined ? '' : ' AND qty = :q'}`,
  ...(qty === undefined ? {} : { values: { ':q': qty } }),
});
