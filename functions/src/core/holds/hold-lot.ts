import {
  type DescendantLot,
  type HoldBody,
  type HoldHistory,
  holdMessages,
  type HoldResult,
} from '@bp/shared/contracts/holds.ts';
import { lotMessages } from '@bp/shared/contracts/lots.ts';
import { conflict, notFound } from '../errors.ts';
import type { LotRecord } from '../inventory/lot.ts';
import { descendantsInStock, descendantViews } from './descendants.ts';
import { holdChange, holdEventView, type HoldChange, holdView, isHeld, releaseChange } from './hold.ts';
import type { HoldPorts } from './ports.ts';
import type { UserNames } from '../inventory/posting.ts';

interface Caller {
  companyId: number;
  userId: number;
  email: string;
  names?: UserNames;
}

/** Lots held in one transaction: 2 items each, under DynamoDB's 100. */
const CHANGES_PER_TRANSACTION = 40;
const ATTEMPTS = 4;

const lotOf = async (ports: HoldPorts, companyId: number, materialId: number, lotId: number) => {
  const lot = await ports.lot(companyId, materialId, lotId);
  if (!lot) throw notFound(lotMessages.notFound);
  if (lot.mergedInto !== null) throw conflict(holdMessages.merged(lot.lotCode));
  return lot;
};

export const holdHistoryOf = async (
  ports: HoldPorts,
  companyId: number,
  materialId: number,
  lotId: number,
): Promise<HoldHistory> => {
  const lot = await ports.lot(companyId, materialId, lotId);
  if (!lot) throw notFound(lotMessages.notFound);
  const events = await ports.events(companyId, materialId, lotId);
  return { hold: holdView(lot.hold), events: events.map(holdEventView) };
};

export const previewDescendants = async (
  ports: HoldPorts,
  companyId: number,
  materialId: number,
  lotId: number,
): Promise<{ items: DescendantLot[]; total: number }> => {
  const lot = await lotOf(ports, companyId, materialId, lotId);
  const items = await descendantViews(ports, companyId, await descendantsInStock(ports, companyId, lot));
  return { items, total: items.length };
};

/** Applies changes in transactions of at most 40 lots; a lot changed meanwhile is read again. */
const applyAll = async (
  ports: HoldPorts,
  companyId: number,
  changes: readonly HoldChange[],
  again: (lot: LotRecord) => Promise<HoldChange | null>,
) => {
  for (let start = 0; start < changes.length; start += CHANGES_PER_TRANSACTION) {
    let chunk = changes.slice(start, start + CHANGES_PER_TRANSACTION);
    for (let attempt = 0; ; attempt++) {
      if (!chunk.length || (await ports.apply(companyId, chunk)) === 'done') break;
      if (attempt === ATTEMPTS) throw conflict(holdMessages.changedMeanwhile);
      const fresh = await Promise.all(
        chunk.map(async (c) => {
          const lot = await ports.lot(companyId, c.lot.materialId, c.lot.id);
          return lot ? again(lot) : null;
        }),
      );
      chunk = fresh.filter((c): c is HoldChange => c !== null);
    }
  }
};

/**
 * Puts a lot on hold (409 when it already is), and with `include_descendants` every lot made
 * from it that still holds stock and is not held yet, with the same category and reason and
 * `via_lot` naming this lot. The lot's own hold lands first (in the first transaction).
 */
export const holdLot = async (
  ports: HoldPorts,
  caller: Caller,
  materialId: number,
  lotId: number,
  body: HoldBody,
): Promise<HoldResult> => {
  const { companyId } = caller;
  const lot = await lotOf(ports, companyId, materialId, lotId);
  if (isHeld(lot)) throw conflict(holdMessages.alreadyHeld(lot.lotCode));
  const [by, descendants] = await Promise.all([
    ports.postedBy(caller.userId, caller.email, caller.names),
    body.include_descendants ? descendantsInStock(ports, companyId, lot) : Promise.resolve([]),
  ]);
  const at = ports.now();
  const hold = { category: body.category, reason: body.reason };
  const via = { materialId: lot.materialId, lotId: lot.id, lotCode: lot.lotCode };
  const changeFor = (l: LotRecord): HoldChange | null =>
    l.id === lot.id
      ? holdChange(l, hold, at, by)
      : isHeld(l) || l.mergedInto !== null
        ? null
        : holdChange(l, hold, at, by, via);
  const changes = [lot, ...descendants.map((d) => d.lot)].flatMap((l) => changeFor(l) ?? []);
  await applyAll(ports, companyId, changes, async (fresh) => {
    // The lot itself held meanwhile by someone else: that is their hold, not ours.
    if (fresh.id === lot.id && isHeld(fresh)) throw conflict(holdMessages.alreadyHeld(lot.lotCode));
    return changeFor(fresh);
  });
  const held = await Promise.all(
    changes.map(async (c) => {
      const now = await ports.lot(companyId, c.lot.materialId, c.lot.id);
      return {
        material_id: c.lot.materialId,
        lot_id: c.lot.id,
        lot_code: c.lot.lotCode,
        hold: holdView(now?.hold),
      };
    }),
  );
  return {
    held: held.flatMap((h) => (h.hold ? [{ ...h, hold: h.hold }] : [])),
    history: await holdHistoryOf(ports, companyId, materialId, lotId),
  };
};

/** Releases the lot's hold (409 when it is not held); other lots' holds are released one by one. */
export const releaseLot = async (
  ports: HoldPorts,
  caller: Caller,
  materialId: number,
  lotId: number,
  reason: string,
): Promise<HoldHistory> => {
  const { companyId } = caller;
  const lot = await lotOf(ports, companyId, materialId, lotId);
  if (!isHeld(lot)) throw conflict(holdMessages.notHeld(lot.lotCode));
  const by = await ports.postedBy(caller.userId, caller.email, caller.names);
  const at = ports.now();
  await applyAll(ports, companyId, [releaseChange(lot, reason, at, by)], async (fresh) => {
    if (!isHeld(fresh)) throw conflict(holdMessages.notHeld(lot.lotCode));
    return releaseChange(fresh, reason, at, by);
  });
  return holdHistoryOf(ports, companyId, materialId, lotId);
};
