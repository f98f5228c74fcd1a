import type { CustomUnitValues } from '@bp/shared/contracts/units.ts';
import { unitKey, unitMessages } from '@bp/shared/contracts/units.ts';
import { tenantKeys } from '@bp/shared/table/schema.ts';
import { type CustomUnitRecord, ENTITY } from '../../core/master-data/records.ts';
import { decodeMaterialEntry } from '../../core/master-data/search-entries.ts';
import { planUnitChanges, unitUsage } from '../../core/master-data/unit-catalog.ts';
import { badRequest } from '../../lib/errors.ts';
import { tableName } from './client.ts';
import { RETRY, allShards, commitWithDigest } from './digest-repo.ts';
import type { Guard } from './entity-store.ts';
import { toUnit, unitItem } from './master-records.ts';
import { queryAll } from './query-all.ts';
import type { TransactItem } from './transact-outcome.ts';

const MAX_TRANSACTION_ITEMS = 100;

export const getCustomUnits = async (companyId: number, consistent = false): Promise<CustomUnitRecord[]> => {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': tenantKeys.units(companyId) },
    ConsistentRead: consistent,
  });
  return items.map(toUnit).sort((a, b) => a.position - b.position);
};

const same = (a: CustomUnitRecord, b: CustomUnitRecord) =>
  a.name === b.name &&
  a.abbr === b.abbr &&
  a.type === b.type &&
  a.description === b.description &&
  a.archived === b.archived &&
  a.position === b.position;

/**
 * Replaces the company's custom units in one transaction. When a unit goes away (removed or
 * renamed) the materials' digest shards are read to count its users and are conditions of the
 * transaction: a material that takes the unit meanwhile makes this start over and refuse.
 */
export const replaceCustomUnits = async (
  companyId: number,
  next: readonly CustomUnitValues[],
): Promise<void> => {
  await commitWithDigest(companyId, async () => {
    const current = await getCustomUnits(companyId, true);
    const nextKeys = new Set(next.map((u) => unitKey(u.abbr)));
    const removesSome = current.some((u) => !nextKeys.has(unitKey(u.abbr)));
    const byKey = new Map(current.map((u) => [unitKey(u.abbr), u]));
    return {
      shards: removesSome ? allShards(ENTITY.material) : [],
      build: (materialShards) => {
        const usage = unitUsage(materialShards.flatMap((s) => s.lines.map(decodeMaterialEntry)));
        const changes = planUnitChanges(current, next, usage);
        const items: TransactItem[] = [
          ...changes.added.map((u) => ({
            Put: {
              TableName: tableName(),
              Item: unitItem(companyId, u),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          })),
          ...changes.kept
            .filter((u) => !same(u, byKey.get(unitKey(u.abbr)) as CustomUnitRecord))
            .map((u) => ({
              Put: {
                TableName: tableName(),
                Item: unitItem(companyId, u),
                ConditionExpression: 'attribute_exists(pk)',
              },
            })),
          ...changes.removed.map((key) => ({
            Delete: {
              TableName: tableName(),
              Key: tenantKeys.unit(companyId, key),
              ConditionExpression: 'attribute_exists(pk)',
            },
          })),
        ];
        if (items.length + materialShards.length > MAX_TRANSACTION_ITEMS)
          throw badRequest(unitMessages.tooManyChanges);
        return { items, lines: materialShards.map(() => null) };
      },
      // Another save changed the units meanwhile: plan again from what is stored now.
      onConditionFailed: () => RETRY,
    };
  });
};

/** A material's write also requires its custom unit to exist and not be archived. */
export const customUnitGuard = (companyId: number, key: string, error: Error): Guard & { key: string } => ({
  key: `unit#${key}`,
  item: {
    ConditionCheck: {
      TableName: tableName(),
      Key: tenantKeys.unit(companyId, key),
      ConditionExpression: 'attribute_exists(pk) AND archived = :false',
      ExpressionAttributeValues: { ':false': false },
    },
  },
  error,
});
