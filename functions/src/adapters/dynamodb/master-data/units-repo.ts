import type { CustomUnitValues } from '@bp/shared/contracts/units.ts';
import { MAX_CUSTOM_UNITS, unitKey, unitMessages } from '@bp/shared/contracts/units.ts';
import { conflict, invalid } from '../../../core/errors.ts';
import type { CustomUnitRecord } from '../../../core/master-data/records.ts';
import { decodeMaterialEntry } from '../../../core/master-data/search-entries.ts';
import { mergeUnits, planUnitChanges, unitUsage } from '../../../core/master-data/unit-catalog.ts';
import { allShards, commitWithDigest } from './digest-repo.ts';
import type { Guard } from './entity-store.ts';
import {
  addDeltas,
  both,
  check,
  COUNTER_VALUE,
  counterValue,
  equals,
  getItem,
  MAX_TRANSACTION_ITEMS,
  present,
  put,
  putIfAbsent,
  queryPartition,
  remove,
  type Write,
} from '../kit/index.ts';
import { ENTITY } from './records/collections.ts';
import { customUnitKey, toUnit, unitItem, unitsPartition, unitsVersionKey } from './records/unit.ts';

/** Bumped by every save of the units, in the same transaction. */
export const getUnitsVersion = async (companyId: number, consistent = true): Promise<number> =>
  counterValue(await getItem(unitsVersionKey(companyId), { consistent }));

/**
 * Moves the version on; with `expected`, only from that version (else the client saved over a
 * list it had not seen: 409).
 */
const bumpVersion = (companyId: number, expected: number | undefined): Write =>
  addDeltas(
    unitsVersionKey(companyId),
    { [COUNTER_VALUE]: 1 },
    expected === undefined
      ? {}
      : {
          condition: expected
            ? equals(COUNTER_VALUE, expected)
            : { expression: 'attribute_not_exists(#kv)', names: { '#kv': COUNTER_VALUE } },
          refusal: conflict(unitMessages.changedMeanwhile),
        },
  );

export const getCustomUnits = async (companyId: number, consistent = true): Promise<CustomUnitRecord[]> => {
  const items = await queryPartition({ partition: unitsPartition(companyId), consistent });
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
        // Any condition but the version's: another save changed the units meanwhile; plan again.
        const items: Write[] = [
          bumpVersion(companyId, version),
          ...changes.added.map((u) => putIfAbsent(unitItem(companyId, u), 'retry')),
          ...changes.kept
            .filter((u) => !same(u, byKey.get(unitKey(u.abbr)) as CustomUnitRecord))
            .map((u) => put(unitItem(companyId, u), { condition: present(), refusal: 'retry' })),
          ...changes.removed.map((key) =>
            remove(customUnitKey(companyId, key), { condition: present(), refusal: 'retry' }),
          ),
        ];
        if (items.length + materialShards.length > MAX_TRANSACTION_ITEMS)
          throw invalid(unitMessages.tooManyChanges);
        return { items, lines: materialShards.map(() => null) };
      },
    };
  });
};

/** A material's write also requires its custom unit to exist and not be archived. */
export const customUnitGuard = (companyId: number, key: string, error: Error): Guard =>
  check(customUnitKey(companyId, key), both(present(), equals('archived', false)), error);
