import type { Expiry } from '../../../core/expiry/expiry.ts';
import type { LotRecord } from '../../../core/inventory/lot.ts';
import { bumpHoldEpoch } from '../holds/records/hold-epoch.ts';
import { lotKey } from '../inventory/records/lot.ts';
import { putIfAbsent, queryAll, remove, tableName, transactOnce, update, type Write } from '../kit/index.ts';
import {
  expiryIndexItem,
  expiryIndexKey,
  expiryRangeQuery,
  lotDateStill,
  toExpiryRef,
} from './records/expiry-index.ts';

/**
 * Sets (or clears) a lot's date and moves its index item, all or nothing, on condition the lot
 * still has the date read: 'changed-meanwhile' when another change landed first. A date already
 * past (`past`) moves the hold epoch, as a hold does: the hold check refuses lots past their date,
 * so a posting checked before the date was set fails and is checked again.
 */
export const writeLotExpiry = async (
  companyId: number,
  lot: LotRecord,
  expiry: Expiry | null,
  past = false,
): Promise<'done' | 'changed-meanwhile'> => {
  const old = lot.expiry?.date ?? null;
  const key = lotKey(companyId, lot.materialId, lot.id);
  const writes: Write[] = [
    update(
      key,
      expiry
        ? { set: { expiry_date: expiry.date, expiry_kind: expiry.kind } }
        : { unset: ['expiry_date', 'expiry_kind'] },
      { condition: lotDateStill(old), refusal: 'retry' },
    ),
  ];
  if (old !== null && old !== expiry?.date) writes.push(remove(expiryIndexKey(companyId, old, lot.id)));
  if (expiry && expiry.date !== old)
    writes.push(putIfAbsent(expiryIndexItem(companyId, expiry.date, lot.materialId, lot.id), 'retry'));
  if (expiry && past) writes.push(bumpHoldEpoch(companyId));
  return (await transactOnce(writes)) === 'done' ? 'done' : 'changed-meanwhile';
};

/** Dated lots from `from` to `to` inclusive, by date. */
export const datedLots = async (companyId: number, from: string, to: string) =>
  (await queryAll({ TableName: tableName(), ...expiryRangeQuery(companyId, from, to) })).map(toExpiryRef);
