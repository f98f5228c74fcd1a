import type { HoldChange, HoldEvent } from '../../../core/holds/hold.ts';
import { stateAfter } from '../../../core/holds/hold.ts';
import { lotKey, unchangedHolds } from '../inventory/records/lot.ts';
import { putIfAbsent, queryPartition, transactOnce, update, type Write } from '../kit/index.ts';
import { bumpHoldEpoch } from './records/hold-epoch.ts';
import { holdEventItem, holdEventsPartition, holdStateItem, toHoldEvent } from './records/hold-event.ts';

const writesOf = (companyId: number, { lot, event }: HoldChange): Write[] => {
  const state = stateAfter(event);
  return [
    putIfAbsent(holdEventItem(companyId, event), 'retry'),
    update(
      lotKey(companyId, lot.materialId, lot.id),
      state
        ? { set: { hold: holdStateItem(state), hold_events: event.seq + 1 } }
        : { set: { released_at: event.at, hold_events: event.seq + 1 }, unset: ['hold'] },
      { condition: unchangedHolds(event.seq), refusal: 'retry' },
    ),
  ];
};

/**
 * Events and lot states of the changes in one transaction: all land or none. A hold placed also
 * bumps the company's hold epoch, so a posting checked before it cannot land after it.
 */
export const applyHoldChanges = async (
  companyId: number,
  changes: readonly HoldChange[],
): Promise<'done' | 'changed-meanwhile'> => {
  const holds = changes.some((c) => c.event.action === 'hold');
  const writes = [
    ...changes.flatMap((c) => writesOf(companyId, c)),
    ...(holds ? [bumpHoldEpoch(companyId)] : []),
  ];
  return (await transactOnce(writes)) === 'done' ? 'done' : 'changed-meanwhile';
};

export const holdEventsOf = async (companyId: number, lotId: number): Promise<HoldEvent[]> =>
  (await queryPartition({ partition: holdEventsPartition(companyId, lotId), consistent: true })).map(
    toHoldEvent,
  );
