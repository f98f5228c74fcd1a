import { inventoryKeys } from '@bp/shared/table/schema.ts';
import type { MergePlan } from '../../../core/inventory/merge-lots.ts';
import { lotCodeKey } from '../../../core/inventory/lot-code.ts';
import { tableName } from '../client.ts';
import { type TransactItem, tryTransact } from '../transact-outcome.ts';
import { claimItem, type StoredLot } from './lot-items.ts';

import type { LotChangeOutcome } from '../../../core/inventory/ports.ts';
export type { LotChangeOutcome };

const outcomeOf = (reasons: string[]): LotChangeOutcome =>
  reasons.includes('ConditionalCheckFailed') ? 'changed-meanwhile' : 'busy';

/**
 * Merges `plan.from` into `plan.to` in one transaction: the merged lot gives up exactly the
 * quantity read (so a posting that landed meanwhile makes the merge start over), is marked
 * merged, and every code that led to it now leads to the survivor.
 */
export const writeMerge = async (companyId: number, plan: MergePlan) => {
  const { from, to } = plan;
  const items: TransactItem[] = [
    {
      Update: {
        TableName: tableName(),
        Key: inventoryKeys.lot(companyId, from.materialId, from.id),
        UpdateExpression: 'SET merged_into = :to, qty = :zero',
        ConditionExpression: 'attribute_not_exists(merged_into) AND qty = :q',
        ExpressionAttributeValues: { ':to': to.id, ':zero': 0, ':q': from.quantity },
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: inventoryKeys.lot(companyId, to.materialId, to.id),
        UpdateExpression:
          'ADD qty :q SET aliases = list_append(aliases, :codes), merged_lot_ids = list_append(merged_lot_ids, :ids)',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(merged_into)',
        ExpressionAttributeValues: {
          ':q': from.quantity,
          ':codes': plan.codes,
          ':ids': [from.id, ...from.mergedLotIds],
        },
      },
    },
    ...plan.codes.map((code): TransactItem => ({
      Put: {
        TableName: tableName(),
        Item: claimItem(companyId, from.materialId, code, to.id),
        ConditionExpression: 'lot_id = :from',
        ExpressionAttributeValues: { ':from': from.id },
      },
    })),
  ];
  const outcome = await tryTransact(items);
  return outcome.ok ? 'done' : outcomeOf(outcome.reasons);
};

/** Renames a lot: claims the new code (or respells its own claim), releases the old one. */
export const writeLotCode = async (
  companyId: number,
  lot: StoredLot,
  code: string,
  releases: string | null,
): Promise<LotChangeOutcome> => {
  const items: TransactItem[] = [
    {
      Put: {
        TableName: tableName(),
        Item: claimItem(companyId, lot.materialId, code, lot.id),
        ConditionExpression: 'attribute_not_exists(pk) OR lot_id = :lot',
        ExpressionAttributeValues: { ':lot': lot.id },
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: inventoryKeys.lot(companyId, lot.materialId, lot.id),
        UpdateExpression: 'SET lot_code = :code',
        ConditionExpression: 'attribute_not_exists(merged_into) AND lot_code = :old',
        ExpressionAttributeValues: { ':code': code, ':old': lot.lotCode },
      },
    },
    ...(releases !== null && lotCodeKey(releases) !== lotCodeKey(code)
      ? [
          {
            Delete: {
              TableName: tableName(),
              Key: inventoryKeys.lotCode(companyId, lot.materialId, lotCodeKey(releases)),
              ConditionExpression: 'lot_id = :lot',
              ExpressionAttributeValues: { ':lot': lot.id },
            },
          } satisfies TransactItem,
        ]
      : []),
  ];
  const outcome = await tryTransact(items);
  return outcome.ok ? 'done' : outcomeOf(outcome.reasons);
};
