import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { type PlannedUnits, UnitChanged, unitMismatch } from '../../../core/inventory/planned-units.ts';
import {
  batchGetItems,
  documentClient,
  pauseForHeldItem,
  PLAIN_WRITE_ATTEMPTS,
  retryTransactionConflict,
  tableName,
} from '../kit/index.ts';
import { ENTITY, entityKey } from '../master-data/records/collections.ts';
import { balanceKey } from './records/balance.ts';

/**
 * A material's unit as a posting checked it, kept on its stock item by that posting's transaction
 * (postToStock). The item existed then, so the unit could not change since: a later posting
 * compares with it and reads no material.
 */
export const UNIT = 'unit';

export const stampOf = (item: Record<string, unknown> | undefined): string | undefined =>
  typeof item?.[UNIT] === 'string' ? item[UNIT] : undefined;

/**
 * Checks the planned units of the materials whose stock items now exist (`stamps`: each one's
 * checked unit, if it has one): against the stamp where there is one, else against the material
 * itself, read consistently (one BatchGetItem, a material's first postings only). Throws
 * UnitChanged on a difference.
 */
export const checkUnits = async (
  companyId: number,
  units: PlannedUnits,
  stamps: ReadonlyMap<number, string | undefined>,
): Promise<void> => {
  const stamped = new Map<number, string>();
  const unread: number[] = [];
  for (const [id, stamp] of stamps) {
    if (units[String(id)] === undefined) continue;
    if (stamp === undefined) unread.push(id);
    else stamped.set(id, stamp);
  }
  const changed = unitMismatch(units, stamped);
  if (changed !== undefined) throw new UnitChanged(changed);
  if (unread.length === 0) return;
  const materials = await batchGetItems(unread.map((id) => entityKey(companyId, ENTITY.material, id)));
  const changedNow = unitMismatch(
    units,
    new Map(materials.map((m) => [Number(m.id), String(m.unit_of_measure)])),
  );
  if (changedNow !== undefined) throw new UnitChanged(changedNow);
};

/**
 * Makes a material's stock item exist (as its first reservation would), answering it. A posting's
 * transaction holding the item refuses it (AWS too): sent again about a transaction later.
 */
const touchStock = async (companyId: number, materialId: number) => {
  const out = await retryTransactionConflict(
    () =>
      documentClient.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: balanceKey(companyId, materialId),
          UpdateExpression: 'SET #m = :m, #k = :k',
          ExpressionAttributeNames: { '#m': 'material_id', '#k': 'kind' },
          ExpressionAttributeValues: { ':m': materialId, ':k': 'stock' },
          ReturnValues: 'ALL_NEW',
        }),
      ),
    PLAIN_WRITE_ATTEMPTS,
    pauseForHeldItem,
  );
  return out.Attributes;
};

/**
 * A posting of several chunks, before its header: every material's stock item made to exist
 * (its unit fixed from then on, materials-repo's noStockYet), then the planned units checked.
 */
export const fixUnits = async (companyId: number, units: PlannedUnits): Promise<void> => {
  const ids = Object.keys(units).map(Number);
  const items = await Promise.all(ids.map((id) => touchStock(companyId, id)));
  await checkUnits(companyId, units, new Map(ids.map((id, i) => [id, stampOf(items[i])])));
};
