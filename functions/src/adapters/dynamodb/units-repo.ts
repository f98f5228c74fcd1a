import type { CustomUnitValues } from '@bp/shared/contracts/units.ts';
import { MAX_CUSTOM_UNITS, unitKey, unitMessages } from '@bp/shared/contracts/units.ts';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { tenantKeys } from '@bp/shared/table/schema.ts';
import { type CustomUnitRecord, ENTITY } from '../../core/master-data/records.ts';
import { decodeMaterialEntry } from '../../core/master-data/search-entries.ts';
import { mergeUnits, planUnitChanges, unitUsage } from '../../core/master-data/unit-catalog.ts';
import { invalid, conflict } from '../../core/errors.ts';
import { documentClient, tableName } from './client.ts';
import { RETRY, allShards, commitWithDigest } from './digest-repo.ts';
import type { Guard } from './entity-store.ts';
import { toUnit, unitItem } from './master-records.ts';
import { queryAll } from './query-all.ts';
import type { TransactItem } from './transact-outcome.ts';

const MAX_TRANSACTION_ITEMS = 100;

const versionKey = (companyId: number) => tenantKeys.counter(companyId, 'UNITS_VERSION');

/** Bumped by every save of the units, in the same transaction. */
export const getUnitsVersion = async (companyId: number, consistent = false): Promise<number> => {
  const out = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: versionKey(companyId), ConsistentRead: consistent }),
  );
  return Number(out.Item?.value ?? 0);
};

/** Moves the version on; with `expected`, only from that version (else the save is refused). */
const bumpVersion = (companyId: number, expected: number | undefined): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: versionKey(companyId),
    UpdateExpression: 'ADD #v :one',
    ExpressionAttributeNames: { '#v': 'value' },
    ExpressionAttributeValues: { ':one': 1, ...(expected ? { ':expected': expected } : {}) },
    ...(expected === undefined
      ? {}
      : { ConditionExpression: expected ? '#v = :expected' : 'attribute_not_exists(#v)' }),
  },
});

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
 * Saves the company's custom units in one transaction, with the units version. With the version
 * the client read, `sent` replaces the list (a concurrent save makes it 409); without one, `sent`
 * is merged into the stored list (added or updated, never removed), so concurrent saves all land.
 * When a unit goes away (removed or renamed) the materials' digest shards are read to count its
 * users and are conditions of the transaction: a material that takes the unit meanwhile makes
 * this start over and refuse.
 */
export const saveCustomUnits = async (
  companyId: number,
  sent: readonly CustomUnitValues[],
  version: number | undefined,
): Promise<void> => {
  await commitWithDigest(companyId, async () => {
    const current = await getCustomUnits(companyId, true);
    const next = version === undefined ? mergeUnits(current, sent) : sent;
    if (next.length > MAX_CUSTOM_UNITS) throw invalid(unitMessages.tooMany);
    const nextKeys = new Set(next.map((u) => unitKey(u.abbr)));
    const removesSome = current.some((u) => !nextKeys.has(unitKey(u.abbr)));
    const byKey = new Map(current.map((u) => [unitKey(u.abbr), u]));
    return {
      shards: removesSome ? allShards(ENTITY.material) : [],
      build: (materialShards) => {
        const usage = unitUsage(materialShards.flatMap((s) => s.lines.map(decodeMaterialEntry)));
        const changes = planUnitChanges(current, next, usage);
        const items: TransactItem[] = [
          bumpVersion(companyId, version),
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
          throw invalid(unitMessages.tooManyChanges);
        return { items, lines: materialShards.map(() => null) };
      },
      // The version moved: the client saved over a list it had not seen. Any other condition:
      // another save changed the units meanwhile; plan again from what is stored now.
      onConditionFailed: (index) => (index === 0 ? conflict(unitMessages.changedMeanwhile) : RETRY),
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
