import type { HoldChange, HoldEvent } from '../../../core/holds/hold.ts';
import { stateAfter } from '../../../core/holds/hold.ts';
import { lotKey } from '../inventory/records/lot.ts';
import { putIfAbsent, queryPartition, transactOnce, update, type Write } from '../kit/index.ts';
import { holdEventItem, holdEventsPartition, holdStateItem, toHoldEvent } from './records/hold-event.ts';

/**
 * The lot still has the hold events read (so no hold or release landed meanwhile) and is its
 * own (a lot merged away is held or released through its survivor).
 */
const unchangedLot = (seen: number) => ({
  expression:
    'attribute_exists(pk) AND attribute_not_exists(merged_into) AND ' +
    (seen === 0 ? '(attribute_not_exists(hold_events) OR hold_events = :seen)' : 'hold_events = :seen'),
  values: { ':seen': seen },
});

const writesOf = (companyId: number, { lot, event }: HoldChange): Write[] => {
  const state = stateAfter(event);
  return [
    putIfAbsent(holdEventItem(companyId, event), 'retry'),
    update(
      lotKey(companyId, lot.materialId, lot.id),
      state
        ? { set: { hold: holdStateItem(state), hold_events: event.seq + 1 } }
        : { set: { released_at: event.at, hold_events: event.seq + 1 }, unset: ['hold'] },
      { condition: unchangedLot(event.seq), refusal: 'retry' },
    ),
  ];
};

/** Events and lot states of the changes in one transaction: all land or none. */
export const applyHoldChanges = async (
  companyId: number,
  changes: readonly HoldChange[],
): Promise<'done' | 'changed-meanwhile'> =>
  (await transactOnce(changes.flatMap((c) => writesOf(companyId, c)))) === 'done'
    ? 'done'
    : 'changed-meanwhile';

export const holdEventsOf = async (companyId: number, lotId: number): Promise<HoldEvent[]> =>
  (await queryPartition({ partition: holdEventsPartition(companyId, lotId), consistent: true })).map(
    toHoldEvent,
  );
